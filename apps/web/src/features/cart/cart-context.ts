import { createContext } from 'react';
import type { CartLine, CartTotals, NewCartLine } from '@shop/shared/cart';

/** The cart and what can be done with it. */
export interface Cart {
  lines: readonly CartLine[];
  totals: CartTotals;
  /** False when the line cannot be kept (see cart-store.ts), and nothing changes. */
  addItem(line: NewCartLine): boolean;
  /** 0 or less removes the line. */
  updateQuantity(cartIdentifier: string, quantity: number): void;
  /** By the line's identity, or every line of a product by its id. */
  removeItem(idOrIdentifier: string): void;
  clearCart(): void;
}

export const CartContext = createContext<Cart | null>(null);
