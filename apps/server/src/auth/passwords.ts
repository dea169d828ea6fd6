/**
 * Password hashes: argon2id with OWASP's recommended settings (19 MiB of memory, two passes,
 * one lane), stored in the PHC string form, which carries its own salt and settings.
 */
import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm; its enum is not readable at run time.
const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

let standInHash: Promise<string> | undefined;

/**
 * Whether the password is the one behind the hash. Without a hash (an unknown e-mail, a
 * Google account) a stand-in hash is checked all the same, so the answer takes as long and
 * its timing does not tell whether the account exists.
 */
export async function passwordMatches(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    standInHash ??= hashPassword('stand-in password of no account');
    await verify(await standInHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
