import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { cartTotals, removeLine, setLineQuantity, type CartLine } from '@shop/shared/cart';
import { CartContext, type Cart } from '../cart-context.ts';
import { addToStoredCart, cartFromJson, saveCart, storedCartJson, subscribeToCart } from '../cart-store.ts';

function currentLines(): CartLine[] {
  return cartFromJson(storedCartJson());
}

/**
 * Gives the pages that use the cart its lines and actions. It holds no state of its own:
 * the stored cart is read on every change, so two providers (or two tabs) never disagree.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const lines = useSyncExternalStore(subscribeToCart, currentLines, () => []);
  const cart = useMemo<Cart>(
    () => ({
      lines,
      totals: cartTotals(lines),
      addItem: addToStoredCart,
      updateQuantity: (identifier, quantity) =>
        saveCart(setLineQuantity(currentLines(), identifier, quantity)),
      removeItem: (idOrIdentifier) => saveCart(removeLine(currentLines(), idOrIdentifier)),
      clearCart: () => saveCart([]),
    }),
    [lines],
  );
  return <CartContext value={cart}>{children}</CartContext>;
}
