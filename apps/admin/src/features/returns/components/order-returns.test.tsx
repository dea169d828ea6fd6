import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURN_TEXTS, type AdminOrderReturnsAnswer, type OrderReturn } from '@shop/shared/returns';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { OrderReturns } from './order-returns.tsx';
import { ReturnWindowForm } from './return-window-form.tsx';

const ORDER_ID = '0f8c2a54-6a8e-4c4e-9f3b-2b1f6f1c9d10';
const base = `/api/admin/orders/${ORDER_ID}/returns`;

function aReturn(overrides: Partial<OrderReturn> = {}): OrderReturn {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    status: 'requested',
    reason: 'Too big',
    declineReason: null,
    pickup: null,
    lines: [{ position: 0, name: 'Classic Solitaire Silver Ring', quantity: 1, unitPricePaise: 249_900 }],
    amountPaise: 249_900,
    couponWithdrawal: null,
    steps: [{ status: 'requested', at: '2026-11-25T06:00:00.000Z' }],
    refundState: null,
    ...overrides,
  };
}
const answer = (ret: OrderReturn): { body: AdminOrderReturnsAnswer } => ({
  body: { success: true, returns: [ret] },
});

describe('a return on the back office’s order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('approves a requested return, then records its pickup', async () => {
    const ret = aReturn();
    const sent = serveRequests({
      [`GET ${base}`]: answer(ret),
      [`POST ${base}/${ret.id}/decision`]: answer(
        aReturn({
          status: 'approved',
          steps: [...ret.steps, { status: 'approved', at: '2026-11-25T07:00:00.000Z' }],
        }),
      ),
      [`POST ${base}/${ret.id}/pickup`]: answer(
        aReturn({ status: 'picked_up', pickup: { courier: 'Delhivery', trackingNumber: 'DL1' } }),
      ),
    });
    renderPages(
      [{ path: '/orders/:orderId', element: <OrderReturns orderId={ORDER_ID} mayRefund /> }],
      `/orders/${ORDER_ID}`,
    );
    expect(await screen.findByText('Customer’s reason: Too big')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: RETURN_TEXTS.approve }));
    await userEvent.type(await screen.findByLabelText('Courier'), 'Delhivery');
    await userEvent.type(screen.getByLabelText('Tracking number'), 'DL1');
    await userEvent.click(screen.getByRole('button', { name: RETURN_TEXTS.recordPickup }));
    expect(await screen.findByText('Pickup: Delhivery, tracking DL1')).toBeTruthy();
    expect(
      sent.filter((request) => request.method === 'POST').map(({ url, body }) => ({ url, body })),
    ).toEqual([
      { url: `${base}/${ret.id}/decision`, body: { decision: 'approve' } },
      { url: `${base}/${ret.id}/pickup`, body: { courier: 'Delhivery', trackingNumber: 'DL1' } },
    ]);
  });

  it('offers the refund of a received return to the owner alone', async () => {
    serveRequests({ [`GET ${base}`]: answer(aReturn({ status: 'received' })) });
    const { unmount } = renderPages(
      [{ path: '/orders/:orderId', element: <OrderReturns orderId={ORDER_ID} mayRefund={false} /> }],
      `/orders/${ORDER_ID}`,
    );
    expect(await screen.findByText('The owner refunds a received return.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund ₹2,499' })).toBeNull();
    unmount();
    renderPages(
      [{ path: '/orders/:orderId', element: <OrderReturns orderId={ORDER_ID} mayRefund /> }],
      `/orders/${ORDER_ID}`,
    );
    expect(await screen.findByRole('button', { name: 'Refund ₹2,499' })).toBeTruthy();
  });
});

describe('a return that takes its order below the coupon’s minimum', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the kept pieces’ discount is taken from the refund, and closes one with nothing to refund', async () => {
    const withdrawal = {
      code: 'SAVE20',
      minOrderPaise: 1_899_00,
      discountPaise: 339_99,
      returnedPaise: 320_00,
    };
    const ret = aReturn({
      status: 'received',
      lines: [{ position: 1, name: 'Plain Silver Band', quantity: 1, unitPricePaise: 400_00 }],
      amountPaise: 0,
      couponWithdrawal: withdrawal,
    });
    const sent = serveRequests({
      [`GET ${base}`]: answer(ret),
      [`POST ${base}/${ret.id}/refund`]: answer({ ...ret, status: 'refunded' }),
    });
    renderPages(
      [{ path: '/orders/:orderId', element: <OrderReturns orderId={ORDER_ID} mayRefund /> }],
      `/orders/${ORDER_ID}`,
    );
    expect(
      await screen.findByText(
        'The pieces kept fall below the ₹1,899 minimum of SAVE20: their ₹339.99 discount is taken from the ₹320 the returned pieces cost.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close the return: nothing to refund' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Close the return: nothing to refund' })).toBeNull(),
    );
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `${base}/${ret.id}/refund`,
    ]);
  });
});

describe('the return window setting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the window and saves a new one', async () => {
    const sent = serveRequests({
      'GET /api/admin/settings/return-window': { body: { success: true, days: 15 } },
      'PUT /api/admin/settings/return-window': { body: { success: true, days: 30 } },
    });
    renderPages([{ path: '/settings', element: <ReturnWindowForm /> }], '/settings');
    const field = (await screen.findByDisplayValue('15')) as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await userEvent.click(screen.getByRole('button', { name: RETURN_TEXTS.windowSave }));
    expect(await screen.findByText(RETURN_TEXTS.windowSaved)).toBeTruthy();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ days: 30 });
  });
});
