/**
 * Password-reset codes: six random digits. The database keeps only an HMAC of the code with
 * the shop's secret and the account's id, so a copy of the database alone does not give a
 * code away, and one account's hash says nothing about another's.
 */
import crypto from 'node:crypto';
import { RESET_CODE } from '@shop/shared/accounts';

export function newResetCode(): string {
  return crypto
    .randomInt(0, 10 ** RESET_CODE.digits)
    .toString()
    .padStart(RESET_CODE.digits, '0');
}

export function resetCodeHash(secret: string, userId: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

export function sameHash(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(actual, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function resetCodeExpiry(from: Date): Date {
  return new Date(from.getTime() + RESET_CODE.minutesValid * 60_000);
}
