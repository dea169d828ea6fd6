import type { Product } from '@shop/shared/catalogue-api';

/** What a listing hands to the product page, so it shows the piece before any call. */
export interface ProductPageState {
  product: Product;
}

/** The product from navigation state, if it is the one the address names. */
export function productFromState(state: unknown, id: string): Product | undefined {
  if (typeof state !== 'object' || state === null || !('product' in state)) return undefined;
  const product = (state as { product: unknown }).product;
  return typeof product === 'object' && product !== null && '_id' in product && product._id === id
    ? (product as Product)
    : undefined;
}
