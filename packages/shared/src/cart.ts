/**
 * The cart's rules: what a line holds, which lines are the same piece, how quantities change
 * and what the cart costs. The browser keeps the cart; the server prices an order again from
 * its own catalogue before anyone pays.
 */
import { CART_STORAGE_KEY } from './cart-storage.ts';
import { rupeeTextToPaise, rupeesToPaise, type Paise } from './money.ts';
import type { CartLine } from './cart-line-schema.ts';
import type { Customization } from './personalisation-schema.ts';
import { FILE_DATA_PLACEHOLDER, personalisationIdentity } from './personalisation.ts';

export type { CartLine } from './cart-line-schema.ts';

/**
 * The cart is written under two keys: `cart`, which the header's badge reads, and
 * `cartItems`, the name older pages of the shop read it by.
 */
export const CART_STORAGE_KEYS = [CART_STORAGE_KEY, 'cartItems'] as const;

/** A flat ₹100 on every order; prices include taxes. */
export const SHIPPING_PAISE: Paise = 100_00;

/** More of one made-to-order piece than this is a wholesale order, not a cart. */
export const MAX_LINE_QUANTITY = 99;

/** How long the guest's 'Please log in' notice stays. */
export const LOGIN_NOTICE_MS = 3000;

export const CART_TEXTS = {
  outsideProvider: 'useCart must be used within a CartProvider',
  empty: 'Your cart is empty',
  /** The empty cart's link home; the summary's button is 'Continue Shopping'. */
  continueShoppingEmpty: 'Continue shopping',
  continueShopping: 'Continue Shopping',
  // The cart stays in this browser whether or not the shopper signs in (decision 0010).
  guestHint: 'Have an account? Log in now, and you can check out as soon as your cart is ready.',
  loginToCheckout: 'Login to Checkout',
  loginNotice: 'Please log in to complete your purchase',
  goToLogin: 'Go to Login',
  shippingNote: 'Shipping +₹100, taxes included',
  taxesIncluded: 'Prices include all taxes.',
  promoPlaceholder: 'Promo code',
  priceOnRequest: 'Price on request',
  notInTotal: 'Pieces priced on request are not in the total.',
  clearCart: 'Clear cart',
  clearCartQuestion: 'Empty your cart?',
  clearCartWarning: 'Every piece and its personalisation will be removed from your cart.',
  clearCartConfirm: 'Yes, empty my cart',
  keepCart: 'Keep my cart',
} as const;

/** A line before the cart has named it. */
export type NewCartLine = Omit<CartLine, 'cartIdentifier'>;

/** Product, personalisation, variant and size: two lines differ when any of them differs. */
export function cartIdentifier(line: {
  id: string;
  customization?: Customization | undefined;
  variant?: string | undefined;
  size?: string | undefined;
}): string {
  // JSON keeps the parts apart: a separator typed into a size or an engraving cannot make
  // two different pieces read as one.
  return JSON.stringify([
    line.id,
    personalisationIdentity(line.customization),
    line.variant ?? '',
    line.size?.trim() ?? '',
  ]);
}

/** Whole pieces, at most MAX_LINE_QUANTITY; undefined for no number at all. */
function wholeQuantity(quantity: number): number | undefined {
  if (Number.isNaN(quantity)) return undefined;
  return Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));
}

/** Adding the same piece again raises its quantity; a new piece goes to the end. */
export function addLine(lines: readonly CartLine[], line: NewCartLine): CartLine[] {
  // A quantity the stored cart could not read back would lose the line on the next page.
  const quantity = wholeQuantity(line.quantity);
  if (quantity === undefined || quantity < 1) return [...lines];
  const identifier = cartIdentifier(line);
  const existing = lines.find((current) => current.cartIdentifier === identifier);
  if (!existing) return [...lines, { ...line, quantity, cartIdentifier: identifier }];
  return lines.map((current) =>
    current === existing
      ? { ...current, quantity: Math.min(MAX_LINE_QUANTITY, current.quantity + quantity) }
      : current,
  );
}

/** A quantity of 0 or less removes the line. */
export function setLineQuantity(
  lines: readonly CartLine[],
  identifier: string,
  quantity: number,
): CartLine[] {
  const bounded = wholeQuantity(quantity);
  if (bounded === undefined) return [...lines];
  if (bounded <= 0) return removeLine(lines, identifier);
  return lines.map((line) => (line.cartIdentifier === identifier ? { ...line, quantity: bounded } : line));
}

/** Removes the line with this identity, or every line of the product with this id. */
export function removeLine(lines: readonly CartLine[], idOrIdentifier: string): CartLine[] {
  return lines.filter((line) => line.cartIdentifier !== idOrIdentifier && line.id !== idOrIdentifier);
}

/** A line's unit price in paise; undefined when the price is no amount at all. */
export function linePricePaise(line: Pick<CartLine, 'price'>): Paise | undefined {
  if (typeof line.price === 'number') {
    return Number.isFinite(line.price) && line.price >= 0 ? rupeesToPaise(line.price) : undefined;
  }
  return rupeeTextToPaise(line.price);
}

export interface CartTotals {
  pieces: number;
  subtotal: Paise;
  shipping: Paise;
  total: Paise;
  /** What an applied promo code saves, GST included, as the server quoted it (coupons.ts). */
  discount?: Paise;
  /** The promo code the server quoted, carried to checkout. */
  couponCode?: string;
}

/** Commas are stripped from prices; a line whose price is no amount is left out of the total. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let subtotal = 0;
  let pieces = 0;
  for (const line of lines) {
    pieces += line.quantity;
    const price = linePricePaise(line);
    if (price !== undefined) subtotal += price * line.quantity;
  }
  return { pieces, subtotal, shipping: SHIPPING_PAISE, total: subtotal + SHIPPING_PAISE };
}

/** The cart with every picture of an upload replaced by the placeholder, for a full storage. */
export function withoutFileData(lines: readonly CartLine[]): CartLine[] {
  return lines.map((line) => {
    const customization = line.customization;
    if (!customization) return line;
    switch (customization.type) {
      case 'fingerprint':
      case 'image':
      case 'pdf':
        return { ...line, customization: { ...customization, fileData: FILE_DATA_PLACEHOLDER } };
      case 'combined':
        return {
          ...line,
          customization: {
            ...customization,
            file: { ...customization.file, data: FILE_DATA_PLACEHOLDER },
            ...(customization.image
              ? { image: { ...customization.image, data: FILE_DATA_PLACEHOLDER } }
              : {}),
          },
        };
      default:
        return line;
    }
  });
}
