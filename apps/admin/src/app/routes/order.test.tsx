import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderAnswer } from '@shop/shared/admin-orders';
import userEvent from '@testing-library/user-event';
import { PROOF_TEXTS } from '@shop/shared/proofs';
import type { AdminOrderWhatsAppAnswer, AdminWhatsAppMessage } from '@shop/shared/whatsapp';
import { serveApi, serveRequests } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn } from '../../testing/render-pages.tsx';
import { sampleOrder } from '../../testing/samples.ts';
import OrderRoute from './order.tsx';

const ORDER = sampleOrder({
  timeline: [{ status: 'paid', at: '2026-11-24T05:16:00.000Z', by: null }],
});

describe("an order's page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Start making disabled, saying why beside it, while a proof waits; the proofs sit beside the step', async () => {
    const waiting = sampleOrder({
      timeline: [
        { status: 'paid', at: '2026-11-24T05:16:00.000Z', by: null },
        { proof: 'sent', at: '2026-11-24T06:00:00.000Z', version: 1, name: 'Gold Couple Band' },
        { proof: 'waiting', at: '2026-11-24T06:00:00.000Z', version: 1, name: 'Gold Couple Band' },
      ],
    });
    serveRequests({
      ...signedIn(OWNER),
      [`GET /api/admin/orders/${waiting.id}`]: { body: { success: true, order: waiting } },
      [`GET /api/admin/orders/${waiting.id}/proofs`]: {
        body: {
          success: true,
          orderId: waiting.id,
          open: true,
          lines: [{ position: 0, name: 'Gold Couple Band', proofs: [], waiting: true }],
          waiver: null,
        },
      },
    });
    renderPages([{ path: '/orders/:orderId', element: <OrderRoute /> }], `/orders/${waiting.id}`);
    const next = await screen.findByRole('region', { name: 'Next step' });
    const start = within(next).getByRole('button', { name: 'Start making' });
    expect(start).toHaveProperty('disabled', true);
    const reason = 'Making starts once the customer has approved the proof of Gold Couple Band.';
    expect(within(next).getByText(reason)).toBeTruthy();
    expect(start.getAttribute('aria-describedby')).toBe(within(next).getByText(reason).id);
    // The timeline ends with the wait.
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').at(-1)?.textContent).toBe(
      'Waits for the customer’s decision on proof 1 since 24 Nov 2026, 11:30 am',
    );
    // The proofs come right after the next step, before the pieces.
    const proofs = await screen.findByRole('region', { name: PROOF_TEXTS.adminHeading });
    expect(next.nextElementSibling).toBe(proofs);
  });

  it('closes the question after a refusal, which shows', async () => {
    serveRequests({
      ...signedIn(OWNER),
      [`GET /api/admin/orders/${ORDER.id}`]: { body: { success: true, order: ORDER } },
      [`POST /api/admin/orders/${ORDER.id}/steps`]: {
        status: 409,
        body: {
          success: false,
          message: "Line 1, Gold Couple Band, waits for the customer's approval of its proof.",
        },
      },
    });
    renderPages([{ path: '/orders/:orderId', element: <OrderRoute /> }], `/orders/${ORDER.id}`);
    const next = await screen.findByRole('region', { name: 'Next step' });
    await userEvent.click(within(next).getByRole('button', { name: 'Start making' }));
    await userEvent.click(within(next).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(next).findByText(
        "Line 1, Gold Couple Band, waits for the customer's approval of its proof.",
      ),
    ).toBeTruthy();
    expect(within(next).queryByRole('alertdialog')).toBeNull();
    expect(within(next).getByRole('button', { name: 'Start making' })).toBeTruthy();
  });

  it('shows the order, its pieces, the customer and what happened to it', async () => {
    const answer: AdminOrderAnswer = { success: true, order: ORDER };
    serveApi({ ...signedIn(OWNER), [`/api/admin/orders/${ORDER.id}`]: { body: answer } });
    renderPages([{ path: '/orders/:orderId', element: <OrderRoute /> }], `/orders/${ORDER.id}`);
    expect(screen.getByText('Loading the order…')).toBeTruthy();

    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Order VT-2611-0042');
    expect(screen.getByText('Placed 24 Nov 2026, 10:45 am · paid 24 Nov 2026, 10:46 am')).toBeTruthy();

    const pieces = screen.getByRole('region', { name: 'Pieces' });
    expect(within(pieces).getByText('Gold Couple Band')).toBeTruthy();
    expect(within(pieces).getByText('1 × ₹24,990 · size 14')).toBeTruthy();
    expect(within(pieces).getByRole('form', { name: 'HUID of Gold Couple Band' })).toBeTruthy();

    const customer = screen.getByRole('region', { name: 'Customer and delivery' });
    expect(within(customer).getByText('12 North Masi Street, Madurai, 625001')).toBeTruthy();
    expect(within(customer).getByRole('link', { name: '9876501234' }).getAttribute('href')).toBe(
      'tel:+919876501234',
    );

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByRole('listitem').textContent).toBe('Paid 24 Nov 2026, 10:46 am');
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/orders');
  });

  it('puts the order’s WhatsApp messages on its timeline at their time, a failed one with its reason', async () => {
    const shipped = sampleOrder({
      timeline: [
        { status: 'paid', at: '2026-11-24T05:16:00.000Z', by: null },
        { status: 'shipped', at: '2026-11-26T09:00:00.000Z', by: 'Meenakshi' },
      ],
    });
    const message = (
      id: string,
      template: AdminWhatsAppMessage['template'],
      status: AdminWhatsAppMessage['status'],
      createdAt: string,
      failure: string | null = null,
    ): AdminWhatsAppMessage => ({
      id,
      template,
      category: 'utility',
      to: '919876501234',
      text: `The ${template} message`,
      status,
      failure,
      createdAt,
      updatedAt: createdAt,
    });
    serveApi({
      ...signedIn(OWNER),
      [`/api/admin/orders/${shipped.id}`]: { body: { success: true, order: shipped } },
      [`/api/admin/orders/${shipped.id}/whatsapp`]: {
        body: {
          success: true,
          messages: [
            message('1', 'order_confirmed', 'read', '2026-11-24T05:16:30.000Z'),
            message(
              '2',
              'order_shipped',
              'failed',
              '2026-11-26T09:00:10.000Z',
              'Message undeliverable (131026)',
            ),
          ],
        } satisfies AdminOrderWhatsAppAnswer,
      },
    });
    renderPages([{ path: '/orders/:orderId', element: <OrderRoute /> }], `/orders/${shipped.id}`);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    await within(timeline).findByText('WhatsApp “Order confirmed”: Read');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Paid 24 Nov 2026, 10:46 am',
      'WhatsApp “Order confirmed”: Read 24 Nov 2026, 10:46 amTo +91 98765 01234: The order_confirmed message',
      'Shipped 26 Nov 2026, 2:30 pm · Meenakshi',
      'WhatsApp “Shipped”: Not delivered 26 Nov 2026, 2:30 pmTo +91 98765 01234: Message undeliverable (131026)',
    ]);
    expect(
      within(timeline)
        .getByRole('link', { name: 'The WhatsApp conversation with +91 98765 01234' })
        .getAttribute('href'),
    ).toBe('/messages/whatsapp/919876501234');
  });

  it('shows the gift’s wrap and message, and offers the packing slip of a paid order', async () => {
    const gift = sampleOrder({ gift: { message: 'For Kavi,\nwith love', wrap: true } });
    serveApi({
      ...signedIn(OWNER),
      [`/api/admin/orders/${gift.id}`]: { body: { success: true, order: gift } satisfies AdminOrderAnswer },
    });
    renderPages([{ path: '/orders/:orderId', element: <OrderRoute /> }], `/orders/${gift.id}`);
    const packing = await screen.findByRole('region', { name: 'Gift and packing' });
    expect(within(packing).getByText('Gift, wrapped')).toBeTruthy();
    expect(within(packing).getByText(/For Kavi,\s+with love/).tagName).toBe('BLOCKQUOTE');
    expect(within(packing).getByRole('button', { name: 'Download packing slip' })).toBeTruthy();
  });

  it('says an order is not a gift, and offers no packing slip before the payment', async () => {
    const unpaid = sampleOrder({ status: 'pending', paidAt: null, paymentId: null });
    serveApi({
      ...signedIn(OWNER),
      [`/api/admin/orders/${unpaid.id}`]: {
        body: { success: true, order: unpaid } satisfies AdminOrderAnswer,
      },
    });
    renderPages([{ path: '/orders/:orderId', element: <OrderRoute /> }], `/orders/${unpaid.id}`);
    const packing = await screen.findByRole('region', { name: 'Gift and packing' });
    expect(within(packing).getByText('Not a gift.')).toBeTruthy();
    expect(within(packing).queryByRole('button', { name: 'Download packing slip' })).toBeNull();
  });

  it('says when there is no such order', async () => {
    serveApi({
      ...signedIn(OWNER),
      '/api/admin/orders/nothing': {
        status: 404,
        body: { success: false, message: 'There is no order with this id.' },
      },
    });
    renderPages([{ path: '/orders/:orderId', element: <OrderRoute /> }], '/orders/nothing');
    expect((await screen.findByRole('alert')).textContent).toBe('There is no order with this id.');
  });
});
