/**
 * The arithmetic of the second factor: TOTP codes (otplib: SHA-1, six digits, 30-second
 * steps, as every authenticator app reads them), the QR code that carries a new secret to the
 * app, and the secret's encryption at rest.
 */
import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { SHOP_NAME } from '@shop/shared/shop';

/** A code typed as the step turns still counts: one step either side of now. */
const TOLERANCE_SECONDS = 30;

/**
 * The key that encrypts second-factor secrets, derived from the session secret (JWT_SECRET or
 * DATA_DIR/jwt-secret) rather than kept beside them: a copy of the database alone, a backup
 * above all, holds no secret an authenticator app could be set up with.
 */
export function secondFactorKey(sessionSecret: string): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', sessionSecret, 'staff-second-factor', 'staff second factor secrets v1', 32),
  );
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed)
    throw new Error('A second-factor secret is in no known form');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

export function newSecondFactorSecret(): string {
  return generateSecret();
}

/** What an authenticator app scans: the shop's name and the member's e-mail label the entry. */
export async function secondFactorSetup(secret: string, email: string) {
  const otpauthUrl = generateURI({ issuer: SHOP_NAME, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step of a right code later than `afterTimeStep`, or undefined: a code already
 * taken (its step or an earlier one) is refused, so a code seen over a shoulder is no use.
 */
export async function acceptedTimeStep(options: {
  secret: string;
  code: string;
  afterTimeStep: number | null;
  now: Date;
}): Promise<number | undefined> {
  const result = await verify({
    secret: options.secret,
    token: options.code,
    epoch: Math.floor(options.now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(options.afterTimeStep === null ? {} : { afterTimeStep: options.afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
