import type { CustomerOrder } from '@shop/shared/checkout-api';
import type { OrderStatus } from '@shop/shared/order-lifecycle';

/** An order paid on delivery still owes its total at the door in these; delivered, it was paid. */
const DUE_ON_DELIVERY: readonly OrderStatus[] = [
  'awaiting_confirmation',
  'confirmed',
  'in_making',
  'quality_check',
  'shipped',
];

type Payment = Pick<CustomerOrder, 'paymentMethod' | 'paidAt' | 'status'>;

/** Its total is still to be paid to the courier: 'To pay on delivery: ₹…'. */
export const dueOnDelivery = (order: Payment) =>
  order.paymentMethod === 'cash_on_delivery' &&
  order.paidAt === null &&
  DUE_ON_DELIVERY.includes(order.status);

/** Not paid, and not delivered to be paid: its total is no 'Total paid'. */
export const unpaidOnDelivery = (order: Payment) =>
  order.paymentMethod === 'cash_on_delivery' && order.paidAt === null && order.status !== 'delivered';

/**
 * The Orders tab's orders: those paid, and those to be paid on delivery but for one left
 * unconfirmed (as an online order never paid, it was never the customer's order).
 */
export const shownInOrders = (order: Payment) =>
  order.paidAt !== null || (order.paymentMethod === 'cash_on_delivery' && order.status !== 'expired');
