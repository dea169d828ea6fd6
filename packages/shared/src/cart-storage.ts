/**
 * Where the browser keeps the cart. The cart itself (identity, quantities, prices) is built
 * on this; the header's badge only needs the count of pieces.
 */
export const CART_STORAGE_KEY = 'cart';

/** Pieces in a stored cart: the sum of its lines' quantities; anything unreadable counts 0. */
export function storedCartCount(json: string | null): number {
  if (!json) return 0;
  try {
    const lines: unknown = JSON.parse(json);
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((count, line: unknown) => {
      const quantity =
        typeof line === 'object' && line !== null && 'quantity' in line ? Number(line.quantity) : 0;
      return count + (Number.isInteger(quantity) && quantity > 0 ? quantity : 0);
    }, 0);
  } catch {
    return 0;
  }
}
