import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { DOCUMENT_TEXTS } from '@shop/shared/gst';
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

  it('offers the tax invoice of a shipped order, and says why when it cannot be had', async () => {
    storeSignedInSession({ token: 'token-9' });
    const sent = serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: anOrder() } },
      [`GET /api/orders/${ORDER_ID}/invoice`]: {
        status: 404,
        body: { success: false, message: DOCUMENT_TEXTS.invoiceNotIssued },
      },
    });
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download tax invoice' }));
    expect(await screen.findByText(DOCUMENT_TEXTS.invoiceNotIssued)).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      url: `/api/orders/${ORDER_ID}/invoice`,
      authorization: 'Bearer token-9',
    });
    expect(screen.queryByRole('button', { name: 'Download receipt' })).toBeNull();
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
      [`GET /api/orders/${ORDER_ID}/receipt`]: 'network-error',
    });
    renderOrderPage();
    const pieces = within(await screen.findByRole('region', { name: 'Pieces' }));
    expect(pieces.getByText('Your tax invoice is issued when your order ships.')).toBeTruthy();
    expect(pieces.queryByRole('button', { name: 'Download tax invoice' })).toBeNull();
    await userEvent.click(pieces.getByRole('button', { name: 'Download receipt' }));
    expect(await pieces.findByRole('alert')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      url: `/api/orders/${ORDER_ID}/receipt`,
      authorization: 'Bearer token-4',
    });
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
          }),
        },
      },
    });
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A1B2C3D4' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download tax invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download receipt' })).toBeNull();
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
