/**
 * A lock file in DATA_DIR: its holder starts the embedded database and stops it again, so a
 * second server on the same folder stops with a clear message (the shop's commands use the
 * running one's database instead). The file holds the owner's pid; a lock left behind by a
 * process that no longer runs (a crash, kill -9) is taken over.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE_NAME = 'shop.lock';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another shop server or command (process ${pid}) is already using the data folder ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR or with DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Locks this process holds: a lock file with our own pid that is not here is stale (a restart that got the same pid, as PID 1 in a container does). */
const heldByThisProcess = new Set<string>();

export interface DataDirLock {
  release(): Promise<void>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(lockPath, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      return {
        async release() {
          heldByThisProcess.delete(lockPath);
          await fs.rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await fs.readFile(lockPath, 'utf8').catch(() => ''), 10);
      const ownerIsAlive =
        owner === process.pid ? heldByThisProcess.has(lockPath) : Number.isInteger(owner) && isRunning(owner);
      if (ownerIsAlive) {
        throw new DataDirLockedError(dataDir, owner);
      }
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}; remove it if no shop server is running.`);
}
