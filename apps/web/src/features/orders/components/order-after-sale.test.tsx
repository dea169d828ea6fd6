import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import type { OrderStatus } from '@shop/shared/order-lifecycle';
import { RETURN_TEXTS, type CustomerAfterSaleAnswer } from '@shop/shared/returns';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { inLanguage } from '../../../testing/in-language.tsx';
import { SAMPLE_ORDER_ID, sampleCustomerOrder } from '../../../testing/sample-orders.ts';
import { OrderAfterSale } from './order-after-sale.tsx';

const ORDER_ID = SAMPLE_ORDER_ID;

const anOrder = (status: OrderStatus) => sampleCustomerOrder({ status });

const NOTHING_REFUNDED = { refundPaise: 2_499_00, refundedEarlierPaise: 0 };

function afterSale(overrides: Partial<CustomerAfterSaleAnswer> = {}): CustomerAfterSaleAnswer {
  return {
    success: true,
    cancel: { allowed: false, refusal: RETURN_TEXTS.cancelMakingStarted, ...NOTHING_REFUNDED },
    returnForm: {
      allowed: false,
      refusal: RETURN_TEXTS.notDelivered,
      windowDays: 15,
      lastDay: null,
      lines: [],
    },
    returns: [],
    ...overrides,
  };
}

function renderAfterSale(order: CustomerOrder) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OrderAfterSale token="token-1" order={order} />
    </QueryClientProvider>,
    { wrapper: inLanguage('en') },
  );
}

const returnsPath = `/api/orders/${ORDER_ID}/returns`;

