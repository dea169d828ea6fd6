import type { ReactElement } from 'react';
import { render as renderAlone, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { inLanguage } from '../../../testing/in-language.tsx';
import { OrderProgress } from './order-progress.tsx';

/** The part in English, the specification's words, from the English catalog. */
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: inLanguage('en') });

const CANCELLED: CustomerOrder = {
  orderId: '0f8c2a54-6a8e-4c4e-9f3b-2b1f6f1c9d10',
  status: 'cancelled',
  createdAt: '2026-11-20T05:00:00.000Z',
  paidAt: '2026-11-20T05:01:00.000Z',
  paymentMethod: 'online',
  confirmBy: null,
  timeline: [
    { status: 'paid', at: '2026-11-20T05:01:00.000Z' },
    {
      status: 'cancelled',
      at: '2026-11-21T06:30:00.000Z',
      detail: '₹450 of ₹500 is refunded; ₹50 was refunded earlier.',
    },
  ],
  shipment: null,
  expectedDelivery: null,
  deliveredOn: null,
  paymentId: 'pay_1',
  taxDocument: 'receipt_voucher',
  refunds: [],
  refundedPaise: 0,
  refundsOnTheirWayPaise: 0,
  paidInTheEndPaise: 500_00,
  subtotal: 400,
  shipping: 100,
  total: 500,
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
};

describe('the order’s timeline', () => {
  it('says under the customer’s cancellation how much it refunded', () => {
    render(<OrderProgress order={CANCELLED} headingLevel={2} />);
    const cancelled = screen.getByText('Cancelled').closest('li');
    expect(cancelled?.textContent).toContain('₹450 of ₹500 is refunded; ₹50 was refunded earlier.');
    expect(screen.getByText('Paid').closest('li')?.textContent).not.toContain('refunded');
  });
});
