import type { NewCartLine } from '@shop/shared/cart';

/**
 * Puts a piece into the stored cart, for the pages that add one (the product page, the
 * wishlist). The cart's code, with the zod schema it checks a line by, comes with the first
 * piece added: a phone does not run it while the shopper is still looking. Resolves false when
 * the cart refused the line.
 */
export async function addToCart(line: NewCartLine): Promise<boolean> {
  const { addToStoredCart } = await import('../features/cart/cart-store.ts');
  return addToStoredCart(line);
}
