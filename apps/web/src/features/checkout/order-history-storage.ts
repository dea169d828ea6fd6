import {
  localOrderRecord,
  ORDER_HISTORY_KEY,
  ORDER_HISTORY_TEXTS,
  orderHistoryWith,
  readOrderHistory,
  type PaidOrderInput,
} from '@shop/shared/order-history';

/** QuotaExceededError in most browsers, NS_ERROR_DOM_QUOTA_REACHED in older Firefox. */
const isStorageFull = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && /quota/i.test(String(error.name));

/**
 * Adds a paid order to this browser's order history. Answers the message the shopper should
 * read when the order could not be kept whole.
 */
export function rememberPaidOrder(order: PaidOrderInput): string | undefined {
  const record = localOrderRecord(order);
  try {
    const { orders, truncated } = orderHistoryWith(
      readOrderHistory(localStorage.getItem(ORDER_HISTORY_KEY)),
      record,
    );
    localStorage.setItem(ORDER_HISTORY_KEY, JSON.stringify(orders));
    return truncated ? ORDER_HISTORY_TEXTS.tooLarge : undefined;
  } catch (error) {
    if (!isStorageFull(error)) return ORDER_HISTORY_TEXTS.otherProblem;
    // The earlier orders go so this one can stay; the server keeps them all anyway.
    try {
      localStorage.removeItem(ORDER_HISTORY_KEY);
      localStorage.setItem(ORDER_HISTORY_KEY, JSON.stringify(orderHistoryWith([], record).orders));
    } catch {
      // Nothing more this browser can keep: the message below says the history was cleared.
    }
    return ORDER_HISTORY_TEXTS.storageFull;
  }
}
