import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECONCILIATION_TEXTS, type MoneyWithoutOrder } from '@shop/shared/payment-reconciliation';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { PaymentToRefund } from './payment-to-refund.tsx';

const PAYMENT: MoneyWithoutOrder = {
  paymentId: 'pay_Test77',
  amountPaise: 349_900,
  leftPaise: 349_900,
  receivedAt: '2026-11-24T06:00:00.000Z',
  orderId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
  orderReference: 'VT-2611-0040',
  why: 'The pieces sold out while the customer paid.',
  refundStatus: null,
  refundFailure: null,
};

function renderPayment(mayRefund: boolean, payment = PAYMENT) {
  const onRefunded = vi.fn();
  const element = (
    <ul>
      <PaymentToRefund payment={payment} mayRefund={mayRefund} onRefunded={onRefunded} />
    </ul>
  );
  renderPages([{ path: '/money-without-order', element }], '/money-without-order');
  return onRefunded;
}

describe('a payment that paid no order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what came in, when, why and for which order', () => {
    serveRequests({});
    renderPayment(false);
    const payment = screen.getByRole('listitem', { name: 'Payment pay_Test77' });
    expect(payment.textContent).toBe(
      '₹3,49924 Nov 2026, 11:30 amThe pieces sold out while the customer paid.Payment pay_Test77 · Order VT-2611-0040',
    );
    expect(screen.getByRole('link', { name: 'Order VT-2611-0040' }).getAttribute('href')).toBe(
      '/orders/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
    );
    // Only the owner gives money back.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("is refunded by the owner's one click, which the page then reports", async () => {
    const sent = serveRequests({
      'POST /api/admin/money-without-order/pay_Test77/refund': {
        body: { success: true, message: RECONCILIATION_TEXTS.refundAsked(349_900) },
      },
      '/api/admin/money-without-order': { body: { success: true, payments: [] } },
    });
    const onRefunded = renderPayment(true);
    await userEvent.click(screen.getByRole('button', { name: 'Refund ₹3,499' }));

    await vi.waitFor(() => expect(onRefunded).toHaveBeenCalledWith('₹3,499 is being refunded.'));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/admin/money-without-order/pay_Test77/refund',
    });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a refund under way, without the button', () => {
    serveRequests({});
    renderPayment(true, { ...PAYMENT, refundStatus: 'pending' });
    expect(screen.getByText('Refund: On its way')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
