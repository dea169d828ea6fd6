/**
 * The customer's orders: the spec's save call, which finds the paid order by its payment
 * (the same payment always gives the same order), and the orders of an account.
 */
import { z } from 'zod';
import type { CustomerOrder, SaveOrderAnswer, SaveOrderBody } from '@shop/shared/checkout-api';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import { paiseToRupees } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import type { OrderLineRow, OrderRow, UserRow } from '../../db/schema.ts';
import { findCustomerOrders, findPaidOrderByPayment } from './repository.ts';

export class OrderError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

function customerOrder(order: OrderRow, lines: readonly OrderLineRow[]): CustomerOrder {
  return {
    orderId: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentId: order.paymentId,
    subtotal: paiseToRupees(order.subtotalPaise),
    shipping: paiseToRupees(order.shippingPaise),
    total: paiseToRupees(order.totalPaise),
    currency: order.currency,
    customer: order.customer,
    items: lines.map((line) => ({
      productId: line.productId === null ? null : String(line.productId),
      name: line.name,
      image: line.image,
      price: paiseToRupees(line.unitPricePaise),
      quantity: line.quantity,
      size: line.size,
      variant: line.variant,
      total: paiseToRupees(line.unitPricePaise * line.quantity),
      customization: line.customization,
    })),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(db: Database) {
  return {
    async save(user: UserRow, body: SaveOrderBody): Promise<SaveOrderAnswer> {
      const order = await findPaidOrderByPayment(db, body.paymentDetails.paymentId, user.id);
      if (!order) throw new OrderError(404, PAYMENT_TEXTS.paymentNotPaid);
      return { success: true, orderId: order.id, message: PAYMENT_TEXTS.orderSaved };
    },

    async list(user: UserRow): Promise<{ success: true; orders: CustomerOrder[] }> {
      const found = await findCustomerOrders(db, user.id);
      return { success: true, orders: found.map(({ order, lines }) => customerOrder(order, lines)) };
    },

    /** Another customer's order and an unknown id are the same 404: ids say nothing. */
    async one(user: UserRow, orderId: string): Promise<{ success: true; order: CustomerOrder }> {
      if (!z.uuid().safeParse(orderId).success) throw new OrderError(404, PAYMENT_TEXTS.orderNotFound);
      const [found] = await findCustomerOrders(db, user.id, orderId);
      if (!found) throw new OrderError(404, PAYMENT_TEXTS.orderNotFound);
      return { success: true, order: customerOrder(found.order, found.lines) };
    },
  };
}
