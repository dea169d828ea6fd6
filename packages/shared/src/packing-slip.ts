/**
 * The packing slip that goes in the parcel (the back office's order page): the pieces, their
 * personalisation, the gift's message and wrap, and where the parcel goes. It names no price,
 * so a gift's recipient never sees what it cost; the tax invoice stays the buyer's.
 */
import { orderReference } from './checkout.ts';

/** Where the back office downloads an order's packing slip (a PDF). */
export const packingSlipPath = (orderId: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/packing-slip`;

export const PACKING_SLIP_TEXTS = {
  title: 'Packing slip',
  fileName: (orderId: string) => `packing-slip-${orderReference(orderId)}.pdf`,
  order: (orderId: string) => `Order ${orderReference(orderId)}`,
  deliverTo: 'Deliver to',
  pieces: 'In this parcel',
  quantity: (quantity: number) => `${quantity} ×`,
  download: 'Download packing slip',
  hint: 'A PDF for the parcel: the pieces, their personalisation, the gift message and the address, without prices.',
  notPaid: 'An order is packed once it is paid: this one has no payment yet.',
} as const;
