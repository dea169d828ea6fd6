import type { ReactElement } from 'react';
import { render as renderAlone, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../testing/in-language.tsx';
import { sampleCustomerOrder } from '../../../testing/sample-orders.ts';
import { OrderProgress } from './order-progress.tsx';

/** The part in English, the specification's words, from the English catalog. */
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: inLanguage('en') });

const CANCELLED = sampleCustomerOrder({
  status: 'cancelled',
  timeline: [
    { status: 'paid', at: '2026-11-20T05:01:00.000Z' },
    {
      status: 'cancelled',
      at: '2026-11-21T06:30:00.000Z',
      detail: '₹450 of ₹500 is refunded; ₹50 was refunded earlier.',
    },
  ],
  taxDocument: 'receipt_voucher',
  paidInTheEndPaise: 500_00,
  subtotal: 400,
  shipping: 100,
  total: 500,
});

describe('the order’s timeline', () => {
  it('says under the customer’s cancellation how much it refunded', () => {
    render(<OrderProgress order={CANCELLED} headingLevel={2} />);
    const cancelled = screen.getByText('Cancelled').closest('li');
    expect(cancelled?.textContent).toContain('₹450 of ₹500 is refunded; ₹50 was refunded earlier.');
    expect(screen.getByText('Paid').closest('li')?.textContent).not.toContain('refunded');
  });
});
