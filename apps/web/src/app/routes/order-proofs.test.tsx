import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { PROOF_TEXTS, type OrderProofsAnswer, type Proof } from '@shop/shared/proofs';
import OrderRoute from './order.tsx';
import { storeSignedInSession } from '../../features/accounts/testing/session.ts';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';

const ORDER_ID = 'a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ORDER: CustomerOrder = {
  orderId: ORDER_ID,
  status: 'paid',
  createdAt: '2026-11-23T09:00:00.000Z',
  paidAt: '2026-11-23T09:01:00.000Z',
  timeline: [{ status: 'paid', at: '2026-11-23T09:01:00.000Z' }],
  shipment: null,
  expectedDelivery: { earliest: '2026-12-02', latest: '2026-12-07' },
  deliveredOn: null,
  paymentId: 'pay_1',
  taxDocument: 'receipt_voucher',
  refunds: [],
  refundedPaise: 0,
  refundsOnTheirWayPaise: 0,
  paidInTheEndPaise: 1_867_00,
  subtotal: 1767,
  shipping: 100,
  total: 1867,
  currency: 'INR',
  gift: null,
  customer: {
    name: 'Kavya Raman',
    email: 'kavya@example.in',
    phone: '9876543210',
    address: '3 Gandhi Road',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipCode: '600001',
    country: 'India',
  },
  items: [
    {
      productId: '1',
      name: 'Engraved Heart Pendant',
      image: '/images/1-640.webp',
      price: 1767,
      quantity: 1,
      size: null,
      variant: 'Silver',
      total: 1767,
      customization: { type: 'engraving', customName: 'Kavi', selectedFont: 'serif', fontSize: 30 },
      huid: null,
    },
  ],
};

const PROOF_1: Proof = {
  version: 1,
  contentType: 'image/png',
  uploadedAt: '2026-11-24T04:30:00.000Z',
  by: null,
  decision: null,
  comment: null,
  decidedAt: null,
};

function proofs(list: Proof[]): OrderProofsAnswer {
  return {
    success: true,
    orderId: ORDER_ID,
    open: true,
    lines: [{ position: 0, name: 'Engraved Heart Pendant', proofs: list, waiting: true }],
    waiver: null,
  };
}

function renderOrderPage() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => {} }),
  );
  return renderPages(<Route path="/orders/:orderId" element={<OrderRoute />} />, `/orders/${ORDER_ID}`);
}

describe('the proof on a customer’s order page', () => {
  it('shows the proof beside what they asked for, and asks for a change only with a comment', async () => {
    storeSignedInSession({ token: 'token-3' });
    const changed = proofs([
      { ...PROOF_1, decision: 'change', comment: 'Larger letters', decidedAt: '2026-11-24T06:00:00.000Z' },
    ]);
    const sent = serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: ORDER } },
      [`GET /api/orders/${ORDER_ID}/proofs`]: { body: proofs([PROOF_1]) },
      [`GET /api/orders/${ORDER_ID}/lines/0/proofs/1`]: { body: {} },
      [`POST /api/orders/${ORDER_ID}/lines/0/proof`]: { body: changed },
    });
    renderOrderPage();
    const region = await screen.findByRole('region', { name: PROOF_TEXTS.heading });
    expect(within(region).getByText(PROOF_TEXTS.waitingForYou)).toBeTruthy();
    expect(within(region).getByText('Kavi')).toBeTruthy();
    const picture = await within(region).findByRole('img', { name: 'Proof 1 of Engraved Heart Pendant' });
    expect(picture.getAttribute('src')).toBe('blob:proof');

    await userEvent.click(within(region).getByRole('button', { name: PROOF_TEXTS.askForChange }));
    await userEvent.click(within(region).getByRole('button', { name: PROOF_TEXTS.sendChange }));
    expect(await within(region).findByText(PROOF_TEXTS.commentRequired)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.type(within(region).getByLabelText(PROOF_TEXTS.commentLabel), 'Larger letters');
    await userEvent.click(within(region).getByRole('button', { name: PROOF_TEXTS.sendChange }));
    expect(await within(region).findByText(PROOF_TEXTS.thanksChange)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `/api/orders/${ORDER_ID}/lines/0/proof`,
        body: { decision: 'change', comment: 'Larger letters', version: 1 },
        authorization: 'Bearer token-3',
      },
    ]);
    expect(within(region).getByText(/Change asked to proof 1: Larger letters/)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: PROOF_TEXTS.approve })).toBeNull();
  });

  it('approves the proof, and says a refusal', async () => {
    storeSignedInSession();
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: ORDER } },
      [`GET /api/orders/${ORDER_ID}/proofs`]: { body: proofs([PROOF_1]) },
      [`POST /api/orders/${ORDER_ID}/lines/0/proof`]: {
        status: 409,
        body: { success: false, message: PROOF_TEXTS.superseded },
      },
    });
    renderOrderPage();
    const region = await screen.findByRole('region', { name: PROOF_TEXTS.heading });
    await userEvent.click(within(region).getByRole('button', { name: PROOF_TEXTS.approve }));
    expect(await within(region).findByRole('alert')).toHaveProperty('textContent', PROOF_TEXTS.superseded);
  });

  it('shows nothing while no proof has been sent', async () => {
    storeSignedInSession();
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: ORDER } },
      [`GET /api/orders/${ORDER_ID}/proofs`]: { body: proofs([]) },
    });
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A1B2C3D4' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: PROOF_TEXTS.heading })).toBeNull();
  });
});
