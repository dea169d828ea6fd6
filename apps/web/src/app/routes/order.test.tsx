import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { DOCUMENT_TEXTS, type OrderDocument } from '@shop/shared/gst';
import { storeSignedInSession } from '../../features/accounts/testing/session.ts';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import OrderRoute from './order.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ORDER_ID = 'a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d';

function anOrder(values: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    orderId: ORDER_ID,
    status: 'shipped',
    createdAt: '2026-11-23T09:00:00.000Z',
    paidAt: '2026-11-23T09:01:00.000Z',
    paymentMethod: 'online',
    confirmBy: null,
    timeline: [
      { status: 'paid', at: '2026-11-23T09:01:00.000Z' },
      { status: 'in_making', at: '2026-11-24T04:30:00.000Z' },
      { status: 'quality_check', at: '2026-11-30T06:00:00.000Z' },
      { status: 'shipped', at: '2026-12-01T10:00:00.000Z' },
    ],
    shipment: {
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
      trackingUrl: 'https://www.indiapost.gov.in/track?id=EE123456789IN',
    },
    expectedDelivery: { earliest: '2026-12-02', latest: '2026-12-07' },
    deliveredOn: null,
    paymentId: 'pay_1',
    taxDocument: 'invoice',
    refunds: [],
    refundedPaise: 0,
    refundsOnTheirWayPaise: 0,
    paidInTheEndPaise: 3_634_00,
    subtotal: 3534,
    shipping: 100,
    total: 3634,
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
        name: 'Classic Engraved Silver Band',
        image: '/images/1-640.webp',
        price: 1767,
        quantity: 2,
        size: '14',
        variant: 'Silver',
        total: 3534,
        customization: { type: 'engraving', customName: 'Kavi', selectedFont: 'serif', fontSize: 30 },
        huid: null,
      },
    ],
    ...values,
  };
}

const REFUND_ID = 'b2c3d4e5-3333-4a7b-9c0d-2e5f6a7b8c9d';
const RECEIPT: OrderDocument = {
  kind: 'receipt_voucher',
  number: 'VT/R/26-27/00007',
  issuedAt: '2026-11-23T09:01:00.000Z',
  totalPaise: 3_634_00,
  refundId: null,
};
const SHIPPED_DOCUMENTS: OrderDocument[] = [
  RECEIPT,
  {
    kind: 'invoice',
    number: 'VT/2026-27/00005',
    issuedAt: '2026-12-01T10:00:00.000Z',
    totalPaise: 3_634_00,
    refundId: null,
  },
  {
    kind: 'credit_note',
    number: 'VT/CN/26-27/0002',
    issuedAt: '2026-12-04T06:00:00.000Z',
    totalPaise: 1_767_00,
    refundId: REFUND_ID,
  },
];
const REFUND_VOUCHER: OrderDocument = {
  kind: 'refund_voucher',
  number: 'VT/RF/26-27/0003',
  issuedAt: '2026-11-24T05:00:05.000Z',
  totalPaise: 3_634_00,
  refundId: REFUND_ID,
};

function renderOrderPage(url = `/orders/${ORDER_ID}`) {
  return renderPages(<Route path="/orders/:orderId" element={<OrderRoute />} />, url);
}

