/**
 * An order sent as a gift: a message for the card in the box and, if wanted, gift wrap. The
 * message is counted as a person counts characters (an emoji or a letter with its accent is
 * one), and holds nothing a card cannot print. Gift wrap is free: the shop has no price for it.
 * A gift's packing slip carries no prices; the tax invoice stays the buyer's.
 */
import { z } from 'zod';
import { characterCount, GIFT_MESSAGE_MAX, GIFT_TEXTS } from './gift-texts.ts';

/**
 * Line breaks of any system become one kind, tabs become spaces, and the ends are trimmed: what
 * is stored is what the card shows.
 */
export function normaliseGiftMessage(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim();
}

/** Control characters other than a line break: nothing a card can print. */
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** The gift message as the form and the server check it: one rule, one message each. */
export const GiftMessageSchema = z
  .string()
  // A bound on what is read at all; the rule a person meets is the one below.
  .max(GIFT_MESSAGE_MAX * 20, GIFT_TEXTS.tooLong(GIFT_MESSAGE_MAX * 20))
  .transform(normaliseGiftMessage)
  .superRefine((message, context) => {
    if (UNPRINTABLE.test(message)) context.addIssue({ code: 'custom', message: GIFT_TEXTS.unprintable });
    const length = characterCount(message);
    if (length > GIFT_MESSAGE_MAX) context.addIssue({ code: 'custom', message: GIFT_TEXTS.tooLong(length) });
  });

export const GiftSchema = z.object({
  message: GiftMessageSchema.default(''),
  wrap: z.boolean().default(false),
});