describe('cancelling on the customer’s order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks to confirm, sends the reason, and says the refund is on its way', async () => {
    const sent = serveRequests({
      [`GET ${returnsPath}`]: {
        body: afterSale({ cancel: { allowed: true, refusal: null, ...NOTHING_REFUNDED } }),
      },
      [`POST /api/orders/${ORDER_ID}/cancel`]: { body: { success: true, order: anOrder('cancelled') } },
    });
    renderAfterSale(anOrder('paid'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: RETURN_TEXTS.cancelHeading });
    expect(within(dialog).getByText(/the whole ₹2,499 is refunded/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(RETURN_TEXTS.cancelReasonLabel), 'Wrong size');
    await userEvent.click(within(dialog).getByRole('button', { name: RETURN_TEXTS.cancelConfirm }));

    expect(await screen.findByText(RETURN_TEXTS.cancelled)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `/api/orders/${ORDER_ID}/cancel`,
        body: { reason: 'Wrong size' },
        authorization: 'Bearer token-1',
      },
    ]);
  });

  it('says how much is left to refund after an earlier refund, before the customer confirms', async () => {
    serveRequests({
      [`GET ${returnsPath}`]: {
        body: afterSale({
          cancel: { allowed: true, refusal: null, refundPaise: 450_00, refundedEarlierPaise: 50_00 },
        }),
      },
    });
    renderAfterSale({ ...anOrder('paid'), subtotal: 400, shipping: 100, total: 500 });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: RETURN_TEXTS.cancelHeading });
    expect(
      within(dialog).getByText(
        'Making has not started yet. If you cancel now, ₹450 of the ₹500 you paid is refunded to the card or account you paid with: ₹50 was refunded earlier.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/the whole/)).toBeNull();
  });

  it('says why once making has started, with no button', async () => {
    serveRequests({ [`GET ${returnsPath}`]: { body: afterSale() } });
    renderAfterSale(anOrder('in_making'));
    expect(await screen.findByText(RETURN_TEXTS.cancelMakingStarted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('returning pieces on the customer’s order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  const open = afterSale({
    cancel: { allowed: false, refusal: RETURN_TEXTS.cancelMakingStarted, ...NOTHING_REFUNDED },
    returnForm: {
      allowed: true,
      refusal: null,
      windowDays: 15,
      lastDay: '2026-12-03',
      lines: [
        {
          position: 0,
          name: 'Classic Solitaire Silver Ring',
          quantityLeft: 1,
          refusal: RETURN_TEXTS.personalised('Classic Solitaire Silver Ring'),
        },
        { position: 1, name: 'Om Engraved Gold Pendant', quantityLeft: 2, refusal: null },
      ],
    },
  });

  it('shows the last day, keeps a personalised piece out, and sends the chosen pieces', async () => {
    const asked = afterSale({
      returnForm: { ...open.returnForm, allowed: true },
      returns: [
        {
          id: 'r1',
          status: 'requested',
          reason: 'Too heavy',
          declineReason: null,
          pickup: null,
          lines: [{ position: 1, name: 'Om Engraved Gold Pendant', quantity: 2, unitPricePaise: 2_850_000 }],
          amountPaise: 5_700_000,
          couponWithdrawal: null,
          steps: [{ status: 'requested', at: '2026-11-25T06:00:00.000Z' }],
          refundState: null,
        },
      ],
    });
    const sent = serveRequests({
      [`GET ${returnsPath}`]: { body: open },
      [`POST ${returnsPath}/quote`]: {
        body: { success: true, amountPaise: 5_700_000, couponWithdrawal: null, notice: null },
      },
      [`POST ${returnsPath}`]: { body: asked },
    });
    renderAfterSale(anOrder('delivered'));
    expect(await screen.findByText('You may ask to return pieces until 3 December 2026.')).toBeTruthy();
    const ring = screen.getByRole('checkbox', { name: 'Classic Solitaire Silver Ring' }) as HTMLInputElement;
    expect(ring.disabled).toBe(true);
    expect(
      screen.getByText('Classic Solitaire Silver Ring is personalised for you and cannot be returned.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Om Engraved Gold Pendant' }));
    await userEvent.selectOptions(screen.getByLabelText('How many of Om Engraved Gold Pendant'), '2');
    await userEvent.type(screen.getByLabelText(RETURN_TEXTS.returnReasonLabel), 'Too heavy');
    await userEvent.click(screen.getByRole('button', { name: RETURN_TEXTS.returnSend }));

    expect(await screen.findByText(RETURN_TEXTS.returnSent)).toBeTruthy();
    expect(screen.getByText('Refund on return: ₹57,000')).toBeTruthy();
    expect(screen.getByText('Return asked on 25 Nov 2026')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST' && request.url === returnsPath)?.body).toEqual({
      lines: [{ position: 1, quantity: 2 }],
      reason: 'Too heavy',
    });
  });

  it('shows what the chosen piece refunds, and why it is less when the coupon’s minimum is no longer met', async () => {
    const notice =
      'Returning this piece takes your order below the ₹1,899 minimum of the code SAVE20: the ₹300 discount on the pieces you keep is taken from the refund.';
    const withdrawal = {
      code: 'SAVE20',
      minOrderPaise: 1_899_00,
      discountPaise: 300_00,
      returnedPaise: 320_00,
    };
    const form = {
      ...open.returnForm,
      lines: [
        { position: 0, name: 'Kolam Silver Anklet', quantityLeft: 1, refusal: null },
        { position: 1, name: 'Plain Silver Band', quantityLeft: 1, refusal: null },
      ],
    };
    const sent = serveRequests({
      [`GET ${returnsPath}`]: { body: afterSale({ returnForm: form }) },
      [`POST ${returnsPath}/quote`]: {
        body: { success: true, amountPaise: 20_00, couponWithdrawal: withdrawal, notice },
      },
      [`POST ${returnsPath}`]: {
        body: afterSale({
          returnForm: form,
          returns: [
            {
              id: 'r2',
              status: 'requested',
              reason: 'Too thin',
              declineReason: null,
              pickup: null,
              lines: [{ position: 1, name: 'Plain Silver Band', quantity: 1, unitPricePaise: 400_00 }],
              amountPaise: 20_00,
              couponWithdrawal: withdrawal,
              steps: [{ status: 'requested', at: '2026-11-25T06:00:00.000Z' }],
              refundState: null,
            },
          ],
        }),
      },
    });
    renderAfterSale(anOrder('delivered'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Plain Silver Band' }));
    expect(await screen.findByText('Refund on return: ₹20')).toBeTruthy();
    expect(screen.getByText(notice)).toBeTruthy();
    expect(sent.find((request) => request.url === `${returnsPath}/quote`)?.body).toEqual({
      lines: [{ position: 1, quantity: 1 }],
    });

    await userEvent.type(screen.getByLabelText(RETURN_TEXTS.returnReasonLabel), 'Too thin');
    await userEvent.click(screen.getByRole('button', { name: RETURN_TEXTS.returnSend }));
    expect(await screen.findByText(RETURN_TEXTS.returnSent)).toBeTruthy();
    // The return asked for keeps saying why its refund is ₹20.
    expect(screen.getByText('Refund on return: ₹20')).toBeTruthy();
    expect(screen.getByText(notice)).toBeTruthy();
  });

  it('asks for a piece before sending', async () => {
    const sent = serveRequests({ [`GET ${returnsPath}`]: { body: open } });
    renderAfterSale(anOrder('delivered'));
    await userEvent.click(await screen.findByRole('button', { name: RETURN_TEXTS.returnSend }));
    expect(await screen.findByText(RETURN_TEXTS.chooseLines, { selector: '[role=alert]' })).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says what became of each piece returned, and not that none can be returned', async () => {
    const band = { position: 0, name: 'Plain Silver Band', quantity: 1, unitPricePaise: 400_00 };
    const anklet = { position: 1, name: 'Kolam Silver Anklet', quantity: 1, unitPricePaise: 1_500_00 };
    const chain = { position: 2, name: 'Rope Silver Chain', quantity: 1, unitPricePaise: 900_00 };
    serveRequests({
      [`GET ${returnsPath}`]: {
        body: afterSale({
          returnForm: {
            allowed: false,
            refusal: null,
            windowDays: 15,
            lastDay: '2026-12-18',
            lines: [
              { ...band, quantityLeft: 0, refusal: RETURN_TEXTS.alreadyAsked(band.name) },
              { ...anklet, quantityLeft: 0, refusal: RETURN_TEXTS.alreadyAsked(anklet.name) },
              { ...chain, quantityLeft: 0, refusal: RETURN_TEXTS.alreadyAsked(chain.name) },
            ],
          },
          returns: [
            {
              id: 'r1',
              status: 'refunded',
              reason: 'Too thin',
              declineReason: null,
              pickup: { courier: 'Delhivery', trackingNumber: 'DLV7766554433' },
              lines: [band],
              amountPaise: 400_00,
              couponWithdrawal: null,
              steps: [
                { status: 'requested', at: '2026-12-04T06:00:00.000Z' },
                { status: 'approved', at: '2026-12-04T08:00:00.000Z' },
                { status: 'picked_up', at: '2026-12-05T08:00:00.000Z' },
                { status: 'received', at: '2026-12-07T08:00:00.000Z' },
                { status: 'refunded', at: '2026-12-07T09:00:00.000Z' },
              ],
              refundState: { status: 'processed', settledAt: '2026-12-08T09:00:00.000Z' },
            },
            {
              id: 'r2',
              status: 'refunded',
              reason: 'Not for me',
              declineReason: null,
              pickup: null,
              lines: [anklet],
              amountPaise: 1_500_00,
              couponWithdrawal: null,
              steps: [
                { status: 'requested', at: '2026-12-04T06:00:00.000Z' },
                { status: 'refunded', at: '2026-12-09T09:00:00.000Z' },
              ],
              refundState: { status: 'pending', settledAt: null },
            },
            {
              id: 'r3',
              status: 'declined',
              reason: 'Changed my mind',
              declineReason: 'The chain shows wear from use.',
              pickup: null,
              lines: [chain],
              amountPaise: 900_00,
              couponWithdrawal: null,
              steps: [
                { status: 'requested', at: '2026-12-04T06:00:00.000Z' },
                { status: 'declined', at: '2026-12-05T06:00:00.000Z' },
              ],
              refundState: null,
            },
          ],
        }),
      },
    });
    renderAfterSale(anOrder('delivered'));
    const panel = within(await screen.findByRole('region', { name: RETURN_TEXTS.returnsHeading }));
    const [first, second, third] = panel
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'UL');
    if (!first || !second || !third) throw new Error('Three returns are listed');
    expect(first.textContent).toContain('Plain Silver Band × 1');
    for (const step of [
      'Return asked on 4 Dec 2026',
      'Approved on 4 Dec 2026',
      'Picked up on 5 Dec 2026',
      'Received and checked on 7 Dec 2026',
      'Refunded ₹400 on 8 Dec 2026',
    ]) {
      expect(within(first).getByText(step)).toBeTruthy();
    }
    expect(within(second).getByText('Refund of ₹1,500 on its way since 9 Dec 2026')).toBeTruthy();
    expect(within(third).getByText('Declined on 5 Dec 2026: The chain shows wear from use.')).toBeTruthy();
    // A declined return refunds nothing: no amount is promised for it.
    expect(third.textContent).not.toContain('Refund on return');
    expect(panel.queryByText(RETURN_TEXTS.nothingReturnable)).toBeNull();
  });

  it('says none can be returned where that is why: every piece personalised', async () => {
    serveRequests({
      [`GET ${returnsPath}`]: {
        body: afterSale({
          returnForm: {
            allowed: false,
            refusal: RETURN_TEXTS.nothingReturnable,
            windowDays: 15,
            lastDay: '2026-12-18',
            lines: [],
          },
        }),
      },
    });
    renderAfterSale(anOrder('delivered'));
    expect(await screen.findByText(RETURN_TEXTS.nothingReturnable)).toBeTruthy();
  });

  it('says why not once the window has ended', async () => {
    const ended = RETURN_TEXTS.windowEnded(15, '2026-12-03');
    serveRequests({
      [`GET ${returnsPath}`]: {
        body: afterSale({
          returnForm: { allowed: false, refusal: ended, windowDays: 15, lastDay: '2026-12-03', lines: [] },
        }),
      },
    });
    renderAfterSale(anOrder('delivered'));
    expect(await screen.findByText('The return window of 15 days ended on 3 December 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: RETURN_TEXTS.returnSend })).toBeNull();
  });
});
