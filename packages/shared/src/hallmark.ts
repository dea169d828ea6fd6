/**
 * A piece's HUID (hallmark unique identification): the 6 letters and digits the BIS
 * hallmarking centre lasers onto each hallmarked piece. Staff record it per order line when the
 * piece is made; gold must carry one, silver may (hallmarking silver is voluntary). The
 * customer checks it in the BIS CARE app.
 */
import { z } from 'zod';

/** The database's own check on `order_lines.huid` is the same pattern. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;

export const HUID_TEXTS = {
  invalid: 'A HUID is 6 letters and digits, such as AB12C3.',
  lineNotFound: (position: number) => `This order has no line at position ${position}.`,
  /** What the customer reads beside each HUID. */
  howToVerify: "Check this hallmark in the BIS CARE app: enter the HUID under 'Verify HUID'.",
} as const;

/** A HUID as typed ('ab12 c3') written as it is lasered ('AB12C3'). */
export function normaliseHuid(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** A HUID as typed, upper-cased; empty clears a line's HUID (a mistake corrected). */
export const HuidSchema = z
  .string({ error: HUID_TEXTS.invalid })
  .max(20, HUID_TEXTS.invalid)
  .transform(normaliseHuid)
  .pipe(z.union([z.literal('').transform(() => null), z.string().regex(HUID_PATTERN, HUID_TEXTS.invalid)]));

/** `PUT /api/admin/orders/:orderId/lines/:position/huid`: a HUID, or empty or null to clear it. */
export const HuidBodySchema = z.object({ huid: HuidSchema.nullable() });
export type HuidBody = z.infer<typeof HuidBodySchema>;
export type HuidInput = z.input<typeof HuidBodySchema>;
