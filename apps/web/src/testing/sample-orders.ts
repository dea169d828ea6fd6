import type { CustomerOrder } from '@shop/shared/checkout-api';

export const SAMPLE_ORDER_ID = '0f8c2a54-6a8e-4c4e-9f3b-2b1f6f1c9d10';

/**
 * A customer's order as `GET /api/orders/{id}` answers it: a ₹2,499 piece paid online by Meena
 * in Madurai, nothing shipped or refunded, with whatever a test changes.
 */
export function sampleCustomerOrder(changes: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    orderId: SAMPLE_ORDER_ID,
    status: 'paid',
    createdAt: '2026-11-20T05:00:00.000Z',
    paidAt: '2026-11-20T05:01:00.000Z',
    paymentMethod: 'online',
    confirmBy: null,
    timeline: [],
    shipment: null,
    expectedDelivery: null,
    deliveredOn: null,
    paymentId: 'pay_1',
    taxDocument: null,
    refunds: [],
    refundedPaise: 0,
    refundsOnTheirWayPaise: 0,
    paidInTheEndPaise: 2_499_00,
    subtotal: 2499,
    shipping: 0,
    total: 2499,
    currency: 'INR',
    gift: null,
    customer: {
      name: 'Meena Iyer',
      email: 'meena@example.in',
      phone: '9876543210',
      address: '12 Temple Street',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
    },
    items: [],
    ...changes,
  };
}
