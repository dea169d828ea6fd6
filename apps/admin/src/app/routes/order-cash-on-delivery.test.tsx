import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminRefund } from '@shop/shared/admin-orders';
import { REFUND_TEXTS } from '@shop/shared/refunds';
import { CASH_ON_DELIVERY_TEXTS } from '@shop/shared/cash-on-delivery';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import OrderRoute from './order.tsx';
import { OWNER, STAFF_MEMBER, renderPages, signedIn } from '../../testing/render-pages.tsx';
import { sampleOrder } from '../../testing/samples.ts';

/** A ₹2,650 order paid on delivery, its ₹50 fee included, at the status a test gives it. */
function orderOnDelivery(
  status: AdminOrder['status'],
  cashOnDelivery: Partial<NonNullable<AdminOrder['cashOnDelivery']>> = {},
): AdminOrder {
  return sampleOrder({
    status,
    paidAt: null,
    paymentId: null,
    providerOrderId: null,
    subtotalPaise: 2_600_00 - 50_00,
    shippingPaise: 100_00,
    totalPaise: 2_650_00,
    refundAmounts: { paidPaise: 0, refundedPaise: 0, leftPaise: 0 },
    timeline: [{ status: 'confirmed', at: '2026-11-24T05:30:00.000Z', by: null }],
    cashOnDelivery: { feePaise: 50_00, confirmBy: null, owedPaise: 0, remittedAt: null, ...cashOnDelivery },
    ...(status !== 'awaiting_confirmation' &&
      status !== 'confirmed' && {
        shipment: { courier: 'Hand delivery', trackingNumber: 'HD-1' },
      }),
  });
}

const ORDER_PATH = (order: AdminOrder) => `/api/admin/orders/${order.id}`;

function openOrder(order: AdminOrder) {
  renderPages([{ path: '/orders/:orderId', element: <OrderRoute /> }], `/orders/${order.id}`);
}

describe('the order page of an order paid on delivery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the fee and, while it waits for its customer, until when it may be confirmed', async () => {
    const order = orderOnDelivery('awaiting_confirmation', { confirmBy: '2026-11-25T05:15:00.000Z' });
    serveRequests({
      ...signedIn(STAFF_MEMBER),
      [`GET ${ORDER_PATH(order)}`]: { body: { success: true, order } },
    });
    openOrder(order);
    const panel = await screen.findByRole('region', { name: 'Cash on delivery' });
    expect(within(panel).getByText('Cash on delivery fee: ₹50')).toBeTruthy();
    expect(
      within(panel).getByText('Confirm by 25 Nov 2026, 10:45 am: the customer confirms it, or it expires.'),
    ).toBeTruthy();
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('shows no such panel for an order paid online', async () => {
    const order = sampleOrder({ status: 'delivered' });
    serveRequests({
      ...signedIn(STAFF_MEMBER),
      [`GET ${ORDER_PATH(order)}`]: { body: { success: true, order } },
    });
    openOrder(order);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Cash on delivery' })).toBeNull();
  });

  it('records the courier’s remittance of a delivered order, sent in rupees, and shows when it was received', async () => {
    const delivered = orderOnDelivery('delivered', { owedPaise: 2_650_00 });
    const remitted: AdminOrder = {
      ...delivered,
      paidAt: '2026-12-02T09:30:00.000Z',
      paymentId: 'cod_SR-REM-0042',
      cashOnDelivery: {
        feePaise: 50_00,
        confirmBy: null,
        owedPaise: 0,
        remittedAt: '2026-12-02T09:30:00.000Z',
      },
    };
    const sent = serveRequests({
      ...signedIn(STAFF_MEMBER),
      [`GET ${ORDER_PATH(delivered)}`]: { body: { success: true, order: delivered } },
      [`POST ${ORDER_PATH(delivered)}/cash-remitted`]: { body: { success: true, order: remitted } },
    });
    openOrder(delivered);
    const panel = await screen.findByRole('region', { name: 'Cash on delivery' });
    expect(within(panel).getByText(CASH_ON_DELIVERY_TEXTS.cashOwed(2_650_00))).toBeTruthy();
    expect(within(panel).getByText('Cash owed by the courier: ₹2,650')).toBeTruthy();
    const form = within(panel).getByRole('form', { name: 'Cash received from the courier' });
    expect(within(form).getByLabelText('Amount (₹)')).toHaveProperty('value', '2650');
    expect(within(panel).queryByRole('button', { name: 'Mark not delivered' })).toBeNull();

    // The reference is asked for before anything is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Record cash received' }));
    expect(await within(form).findByText('Enter the courier’s reference of the remittance.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Courier’s remittance reference'), 'SR-REM-0042');
    await userEvent.click(within(form).getByRole('button', { name: 'Record cash received' }));
    expect(await within(panel).findByText('Cash received from the courier')).toBeTruthy();
    expect(panel.textContent).toContain('Cash received from the courier 2 Dec 2026, 3:00 pm');
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(within(panel).queryByText('Cash owed by the courier: ₹2,650')).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        url: `${ORDER_PATH(delivered)}/cash-remitted`,
        body: { reference: 'SR-REM-0042', amount: 2650 },
      }),
    ]);
  });

  it('shows the server’s refusal of a remittance in an alert, the form kept', async () => {
    const delivered = orderOnDelivery('delivered', { owedPaise: 2_650_00 });
    const refusal = CASH_ON_DELIVERY_TEXTS.remittanceAmountWrong(2_650_00);
    const sent = serveRequests({
      ...signedIn(STAFF_MEMBER),
      [`GET ${ORDER_PATH(delivered)}`]: { body: { success: true, order: delivered } },
      [`POST ${ORDER_PATH(delivered)}/cash-remitted`]: {
        status: 409,
        body: { success: false, message: refusal },
      },
    });
    openOrder(delivered);
    const form = await screen.findByRole('form', { name: 'Cash received from the courier' });
    await userEvent.type(within(form).getByLabelText('Courier’s remittance reference'), 'SR-REM-0042');
    const amount = within(form).getByLabelText('Amount (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2,600.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Record cash received' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(refusal);
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      reference: 'SR-REM-0042',
      amount: 2600.5,
    });
    expect(within(form).getByRole('button', { name: 'Record cash received' })).toBeTruthy();
  });

  it('marks a shipped parcel that came back not delivered, after a confirmation, with the note', async () => {
    const shipped = orderOnDelivery('shipped');
    const notDelivered: AdminOrder = {
      ...shipped,
      status: 'not_delivered',
      timeline: [
        ...shipped.timeline,
        {
          status: 'not_delivered',
          at: '2026-11-28T07:00:00.000Z',
          by: 'Meenakshi',
          note: 'Refused at the door',
        },
      ],
    };
    const sent = serveRequests({
      ...signedIn(STAFF_MEMBER),
      [`GET ${ORDER_PATH(shipped)}`]: { body: { success: true, order: shipped } },
      [`POST ${ORDER_PATH(shipped)}/not-delivered`]: { body: { success: true, order: notDelivered } },
    });
    openOrder(shipped);
    const panel = await screen.findByRole('region', { name: 'Cash on delivery' });
    expect(within(panel).queryByRole('form')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark not delivered' }));
    const question = within(panel).getByRole('alertdialog', { name: 'Confirm not delivered' });
    expect(question.textContent).toContain(CASH_ON_DELIVERY_TEXTS.notDeliveredQuestion('VT-2611-0042'));

    // Cancel sends nothing.
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark not delivered' }));
    const again = within(panel).getByRole('alertdialog', { name: 'Confirm not delivered' });
    await userEvent.type(
      within(again).getByLabelText('Note (optional, for the shop)'),
      'Refused at the door',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Confirm' }));

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect((await within(timeline).findAllByRole('listitem')).at(-1)?.textContent).toBe(
      'Not delivered 28 Nov 2026, 12:30 pm · MeenakshiRefused at the door',
    );
    expect(within(screen.getByRole('region', { name: 'Cash on delivery' })).queryByRole('button')).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        url: `${ORDER_PATH(shipped)}/not-delivered`,
        body: { note: 'Refused at the door' },
      }),
    ]);
  });

  it('shows a refusal of not delivered, the question closed', async () => {
    const shipped = orderOnDelivery('shipped');
    serveRequests({
      ...signedIn(STAFF_MEMBER),
      [`GET ${ORDER_PATH(shipped)}`]: { body: { success: true, order: shipped } },
      [`POST ${ORDER_PATH(shipped)}/not-delivered`]: {
        status: 409,
        body: { success: false, message: CASH_ON_DELIVERY_TEXTS.notDeliveredNotNow },
      },
    });
    openOrder(shipped);
    const panel = await screen.findByRole('region', { name: 'Cash on delivery' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark not delivered' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      CASH_ON_DELIVERY_TEXTS.notDeliveredNotNow,
    );
    expect(within(panel).queryByRole('alertdialog')).toBeNull();
  });
});

