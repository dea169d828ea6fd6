/**
 * `npm run shop`, run as the README runs it: a process against a data folder of its own.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { staffMembers, staffPasswordLinks } from './db/schema.ts';

const run = promisify(execFile);
const COMMAND = path.resolve(import.meta.dirname, 'shop-command.ts');

/** Each run starts Node, tsx and the embedded database: seconds each on a busy machine. */
const COMMAND_TEST_TIMEOUT = 180_000;

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-command-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function shop(...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', COMMAND, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '3000', PUBLIC_URL: '', DATABASE_URL: '' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

const linkIn = (output: string) => /http:\/\/localhost:3000\/admin\/welcome#([\w-]{43})/.exec(output)?.[1];
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

describe('npm run shop', () => {
  it(
    'makes the first owner with a one-time link, and gives a locked-out owner a new one',
    async () => {
      const created = await shop('create-owner', '--email', 'Meena@Velli.example', '--name', 'Meena Iyer');
      expect(created.code).toBe(0);
      expect(created.output).toContain('Meena Iyer <meena@velli.example> is an owner of the back office.');
      const first = linkIn(created.output);

      const again = await shop('create-owner', '--email', 'meena@velli.example', '--name', 'Meena');
      expect(again).toEqual({ code: 1, output: 'meena@velli.example is on the shop’s staff already.\n' });

      const renewed = await shop('password-link', '--email', 'meena@velli.example');
      expect(renewed.code).toBe(0);
      const second = linkIn(renewed.output);
      expect(second).toBeDefined();
      expect(second).not.toBe(first);

      const database = await openDatabase({ dataDir, databaseUrl: undefined });
      try {
        const [owner] = await database.db.select().from(staffMembers);
        expect(owner).toMatchObject({ email: 'meena@velli.example', role: 'owner', passwordHash: null });
        // Only the newest link is kept, and only as a hash.
        expect(
          await database.db.select({ tokenHash: staffPasswordLinks.tokenHash }).from(staffPasswordLinks),
        ).toEqual([{ tokenHash: sha256(second!) }]);
      } finally {
        await database.close();
      }
    },
    COMMAND_TEST_TIMEOUT,
  );

  it(
    'says what it needs when an option is missing or wrong',
    async () => {
      const missing = await shop('create-owner', '--email', 'not-an-address', '--name', 'X');
      expect(missing.code).toBe(1);
      expect(missing.output).toContain('--email: Enter a valid e-mail address');
      expect((await shop('password-link', '--email', 'nobody@velli.example')).output).toContain(
        "nobody@velli.example is not on the shop's staff, or has been disabled.",
      );
    },
    COMMAND_TEST_TIMEOUT,
  );
});
