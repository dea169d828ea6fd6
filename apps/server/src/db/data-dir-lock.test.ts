import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE_NAME } from './data-dir-lock.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-lock-'));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second holder while the first still runs, naming the folder and what to do', async () => {
    const lock = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
      `Another shop server or command (process ${process.pid}) is already using the data folder ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR or with DATABASE_URL.',
    );
    await lock.release();
    const again = await acquireDataDirLock(dataDir);
    await again.release();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    await fs.writeFile(path.join(dataDir, LOCK_FILE_NAME), '2147483646');
    const lock = await acquireDataDirLock(dataDir);
    expect(await fs.readFile(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    await lock.release();
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
      expect(stderr).toContain(`is already using the data folder ${dataDir}`);
    } finally {
      await lock.release();
    }
  });
});