describe('a refund of an order paid on delivery', () => {
  afterEach(() => vi.unstubAllGlobals());

  const pending: AdminRefund = {
    id: '6b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
    amountPaise: 1_250_00,
    reason: 'Returned: too large',
    status: 'pending',
    providerRefundId: null,
    failure: null,
    by: 'Owner',
    madeAtProvider: false,
    createdAt: '2026-12-03T05:30:00.000Z',
    settledAt: null,
  };
  const remitted = (refund: AdminRefund): AdminOrder => ({
    ...orderOnDelivery('delivered', { remittedAt: '2026-12-02T09:30:00.000Z' }),
    paidAt: '2026-12-02T09:30:00.000Z',
    paymentId: 'cod_SR-REM-0042',
    refunds: [refund],
    refundAmounts: { paidPaise: 2_650_00, refundedPaise: 0, leftPaise: 1_400_00 },
  });

  it('is recorded by the owner with the reference of the transfer that paid it back', async () => {
    const order = remitted(pending);
    const processed = remitted({
      ...pending,
      status: 'processed',
      providerRefundId: 'transfer_UTR-778899',
      settledAt: '2026-12-03T06:00:00.000Z',
    });
    const sent = serveRequests({
      ...signedIn(OWNER),
      [`GET ${ORDER_PATH(order)}`]: { body: { success: true, order } },
      [`POST ${ORDER_PATH(order)}/refunds/${pending.id}/transfer`]: {
        body: { success: true, order: processed },
      },
    });
    openOrder(order);
    const form = await screen.findByRole('form', { name: 'Record the transfer' });
    expect(within(form).getByText(REFUND_TEXTS.toTransfer)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Record the transfer' }));
    expect(
      await within(form).findByText('Enter the reference of the bank transfer or UPI payment.'),
    ).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Transfer reference (UTR)'), 'UTR-778899');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the transfer' }));
    expect(await screen.findByText('transfer_UTR-778899')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Record the transfer' })).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ body: { reference: 'UTR-778899' } }),
    ]);
  });

  it('is not recorded by staff other than the owner, whose refunds are', async () => {
    const order = remitted(pending);
    serveRequests({
      ...signedIn(STAFF_MEMBER),
      [`GET ${ORDER_PATH(order)}`]: { body: { success: true, order } },
    });
    openOrder(order);
    expect(await screen.findByText('Returned: too large', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Record the transfer' })).toBeNull();
  });
});
