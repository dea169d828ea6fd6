/**
 * Session tokens: JWTs signed with HS256 by the shop's own secret, valid 7 days. Each carries
 * the account's token version, so raising the version in the database ends every session
 * signed before (a password reset), and its own session id (`jti`), so one session can be
 * ended alone (signing out) by naming it in `ended_sessions`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { createDataDir, SESSION_SECRET_FILE } from '../../db/data-dir.ts';

const ALGORITHM = 'HS256';
const LIFETIME = '7d';
const MIN_SECRET_LENGTH = 32;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionClaims {
  userId: string;
  tokenVersion: number;
}

export interface VerifiedSession extends SessionClaims {
  sessionId: string;
  /** When the token stops working by itself. */
  expiresAt: Date;
}

export function sessionSecretFile(dataDir: string): string {
  return path.join(dataDir, SESSION_SECRET_FILE);
}

/**
 * JWT_SECRET when it is set; otherwise a secret made once and kept in DATA_DIR, so sessions
 * survive a restart. Several instances behind one PostgreSQL need one JWT_SECRET between them.
 */
export async function readOrCreateSessionSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured !== undefined) return configured;
  const file = sessionSecretFile(dataDir);
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;
  await createDataDir(dataDir);
  const secret = crypto.randomBytes(48).toString('base64url');
  // The secret is written whole to a file of this server's own, then linked into place: link()
  // fails when the name exists, so of two servers starting at once one secret wins, and neither
  // can read the other's file while it is still being written.
  const draft = `${file}.${crypto.randomUUID()}`;
  await fs.writeFile(draft, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(draft, file);
    return secret;
  } catch (error) {
    const winner = isFileError(error, 'EEXIST') ? await readSecret(file) : undefined;
    if (winner === undefined) throw error;
    return winner;
  } finally {
    await fs.rm(draft, { force: true });
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (isFileError(error, 'ENOENT')) return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (at least ${MIN_SECRET_LENGTH} characters); remove it to have a new one made, or set JWT_SECRET`,
    );
  }
  return secret;
}

function isFileError(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

export function createSessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    sign(claims: SessionClaims): Promise<string> {
      return new SignJWT({ ver: claims.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key);
    },

    /**
     * The session of a token this shop signed and that has not expired; otherwise undefined.
     * A token without a session id (signed before sessions had one) no longer counts.
     */
    async verify(token: string): Promise<VerifiedSession | undefined> {
      try {
        // The algorithm is pinned: a token cannot choose how it is checked.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const { sub, ver, jti, exp } = payload;
        if (typeof sub !== 'string' || !UUID_PATTERN.test(sub)) return undefined;
        if (typeof ver !== 'number' || !Number.isSafeInteger(ver)) return undefined;
        if (typeof jti !== 'string' || !UUID_PATTERN.test(jti) || typeof exp !== 'number') return undefined;
        return { userId: sub, tokenVersion: ver, sessionId: jti, expiresAt: new Date(exp * 1000) };
      } catch {
        return undefined;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
