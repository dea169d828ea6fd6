/**
 * Money is a whole number of paise everywhere below the display. Rupees appear only at the
 * edges: in the API's product JSON (`price` in rupees) and on the screen.
 */

export type Paise = number;

const PAISE_PER_RUPEE = 100;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/**
 * A price written as text in rupees with thousands separators ('18,500', '₹1,767.50'), as the
 * sample pendants carry it: the separators are stripped before the amount is read. Undefined
 * when the text is no amount at all, so a mistyped price never passes for ₹0.
 */
export function rupeeTextToPaise(text: string): Paise | undefined {
  const plain = text.replace(/[,\s]/g, '').replace(/^₹/, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? rupeesToPaise(Number(plain)) : undefined;
}

export function paiseToRupees(paise: Paise): number {
  return paise / PAISE_PER_RUPEE;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeeFormatWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** ₹1,00,000 for whole rupees, ₹1,767.50 when there are paise. */
export function formatPaise(paise: Paise): string {
  return paise % PAISE_PER_RUPEE === 0
    ? rupeeFormat.format(paiseToRupees(paise))
    : rupeeFormatWithPaise.format(paiseToRupees(paise));
}

/** ₹2,34,567.00: always with paise, as tax invoices state every amount. */
export function formatPaiseWithPaise(paise: Paise): string {
  return rupeeFormatWithPaise.format(paiseToRupees(paise));
}

/** Whole-percent saving of `price` against `originalPrice`; 0 when there is no saving. */
export function discountPercent(price: Paise, originalPrice: Paise | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
