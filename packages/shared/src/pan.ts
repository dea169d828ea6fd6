/**
 * The buyer's PAN (Permanent Account Number) on a large purchase. Indian income-tax rules ask
 * a seller to take the buyer's PAN for a purchase of ₹2,00,000 or more; the checkout asks for
 * it from that total, and the server refuses such an order without a well-formed one.
 */
import { z } from 'zod';
import { formatPaise, type Paise } from './money.ts';

/** ₹2,00,000 in paise: an order total from here on needs the buyer's PAN. */
export const PAN_THRESHOLD_PAISE: Paise = 2_00_000_00;

/** Five letters, four digits and a letter: AAAAA9999A. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const PAN_MESSAGES = {
  reason: `Indian tax rules ask for the buyer’s PAN on a purchase of ${formatPaise(PAN_THRESHOLD_PAISE)} or more.`,
  required: `Please enter your PAN: an order of ${formatPaise(PAN_THRESHOLD_PAISE)} or more needs it.`,
  invalid: 'A PAN is 10 characters: 5 letters, 4 digits and a letter, such as ABCDE1234F.',
} as const;

export function panRequired(orderTotalPaise: Paise): boolean {
  return orderTotalPaise >= PAN_THRESHOLD_PAISE;
}

/** A PAN as it is typed ('abcde 1234f') written as it is issued ('ABCDE1234F'). */
export function normalisePan(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** A PAN as typed, upper-cased; empty is refused as missing, anything else not AAAAA9999A as malformed. */
export const PanSchema = z
  .string({ error: PAN_MESSAGES.invalid })
  .max(20, PAN_MESSAGES.invalid)
  .transform(normalisePan)
  .pipe(z.string().min(1, PAN_MESSAGES.required).regex(PAN_PATTERN, PAN_MESSAGES.invalid));
