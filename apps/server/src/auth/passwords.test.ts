import type * as Argon2 from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the hash checks, so the test sees the work done for an unknown e-mail.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

const argon2 = await import('@node-rs/argon2');
const { hashPassword, passwordMatches } = await import('./passwords.ts');

beforeEach(() => {
  vi.mocked(argon2.verify).mockClear();
});

describe('password checks', () => {
  it('accept the right password and refuse a wrong one', async () => {
    const hash = await hashPassword('silver925');
    expect(await passwordMatches(hash, 'silver925')).toBe(true);
    expect(await passwordMatches(hash, 'silver926')).toBe(false);
  });

  it('check a hash even when there is none, so an unknown e-mail costs the same', async () => {
    expect(await passwordMatches(undefined, 'silver925')).toBe(false);
    expect(await passwordMatches(null, 'silver925')).toBe(false);
    expect(argon2.verify).toHaveBeenCalledTimes(2);
  });

  it('refuse instead of failing when a stored hash is damaged', async () => {
    expect(await passwordMatches('not-a-hash', 'silver925')).toBe(false);
  });
});
