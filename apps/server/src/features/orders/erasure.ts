/**
 * What the shop keeps of a customer who deletes their account. Orders never paid go
 * altogether. A paid order stays, because the law keeps tax invoices for 72 months (CGST Act,
 * section 36), with only what its tax invoice needs of the buyer: under CGST Rule 46, for a
 * buyer without a GSTIN, the name, address and delivery address from ₹50,000 of value, and
 * the state (the place of supply) always. E-mail, phone, the personalisations (engraved
 * words, fingerprints, pictures) and a gift's message are on no invoice, and go.
 */
import type { CustomerDetails } from '@shop/shared/checkout-api';
import type { Paise } from '@shop/shared/money';

/** From this value a tax invoice names a buyer without a GSTIN (CGST Rule 46(f)). */
export const INVOICE_NAMES_BUYER_FROM_PAISE: Paise = 50_000_00;

/** The buyer's details a tax invoice of this value must show; the rest is emptied. */
export function invoiceBuyer(customer: CustomerDetails, totalPaise: Paise): CustomerDetails {
  const named = totalPaise >= INVOICE_NAMES_BUYER_FROM_PAISE;
  return {
    name: named ? customer.name : '',
    email: '',
    phone: '',
    address: named ? customer.address : '',
    city: named ? customer.city : '',
    zipCode: named ? customer.zipCode : '',
    state: customer.state,
    country: customer.country,
  };
}
