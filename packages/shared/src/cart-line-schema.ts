/**
 * A cart line as zod checks it when it goes into the browser's storage and when it is read
 * back, apart from the cart's rules in cart.ts so that a page that only shows prices and
 * quantities does not load zod.
 */
import { z } from 'zod';
import { MAX_LINE_QUANTITY, addLine } from './cart.ts';
import { CustomizationSchema, SizeSchema } from './personalisation-schema.ts';

export const CartLineSchema = z.object({
  id: z.string().min(1).max(64),
  cartIdentifier: z.string().max(600),
  name: z.string().max(300),
  /** Rupees as the product JSON gives them: a number or text with separators ('18,500'). */
  price: z.union([z.number(), z.string().max(40)]),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  variant: z.string().max(60).optional(),
  /** The SKU of the variant chosen, whose label `variant` holds (variants.ts). */
  sku: z.string().max(60).optional(),
  size: SizeSchema.optional(),
  image: z.string().max(2000),
  customization: CustomizationSchema.optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** A line before the cart has named it. */
export const NewCartLineSchema = CartLineSchema.omit({ cartIdentifier: true });

/** The lines of a stored cart that are still readable; a damaged line is dropped, not fatal. */
export function readCart(json: string | null): CartLine[] {
  if (!json) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  // Each line is named again from its contents, so lines stored by older pages (with `_id`,
  // without an identity, or twice) read as the cart they meant.
  return stored.reduce<CartLine[]>((lines, entry: unknown) => {
    const parsed = StoredLineSchema.safeParse(entry);
    if (!parsed.success) return lines;
    const { _id, ...line } = parsed.data;
    return addLine(lines, { ...line, id: line.id ?? _id ?? '' });
  }, []);
}

/** A stored line as older pages of the shop wrote it: `_id` for `id`, maybe without an identity. */
const StoredLineSchema = CartLineSchema.extend({
  id: CartLineSchema.shape.id.optional(),
  _id: CartLineSchema.shape.id.optional(),
  cartIdentifier: z.unknown().optional(),
}).refine((line) => line.id !== undefined || line._id !== undefined);