describe('a customer’s order page', () => {
  it('shows where the order is: its status, the expected days, the courier, the tracking link and the timeline', async () => {
    storeSignedInSession({ token: 'token-7' });
    const sent = serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: anOrder() } },
    });
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A1B2C3D4' })).toBeTruthy();
    expect(sent[0]).toMatchObject({ url: `/api/orders/${ORDER_ID}`, authorization: 'Bearer token-7' });
    const where = screen.getByRole('region', { name: 'Where your order is' });
    expect(within(where).getByText('Shipped', { selector: 'p' })).toBeTruthy();
    expect(within(where).getByText('Expected between Wed 2 Dec and Mon 7 Dec')).toBeTruthy();
    expect(within(where).getByText('India Post')).toBeTruthy();
    expect(within(where).getByText('EE123456789IN')).toBeTruthy();
    expect(within(where).getByRole('link', { name: 'Track your parcel' }).getAttribute('href')).toBe(
      'https://www.indiapost.gov.in/track?id=EE123456789IN',
    );
    expect(within(where).getByText('Customised pieces need 5 to 7 additional business days.')).toBeTruthy();
    const steps = within(where)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      expect.stringMatching(/^Paid 23 Nov/),
      expect.stringMatching(/^In making 24 Nov/),
      expect.stringMatching(/^Quality check 30 Nov/),
      expect.stringMatching(/^Shipped 1 Dec/),
    ]);
    const pieces = screen.getByRole('region', { name: 'Pieces' });
    expect(within(pieces).getByText('Kavi')).toBeTruthy();
    expect(within(pieces).getByText('Total paid').nextElementSibling?.textContent).toBe('₹3,634');
    expect(screen.getByRole('region', { name: 'Delivery address' }).textContent).toContain('3 Gandhi Road');
  });

  it('shows a gift’s wrap and message, and no gift panel for an order that is none', async () => {
    storeSignedInSession();
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: {
        body: {
          success: true,
          order: anOrder({ gift: { message: 'Happy birthday,\nKavi 🎂', wrap: false } }),
        },
      },
    });
    const view = renderOrderPage();
    const gift = await screen.findByRole('region', { name: 'Gift' });
    expect(within(gift).getByText('Not gift wrapped')).toBeTruthy();
    expect(within(gift).getByText(/Happy birthday,\s+Kavi 🎂/)).toBeTruthy();
    view.unmount();

    serveRequests({ [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: anOrder() } } });
    renderOrderPage();
    expect(await screen.findByRole('region', { name: 'Pieces' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Gift' })).toBeNull();
  });

  it('shows the day a delivered order arrived, in place of the expected days', async () => {
    storeSignedInSession();
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: {
        body: {
          success: true,
          order: anOrder({ status: 'delivered', expectedDelivery: null, deliveredOn: '2026-12-03' }),
        },
      },
    });
    renderOrderPage();
    expect(await screen.findByText('Delivered on Thu 3 Dec')).toBeTruthy();
    expect(screen.queryByText(/^Expected between/)).toBeNull();
  });

  it('lists every document of the order, each with its number, date and amount, downloaded with the session', async () => {
    storeSignedInSession({ token: 'token-9' });
    const sent = serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: anOrder() } },
      [`GET /api/orders/${ORDER_ID}/documents`]: { body: { success: true, documents: SHIPPED_DOCUMENTS } },
      [`GET /api/orders/${ORDER_ID}/credit-notes/${REFUND_ID}`]: {
        status: 404,
        body: { success: false, message: DOCUMENT_TEXTS.creditNoteNotFound },
      },
    });
    renderOrderPage();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const items = await within(documents).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Receipt voucher VT\/R\/26-27\/00007.*23 Nov 2026.*₹3,634/),
      expect.stringMatching(/^Tax invoice VT\/2026-27\/00005.*1 Dec 2026.*₹3,634/),
      expect.stringMatching(/^Credit note VT\/CN\/26-27\/0002.*4 Dec 2026.*₹1,767/),
    ]);
    const invoice = within(documents).getByRole('link', {
      name: 'Download tax invoice VT/2026-27/00005',
    });
    expect(invoice.getAttribute('href')).toBe(`/api/orders/${ORDER_ID}/invoice`);
    expect(invoice.getAttribute('download')).toBe('Tax-invoice-VT-2026-27-00005.pdf');
    await userEvent.click(
      within(documents).getByRole('link', { name: 'Download credit note VT/CN/26-27/0002' }),
    );
    expect(await within(documents).findByText(DOCUMENT_TEXTS.creditNoteNotFound)).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      url: `/api/orders/${ORDER_ID}/credit-notes/${REFUND_ID}`,
      authorization: 'Bearer token-9',
    });
    expect(screen.queryByText(DOCUMENT_TEXTS.invoiceFollows)).toBeNull();
  });

  it('offers the receipt of an order not shipped yet, and says the tax invoice follows', async () => {
    storeSignedInSession({ token: 'token-4' });
    const sent = serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: {
        body: {
          success: true,
          order: anOrder({ status: 'in_making', shipment: null, taxDocument: 'receipt_voucher' }),
        },
      },
      [`GET /api/orders/${ORDER_ID}/documents`]: { body: { success: true, documents: [RECEIPT] } },
      [`GET /api/orders/${ORDER_ID}/receipt`]: 'network-error',
    });
    renderOrderPage();
    const documents = within(await screen.findByRole('region', { name: 'Documents' }));
    expect(await documents.findByText('Your tax invoice is issued when your order ships.')).toBeTruthy();
    expect(documents.queryByRole('link', { name: /Download tax invoice/ })).toBeNull();
    await userEvent.click(documents.getByRole('link', { name: 'Download receipt voucher VT/R/26-27/00007' }));
    expect(await documents.findByRole('alert')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      url: `/api/orders/${ORDER_ID}/receipt`,
      authorization: 'Bearer token-4',
    });
  });

  it('promises no tax invoice for an order that will never ship, and lists its refund voucher', async () => {
    storeSignedInSession();
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: {
        body: {
          success: true,
          order: anOrder({
            status: 'refunded',
            shipment: null,
            expectedDelivery: null,
            taxDocument: 'receipt_voucher',
            refunds: [
              {
                amountPaise: 3_634_00,
                status: 'processed',
                askedAt: '2026-11-24T05:00:00.000Z',
                processedAt: '2026-11-24T05:00:05.000Z',
              },
            ],
            refundedPaise: 3_634_00,
            paidInTheEndPaise: 0,
          }),
        },
      },
      [`GET /api/orders/${ORDER_ID}/documents`]: {
        body: { success: true, documents: [RECEIPT, REFUND_VOUCHER] },
      },
    });
    renderOrderPage();
    expect(await screen.findByRole('region', { name: 'Pieces' })).toBeTruthy();
    expect(screen.queryByText(DOCUMENT_TEXTS.invoiceFollows)).toBeNull();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(
      await within(documents).findByRole('link', { name: 'Download refund voucher VT/RF/26-27/0003' }),
    ).toBeTruthy();
    expect(screen.queryByText(/tax invoice is issued when/)).toBeNull();
    expect(within(documents).getByText(DOCUMENT_TEXTS.noInvoiceWithoutShipping)).toBeTruthy();
  });

  it('shows each refund with its date and status, and what was paid in the end', async () => {
    storeSignedInSession();
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: {
        body: {
          success: true,
          order: anOrder({
            status: 'delivered',
            refunds: [
              {
                amountPaise: 1_767_00,
                status: 'processed',
                askedAt: '2026-12-04T05:00:00.000Z',
                processedAt: '2026-12-04T06:00:00.000Z',
              },
              {
                amountPaise: 100_00,
                status: 'pending',
                askedAt: '2026-12-05T05:00:00.000Z',
                processedAt: null,
              },
            ],
            refundedPaise: 1_767_00,
            refundsOnTheirWayPaise: 100_00,
            paidInTheEndPaise: 1_867_00,
          }),
        },
      },
    });
    renderOrderPage();
    const pieces = within(await screen.findByRole('region', { name: 'Pieces' }));
    expect(pieces.getByText('Total paid').nextElementSibling?.textContent).toBe('₹3,634');
    const refunded = pieces.getByText('Refunded on 4 Dec 2026').closest('div');
    expect(refunded?.textContent).toBe('Refunded on 4 Dec 2026Processed−₹1,767');
    const onItsWay = pieces.getByText('Refund asked on 5 Dec 2026').closest('div');
    expect(onItsWay?.textContent).toBe('Refund asked on 5 Dec 2026On its way₹100');
    expect(pieces.getByText('Paid in the end').nextElementSibling?.textContent).toBe('₹1,867');
    expect(
      pieces.getByText('₹100 more is on its way back to the card or account you paid with.'),
    ).toBeTruthy();
  });

  it('says a refund of an order paid in cash on delivery comes back by bank transfer or UPI', async () => {
    storeSignedInSession();
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: {
        body: {
          success: true,
          order: anOrder({
            status: 'delivered',
            paymentMethod: 'cash_on_delivery',
            refunds: [
              {
                amountPaise: 100_00,
                status: 'pending',
                askedAt: '2026-12-05T05:00:00.000Z',
                processedAt: null,
              },
            ],
            refundsOnTheirWayPaise: 100_00,
          }),
        },
      },
    });
    renderOrderPage();
    const pieces = within(await screen.findByRole('region', { name: 'Pieces' }));
    expect(pieces.getByText('₹100 more is on its way back to you by bank transfer or UPI.')).toBeTruthy();
    expect(pieces.queryByText(/the card or account you paid with/)).toBeNull();
  });

  it('offers no document for an order not paid', async () => {
    storeSignedInSession();
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: {
        body: {
          success: true,
          order: anOrder({
            status: 'pending',
            paidAt: null,
            timeline: [],
            expectedDelivery: null,
            taxDocument: null,
            paidInTheEndPaise: 0,
          }),
        },
      },
      [`GET /api/orders/${ORDER_ID}/documents`]: { body: { success: true, documents: [] } },
    });
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A1B2C3D4' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
    expect(screen.queryByText('Paid in the end')).toBeNull();
  });

  it('shows each hallmarked piece’s HUID with how to check it in the BIS CARE app', async () => {
    storeSignedInSession();
    const band = anOrder().items[0];
    if (!band) throw new Error('the sample order has a piece');
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: {
        body: {
          success: true,
          order: anOrder({
            items: [
              { ...band, name: 'Lakshmi Gold Jhumka', huid: 'AB12C3' },
              { ...band, name: 'Plain Silver Anklet', huid: null },
            ],
          }),
        },
      },
    });
    renderOrderPage();
    const pieces = await screen.findByRole('region', { name: 'Pieces' });
    const [gold, silver] = within(pieces).getAllByRole('listitem');
    expect(gold?.textContent).toContain('HUID AB12C3');
    expect(gold?.textContent).toContain(
      "Check this hallmark in the BIS CARE app: enter the HUID under 'Verify HUID'.",
    );
    expect(silver?.textContent).toContain('Plain Silver Anklet');
    expect(silver?.textContent).not.toContain('HUID');
  });

  it('says so when the order is not the customer’s', async () => {
    storeSignedInSession();
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: {
        status: 404,
        body: { success: false, message: 'There is no order with this id in your account.' },
      },
    });
    renderOrderPage();
    expect(await screen.findByText('There is no order with this id in your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All my orders' }).getAttribute('href')).toBe(
      '/profile?tab=orders',
    );
  });

  it('offers a complaint about the order, tied to it', async () => {
    storeSignedInSession({ token: 'token-5' });
    serveRequests({ [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: anOrder() } } });
    renderOrderPage();
    const complaint = await screen.findByRole('region', { name: 'Something wrong with this order?' });
    await userEvent.click(
      within(complaint).getByRole('button', { name: 'Raise a complaint about this order' }),
    );
    expect(within(complaint).getByLabelText('Your name')).toHaveProperty('value', 'Kavya Raman');
    expect(within(complaint).queryByLabelText('Order number (optional)')).toBeNull();
  });

  it('sends a guest to sign in, to come back to the order afterwards', async () => {
    const sent = serveRequests({});
    const page = renderOrderPage();
    expect(await screen.findByText('Page at /login')).toBeTruthy();
    expect(page.address()).toBe('/login');
    expect(localStorage.getItem('redirectAfterLogin')).toBe(`/orders/${ORDER_ID}`);
    expect(sent).toEqual([]);
  });
});
