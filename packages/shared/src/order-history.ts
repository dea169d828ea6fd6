/**
 * The order history this browser keeps: the last five paid orders under the storage key
 * `orders`, each at most 50 KB and all at most 250 KB, with only the customer's name and
 * e-mail. The orders themselves live on the server; this is the shopper's receipt at hand.
 */
import { linePricePaise, type CartLine, type CartTotals } from './cart.ts';
import { CURRENCY, sizeAndVariant } from './checkout.ts';
import type { CustomerDetails } from './checkout-api.ts';
import { fileUrl } from './files.ts';
import { paiseToRupees } from './money.ts';
import { personalisationFileIds, FONT_LABELS, type Customization } from './personalisation.ts';

export const ORDER_HISTORY_KEY = 'orders';

export const ORDER_HISTORY_LIMITS = {
  orders: 5,
  totalBytes: 250 * 1024,
  orderBytes: 50 * 1024,
  personalisationChars: 100,
} as const;

/** The messages for an order history that could not be kept whole. */
export const ORDER_HISTORY_TEXTS = {
  tooLarge: 'Order details are too large to save completely. Some details may be truncated.',
  storageFull: 'Unable to save order: Storage is full. Clearing previous orders.',
  otherProblem: 'There was an issue saving your order details. Please contact support.',
} as const;

export interface LocalOrderItem {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  variant: string;
  size: string;
  total: number;
  image: string;
  customization?: { type: Customization['type']; details: string; fileData?: string };
}

export interface LocalOrderRecord {
  orderId: string;
  paymentId: string;
  signature: string;
  /** The subtotal, in rupees. */
  amount: number;
  shipping: number;
  totalAmount: number;
  currency: typeof CURRENCY;
  orderDate: string;
  items: LocalOrderItem[];
  customer: { userId: string; name: string; email: string };
  status: 'paid';
}

export interface PaidOrderInput {
  orderId: string;
  paymentId: string;
  signature: string;
  lines: readonly CartLine[];
  totals: CartTotals;
  customer: CustomerDetails;
  userId: string;
  paidAt: Date;
}

/** A personalisation in words, for a receipt: what is engraved and how, or what was sent. */
export function describePersonalisation(customization: Customization): string {
  switch (customization.type) {
    case 'engraving':
      return `${customization.customName} (${FONT_LABELS[customization.selectedFont]}, size ${customization.fontSize})`;
    case 'fingerprint':
    case 'image':
    case 'pdf':
      return customization.uploadedFile;
    case 'combined':
      return `${customization.text.content} (${FONT_LABELS[customization.text.font]}, size ${customization.text.fontSize}) with ${customization.file.name}${customization.image ? ` and ${customization.image.name}` : ''}`;
    case 'text':
      return customization.text;
  }
}

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** The record of a paid order, with defaults for anything missing. */
export function localOrderRecord(order: PaidOrderInput): LocalOrderRecord {
  return {
    orderId: order.orderId,
    paymentId: order.paymentId,
    signature: order.signature,
    amount: paiseToRupees(order.totals.subtotal),
    shipping: paiseToRupees(order.totals.shipping),
    totalAmount: paiseToRupees(order.totals.total),
    currency: CURRENCY,
    orderDate: order.paidAt.toISOString(),
    items: order.lines.map((line) => {
      const price = linePricePaise(line) ?? 0;
      const [fileId] = personalisationFileIds(line.customization);
      return {
        productId: line.id,
        name: line.name,
        price: paiseToRupees(price),
        quantity: line.quantity,
        ...sizeAndVariant(line),
        total: paiseToRupees(price * line.quantity),
        image: line.image,
        ...(line.customization && {
          customization: {
            type: line.customization.type,
            details: describePersonalisation(line.customization).slice(
              0,
              ORDER_HISTORY_LIMITS.personalisationChars,
            ),
            // The file stays on the server: its address is enough, and small.
            ...(fileId && { fileData: fileUrl(fileId) }),
          },
        }),
      };
    }),
    customer: { userId: order.userId, name: order.customer.name || 'Guest', email: order.customer.email },
    status: 'paid',
  };
}

/** The record cut to 50 KB: the lines that do not fit are left out (the server has them all). */
function withinOrderLimit(record: LocalOrderRecord): { record: LocalOrderRecord; truncated: boolean } {
  let cut = record;
  while (byteLength(cut) > ORDER_HISTORY_LIMITS.orderBytes && cut.items.length > 1) {
    cut = { ...cut, items: cut.items.slice(0, -1) };
  }
  return { record: cut, truncated: cut !== record };
}

const isRecord = (value: unknown): value is LocalOrderRecord =>
  typeof value === 'object' && value !== null && typeof (value as { orderId?: unknown }).orderId === 'string';

/** The stored history read back; anything unreadable counts as no history. */
export function readOrderHistory(stored: string | null): LocalOrderRecord[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}

/**
 * The history with this order added: newest first, the same order never twice, at most five,
 * the oldest dropped until all fit in 250 KB. `truncated` says the order lost some details.
 */
export function orderHistoryWith(
  history: readonly LocalOrderRecord[],
  added: LocalOrderRecord,
): { orders: LocalOrderRecord[]; truncated: boolean } {
  const { record, truncated } = withinOrderLimit(added);
  let orders = [record, ...history.filter((order) => order.orderId !== record.orderId)].slice(
    0,
    ORDER_HISTORY_LIMITS.orders,
  );
  while (orders.length > 1 && byteLength(orders) > ORDER_HISTORY_LIMITS.totalBytes)
    orders = orders.slice(0, -1);
  return { orders, truncated };
}
