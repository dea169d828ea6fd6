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
  paymentMethod: 'online',
  confirmBy: null,
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

  it('puts the proof waiting for the customer first, above the order and before Cancel order', async () => {
    storeSignedInSession();
    const waiting: CustomerOrder = {
      ...ORDER,
      timeline: [
        ...ORDER.timeline,
        { proof: 'sent', at: PROOF_1.uploadedAt, version: 1, name: 'Engraved Heart Pendant' },
        { proof: 'waiting', at: PROOF_1.uploadedAt, version: 1, name: 'Engraved Heart Pendant' },
      ],
      expectedDelivery: null,
      expectedAfterApproval: { fewest: 8, most: 12 },
    };
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: waiting } },
      [`GET /api/orders/${ORDER_ID}/proofs`]: { body: proofs([PROOF_1]) },
      [`GET /api/orders/${ORDER_ID}/lines/0/proofs/1`]: { body: {} },
      [`GET /api/orders/${ORDER_ID}/returns`]: {
        body: {
          success: true,
          cancel: { allowed: true, refusal: null, refundPaise: 1_867_00, refundedEarlierPaise: 0 },
          returnForm: { allowed: false, refusal: null, windowDays: 15, lastDay: null, lines: [] },
          returns: [],
        },
      },
    });
    renderOrderPage();
    const region = await screen.findByRole('region', { name: PROOF_TEXTS.heading });
    expect(region.id).toBe('proof');
    const approve = within(region).getByRole('button', { name: PROOF_TEXTS.approve });
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    const where = screen.getByRole('region', { name: 'Where your order is' });
    // Earlier in the page: the proof and its Approve come before the order and its Cancel order.
    expect(region.compareDocumentPosition(where) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(approve.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Where the order is: waiting for the customer, as a step of its timeline, and no dates yet.
    expect(within(where).getAllByText('Waiting for your decision on proof 1')).toHaveLength(2);
    expect(within(where).getByText('Proof 1 sent')).toBeTruthy();
    expect(
      within(where).getByText('Expected 8 to 12 business days after you approve the proof'),
    ).toBeTruthy();
    expect(within(where).queryByText(/^Expected between/)).toBeNull();
  });

  it('says the expected days are counted from the approval, and keeps the decided proofs below the order', async () => {
    storeSignedInSession();
    const approved: Proof = { ...PROOF_1, decision: 'approved', decidedAt: '2026-11-26T06:00:00.000Z' };
    const order: CustomerOrder = {
      ...ORDER,
      timeline: [
        ...ORDER.timeline,
        { proof: 'sent', at: PROOF_1.uploadedAt, version: 1, name: 'Engraved Heart Pendant' },
        { proof: 'approved', at: '2026-11-26T06:00:00.000Z', version: 1, name: 'Engraved Heart Pendant' },
      ],
      expectedDelivery: { earliest: '2026-12-05', latest: '2026-12-10' },
      expectedFromApproval: true,
    };
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order } },
      [`GET /api/orders/${ORDER_ID}/proofs`]: { body: proofs([approved]) },
      [`GET /api/orders/${ORDER_ID}/lines/0/proofs/1`]: { body: {} },
    });
    renderOrderPage();
    const region = await screen.findByRole('region', { name: PROOF_TEXTS.heading });
    const where = screen.getByRole('region', { name: 'Where your order is' });
    expect(where.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(where).getAllByText('Paid')).toHaveLength(2);
    expect(within(where).getByText('Proof 1 approved')).toBeTruthy();
    expect(within(where).getByText(/Expected between Sat 5 Dec and Thu 10 Dec/).textContent).toBe(
      'Expected between Sat 5 Dec and Thu 10 DecCounted from the day you approved the proof. Sundays are not counted.',
    );
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
