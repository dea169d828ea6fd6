import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE_NAME } from './data-dir-lock.ts';

const LOCKED = (pid: number, dataDir: string) =>
  `Another shop server or command (process ${pid}) is already using the data folder ${dataDir}. ` +
  'Stop it first, or start this one with a different DATA_DIR or with DATABASE_URL.';
/** Linux tells one process from another by /proc; elsewhere a live pid still holds the lock. */
const hasProc = await fs.access('/proc/self/stat').then(
  () => true,
  () => false,
);

let dataDir: string;
let lockFile: string;
const strangers: ChildProcess[] = [];
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-lock-'));
  lockFile = path.join(dataDir, LOCK_FILE_NAME);
});
afterEach(async () => {
  for (const stranger of strangers.splice(0)) stranger.kill('SIGKILL');
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A live process that is no shop, as a program that got a dead shop's pid after a reboot. */
async function stranger(command: string, ...args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'ignore' });
  strangers.push(child);
  await once(child, 'spawn');
  return child.pid ?? 0;
}

/** The start time /proc gives a process (field 22 of its stat), as the lock file records it. */
async function startTicksOf(pid: number): Promise<string> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

describe('the data folder lock', () => {
  it('refuses a second holder while the first still runs, naming the folder and what to do', async () => {
    const lock = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(LOCKED(process.pid, dataDir));
    await lock.release();
    const again = await acquireDataDirLock(dataDir);
    await again.release();
  });

  it('records the holder’s pid on its first line, then what tells it from a later process of that number', async () => {
    const lock = await acquireDataDirLock(dataDir);
    const [pid, startTicks, bootId] = (await fs.readFile(lockFile, 'utf8')).split('\n');
    expect(pid).toBe(String(process.pid));
    if (hasProc) {
      expect(startTicks).toBe(await startTicksOf(process.pid));
      expect(bootId).toBe((await fs.readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim());
    }
    await lock.release();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    await fs.writeFile(lockFile, '2147483646');
    const lock = await acquireDataDirLock(dataDir);
    expect((await fs.readFile(lockFile, 'utf8')).split('\n')[0]).toBe(String(process.pid));
    await lock.release();
  });

  describe.skipIf(!hasProc)('where /proc tells processes apart', () => {
    it('takes over a lock of a pid alone (as shops before wrote it) that another program now has', async () => {
      await fs.writeFile(lockFile, String(await stranger('sleep', '300')));
      const lock = await acquireDataDirLock(dataDir);
      expect((await fs.readFile(lockFile, 'utf8')).split('\n')[0]).toBe(String(process.pid));
      await lock.release();
    });

    it('still refuses a lock of a pid alone while a Node.js process has that pid', async () => {
      const node = await stranger(process.execPath, '-e', 'setInterval(() => {}, 1000)');
      await fs.writeFile(lockFile, String(node));
      await expect(acquireDataDirLock(dataDir)).rejects.toThrow(LOCKED(node, dataDir));
    });

    it('takes over a lock whose pid now belongs to a process started at another time', async () => {
      const node = await stranger(process.execPath, '-e', 'setInterval(() => {}, 1000)');
      const bootId = (await fs.readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
      await fs.writeFile(lockFile, `${node}\n${Number(await startTicksOf(node)) - 1}\n${bootId}\n`);
      const lock = await acquireDataDirLock(dataDir);
      await lock.release();
    });

    it('takes over a lock written before the machine last started', async () => {
      const node = await stranger(process.execPath, '-e', 'setInterval(() => {}, 1000)');
      await fs.writeFile(
        lockFile,
        `${node}\n${await startTicksOf(node)}\n00000000-0000-0000-0000-000000000000\n`,
      );
      const lock = await acquireDataDirLock(dataDir);
      await lock.release();
    });
  });

  it('stops a second shop server on the same folder with a clear message', async () => {
    const lock = await acquireDataDirLock(dataDir);
    try {
      const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
      const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(exitCode).toBe(1);
      expect(stderr).toContain(LOCKED(process.pid, dataDir));
    } finally {
      await lock.release();
    }
  });
});
