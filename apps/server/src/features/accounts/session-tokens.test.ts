import fs from 'node:fs/promises';
import type * as FileSystem from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens, readOrCreateSessionSecret, sessionSecretFile } from './session-tokens.ts';

// A busy machine's disk: a file is created at once and filled a moment later, as happens when
// two servers start together on a loaded host.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FileSystem>();
  async function writeFile(file: string, data: string, options: { mode?: number; flag?: string } = {}) {
    const handle = await actual.open(file, options.flag ?? 'w', options.mode);
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await handle.writeFile(data);
    } finally {
      await handle.close();
    }
  }
  const slowDisk = { ...actual, writeFile };
  return { ...slowDisk, default: slowDisk };
});

let dataDir: string;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-secret-'));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the session secret', () => {
  it('is made once when JWT_SECRET is not set, kept in DATA_DIR for the shop’s user only', async () => {
    const secret = await readOrCreateSessionSecret(undefined, dataDir);
    // 48 random bytes, base64url.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const file = sessionSecretFile(dataDir);
    expect(file).toBe(path.join(dataDir, 'jwt-secret'));
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    // A restart reads the same secret, so sessions survive it.
    expect(await readOrCreateSessionSecret(undefined, dataDir)).toBe(secret);
  });

  it('makes one secret when two servers start at once', async () => {
    const secrets = await Promise.all([1, 2, 3].map(() => readOrCreateSessionSecret(undefined, dataDir)));
    expect(new Set(secrets).size).toBe(1);
    // Nothing but the secret is left behind.
    expect(await fs.readdir(dataDir)).toEqual(['jwt-secret']);
  });

  it('is JWT_SECRET when it is set, and then nothing is written', async () => {
    const configured = 'a-configured-secret-of-enough-length';
    expect(await readOrCreateSessionSecret(configured, dataDir)).toBe(configured);
    await expect(fs.stat(sessionSecretFile(dataDir))).rejects.toThrow();
  });

  it('stops with a message when the kept secret is too short to trust', async () => {
    await fs.writeFile(sessionSecretFile(dataDir), 'short\n');
    await expect(readOrCreateSessionSecret(undefined, dataDir)).rejects.toThrow(/holds no usable secret/);
  });
});

describe('session tokens', () => {
  const tokens = createSessionTokens('a-secret-for-the-tests-that-is-long-enough');
  const userId = '0b7c5a8e-3f1d-4c2b-9a6e-5d4f3e2c1b0a';

  it('carry the account and its token version for seven days', async () => {
    const token = await tokens.sign({ userId, tokenVersion: 3 });
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(await tokens.verify(token)).toEqual({
      userId,
      tokenVersion: 3,
      sessionId: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
    });
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    // Each session has an id of its own, so it can be ended alone.
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    const another = await tokens.sign({ userId, tokenVersion: 3 });
    expect((await tokens.verify(another))?.sessionId).not.toBe(payload.jti);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
  });

  it('are refused when signed with another secret or changed', async () => {
    const other = createSessionTokens('another-secret-for-the-tests-long-enough');
    expect(await tokens.verify(await other.sign({ userId, tokenVersion: 0 }))).toBeUndefined();
    const [header, , signature] = (await tokens.sign({ userId, tokenVersion: 0 })).split('.');
    const changed = Buffer.from(JSON.stringify({ sub: userId, ver: 5, exp: 4_000_000_000 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${changed}.${signature}`)).toBeUndefined();
  });
});
