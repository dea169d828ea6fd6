/**
 * An order sent as a gift: a message for the card in the box and, if wanted, gift wrap. The
 * message is counted as a person counts characters (an emoji or a letter with its accent is
 * one), and holds nothing a card cannot print. Gift wrap is free: the shop has no price for it.
 * A gift's packing slip carries no prices; the tax invoice stays the buyer's.
 */
import { z } from 'zod';
import { characterCount, GIFT_MESSAGE_MAX, GIFT_TEXTS } from './gift-texts.ts';
import { isPlainText, plainTextMessage } from './text.ts';

/**
 * Line breaks of any system become one kind, tabs become spaces, and the ends are trimmed: what
 * is stored is what the card shows.
 */
export function normaliseGiftMessage(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim();
}

/** The gift message as its refusals name it. */
const GIFT_FIELD = 'Gift message';

/** The gift message as the form and the server check it: one rule, one message each. */
export const GiftMessageSchema = z
  .string()
  // A bound on what is read at all; the rule a person meets is the one below.
  .max(GIFT_MESSAGE_MAX * 20, GIFT_TEXTS.tooLong(GIFT_MESSAGE_MAX * 20))
  .transform(normaliseGiftMessage)
  .superRefine((message, context) => {
    // The shop's text rule (text.ts), after tabs became spaces: a card prints no control, and a
    // direction override would make the packing slip read backwards.
    if (!isPlainText(message, { lines: true }))
      context.addIssue({ code: 'custom', message: plainTextMessage(GIFT_FIELD) });
    const length = characterCount(message);
    if (length > GIFT_MESSAGE_MAX) context.addIssue({ code: 'custom', message: GIFT_TEXTS.tooLong(length) });
  });

export const GiftSchema = z.object({
  message: GiftMessageSchema.default(''),
  wrap: z.boolean().default(false),
});
