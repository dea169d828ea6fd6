/**
 * A lock file in DATA_DIR: its holder starts the embedded database and stops it again, so a
 * second server on the same folder stops with a clear message (the shop's commands use the
 * running one's database instead). A lock left behind by a process that no longer runs (a
 * crash, kill -9) is taken over.
 *
 * The file holds, one a line, the holder's pid, its start time (clock ticks since boot, from
 * /proc/<pid>/stat) and the machine's boot id, as PostgreSQL's postmaster.pid holds more than
 * a pid: after a reboot, or once the holder is long gone, its number may belong to another
 * program, whose start time or boot is not the holder's. A machine without /proc (macOS)
 * writes the pid alone, and there a live process with that number still counts as the holder.
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

/** Who holds a lock, as its file says. */
interface Holder {
  pid: number;
  /** Absent from a lock written without /proc, or by a shop before the file held more than a pid. */
  startTicks?: string;
  bootId?: string;
}

/** Field 22 of /proc/<pid>/stat; undefined when no such process runs, null without /proc. */
async function startTicksOf(pid: number | 'self'): Promise<string | undefined | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return (await hasProc()) ? undefined : null;
  // The command's name, in parentheses, may hold spaces and parentheses of its own.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields from the third on: the state is field 3, the start time field 22.
  return fields[22 - 3];
}

async function hasProc(): Promise<boolean> {
  return fs.access('/proc/self/stat').then(
    () => true,
    () => false,
  );
}

async function bootId(): Promise<string | undefined> {
  return (await fs.readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '')).trim() || undefined;
}

async function thisProcess(): Promise<Holder> {
  const startTicks = (await startTicksOf('self')) ?? undefined;
  return { pid: process.pid, startTicks, bootId: startTicks === undefined ? undefined : await bootId() };
}

function lockText(holder: Holder): string {
  return (
    [holder.pid, holder.startTicks, holder.bootId].filter((line) => line !== undefined).join('\n') + '\n'
  );
}

function readHolder(text: string): Holder | undefined {
  const [pid, startTicks, bootId] = text.split('\n').map((line) => line.trim());
  const number = Number.parseInt(pid ?? '', 10);
  if (!Number.isInteger(number) || number <= 0) return undefined;
  return { pid: number, startTicks: startTicks || undefined, bootId: bootId || undefined };
}

/** kill(pid, 0): the rule where /proc cannot tell one process from another. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A shop before this file held more than a pid ran under Node.js, never under another program. */
async function isNodeProcess(pid: number): Promise<boolean> {
  const commandLine = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return /^node(js)?(\d[\d.]*)?$/.test(path.basename(commandLine.split('\0')[0] ?? ''));
}

async function holds(holder: Holder, lockPath: string): Promise<boolean> {
  if (holder.pid === process.pid) return heldByThisProcess.has(lockPath);
  const startTicks = await startTicksOf(holder.pid);
  if (startTicks === null) return isRunning(holder.pid);
  if (startTicks === undefined) return false;
  if (holder.startTicks === undefined) return isNodeProcess(holder.pid);
  return startTicks === holder.startTicks && (await bootId()) === holder.bootId;
}

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const text = lockText(await thisProcess());
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(lockPath, text, { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      return {
        async release() {
          heldByThisProcess.delete(lockPath);
          await fs.rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(await fs.readFile(lockPath, 'utf8').catch(() => ''));
      if (holder && (await holds(holder, lockPath))) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}; remove it if no shop server is running.`);
}
