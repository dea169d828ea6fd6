import { use } from 'react';
import { CART_TEXTS } from '@shop/shared/cart';
import { CartContext, type Cart } from '../cart-context.ts';

/** The cart and its actions; only inside a CartProvider. */
export function useCart(): Cart {
  const cart = use(CartContext);
  if (!cart) throw new Error(CART_TEXTS.outsideProvider);
  return cart;
}
