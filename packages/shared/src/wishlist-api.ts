/**
 * The calls of a signed-in shopper's wishlist and their answers (zod), for the server; the
 * storefront imports only their types, so no schema reaches its pages.
 */
import { z } from 'zod';
import { MATERIALS } from './catalogue.ts';
import { WISHLIST_MAX_ITEMS } from './wishlist.ts';

export const WishlistParamsSchema = z.strictObject({
  productId: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'A product id is a whole number, such as /api/wishlist/501.'),
});

/** `POST /api/wishlist/merge`: a guest's saved pieces, joined to the account at sign-in. */
export const WishlistMergeBodySchema = z.strictObject({
  productIds: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, 'A product id is a whole number, such as 501.'),
    )
    .max(WISHLIST_MAX_ITEMS, `A wishlist holds at most ${WISHLIST_MAX_ITEMS} pieces.`),
});
export type WishlistMergeBody = z.infer<typeof WishlistMergeBodySchema>;

/** A saved piece with the catalogue's price today; money in paise. */
export const WishlistItemSchema = z.strictObject({
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  inStock: z.boolean(),
  /** Its metal, the variant of its cart line. */
  productType: z.enum(MATERIALS),
  /**
   * The names of the personalisations its page offers (its `customizationTypes`), empty when it
   * offers none: such a piece goes into the cart from the wishlist, the others from their page.
   */
  personalisations: z.array(z.string()),
  /** The catalogue's price now. */
  pricePaise: z.number().int(),
  /** The catalogue's price when the piece was saved. */
  savedPricePaise: z.number().int(),
  /** How much the price fell since then; 0 when it did not. */
  priceDropPaise: z.number().int(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** Every answer of the wishlist's calls: the list as it is now, newest first. */
export const WishlistAnswerSchema = z.strictObject({
  success: z.literal(true),
  items: z.array(WishlistItemSchema),
  /** Pieces of a merge left out: no longer in the collection, or beyond the list's limit. */
  leftOut: z.number().int().optional(),
});
export type WishlistAnswer = z.infer<typeof WishlistAnswerSchema>;
