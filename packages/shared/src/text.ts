/**
 * The text rule as a zod field, for the contracts: `plainText(field, { lines })` is a
 * `z.string()` that refuses what text-rule.ts refuses, with one sentence naming the field, and
 * takes `.trim().min().max()` as any string does. The rule itself is in text-rule.ts, which
 * holds no zod so a page that needs only the rule loads none (decision 0008).
 */
import { z } from 'zod';
import { isPlainText, plainTextMessage, type TextRuleOptions } from './text-rule.ts';

export * from './text-rule.ts';

/**
 * A string field under the rule, for a contract to chain `.trim().min().max()` onto. `error`
 * is what a value that is no string at all is told (as `z.string({ error })`).
 */
export function plainText(field: string, options: TextRuleOptions & { error?: string } = {}): z.ZodString {
  const message = plainTextMessage(field);
  const base = options.error === undefined ? z.string() : z.string({ error: options.error });
  return base.refine((text) => isPlainText(text, options), { message });
}
