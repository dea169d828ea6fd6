/**
 * An order sent as a gift: its rule, words and count, apart from the schema in gifts.ts so a
 * page that only shows a gift loads no zod. The message is counted as a person counts
 * characters (an emoji or a letter with its accent is one). Gift wrap is free: the shop has
 * no price for it.
 */
import { withoutForbiddenCharacters } from './text-rule.ts';

/** The longest gift message, in characters as a person counts them. */
export const GIFT_MESSAGE_MAX = 200;

/** Gift wrap costs nothing: the order's total is the same with or without it. */
export const GIFT_WRAP_PAISE = 0;

/** The gift an order carries (stored with the order, and never changed). */
export interface Gift {
  /** The card's words; empty when the gift goes without a message. */
  message: string;
  wrap: boolean;
}

export const GIFT_TEXTS = {
  isGift: 'This is a gift',
  isGiftHint: 'The parcel carries a packing slip without prices; the tax invoice still comes to you.',
  message: 'Gift message (optional)',
  messageHint: 'We write it on a card in the box.',
  count: (length: number) => `${length} of ${GIFT_MESSAGE_MAX} characters`,
  tooLong: (length: number) =>
    `A gift message can be at most ${GIFT_MESSAGE_MAX} characters; yours has ${length}. Please shorten it.`,
  wrap: 'Gift wrap it',
  wrapFree: 'Gift wrap is free.',
  heading: 'Gift',
  messageHeading: 'Gift message',
  noMessage: 'No gift message',
  wrapped: 'Gift wrapped',
  notWrapped: 'Not gift wrapped',
  /** The work list's mark on a gift order. */
  giftMark: (gift: Gift) => (gift.wrap ? 'Gift, wrapped' : 'Gift, not wrapped'),
  packingSlip: 'Packing slip',
  packingSlipHint: 'Without prices, for the parcel.',
} as const;

/** How many characters a person sees in the text (grapheme clusters). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) count += 1;
  return count;
}

/**
 * The gift as the staff's pages and the packing slip draw it. A message kept before the text
 * rule (text-rule.ts) may hold a direction override that would make the card's words read
 * backwards there; it is drawn without it. The stored order is left as it was.
 */
export function giftAsDrawn(gift: Gift): Gift {
  return { ...gift, message: withoutForbiddenCharacters(gift.message, { lines: true }) };
}
