/**
 * An order to be paid on delivery on its customer's page: until when it waits for them, its
 * 'Confirm order', the fee and what is to be paid at the door; in English (the shared texts),
 * Tamil and Hindi. order.test.tsx follows an order paid online.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { CASH_ON_DELIVERY_TEXTS } from '@shop/shared/cash-on-delivery';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import type { Language } from '@shop/shared/languages';
import {
  profileAnswer,
  sampleProfile,
  storeSignedInSession,
} from '../../features/accounts/testing/session.ts';
import { inLanguage } from '../../testing/in-language.tsx';
import { renderPages, serveRequests, type SentRequest } from '../../testing/render-route.tsx';
import OrderRoute from './order.tsx';
import ProfileRoute from './profile.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ORDER_ID = 'c0d0e0f0-1111-4a7b-9c0d-2e5f6a7b8c9d';

/** Placed to be paid on delivery, with a fee of ₹49, waiting for its customer until 9:30 am on 5 December. */
function awaitingConfirmation(values: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    orderId: ORDER_ID,
    status: 'awaiting_confirmation',
    createdAt: '2026-12-04T04:00:00.000Z',
    paidAt: null,
    paymentMethod: 'cash_on_delivery',
    confirmBy: '2026-12-05T04:00:00.000Z',
    cashOnDeliveryFee: 49,
    timeline: [{ status: 'awaiting_confirmation', at: '2026-12-04T04:00:00.000Z' }],
    shipment: null,
    expectedDelivery: null,
    deliveredOn: null,
    paymentId: null,
    taxDocument: null,
    refunds: [],
    refundedPaise: 0,
    refundsOnTheirWayPaise: 0,
    paidInTheEndPaise: 0,
    subtotal: 9000,
    shipping: 100,
    total: 9149,
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
        productId: '202',
        name: 'Heart Pendant',
        image: '/images/202-640.webp',
        price: 4500,
        quantity: 2,
        size: null,
        variant: null,
        total: 9000,
        customization: null,
        huid: null,
      },
    ],
    ...values,
  };
}

/** The order as the server has it: confirmed once the confirm call succeeded. */
function serveOrder(confirm?: { status: number; message: string }) {
  const sent: SentRequest[] = serveRequests({
    [`GET /api/orders/${ORDER_ID}`]: () => {
      const confirmed = !confirm && sent.some((request) => request.url.endsWith('/confirm'));
      return {
        body: {
          success: true,
          order: awaitingConfirmation(
            confirmed
              ? {
                  status: 'confirmed',
                  confirmBy: null,
                  timeline: [
                    { status: 'awaiting_confirmation', at: '2026-12-04T04:00:00.000Z' },
                    { status: 'confirmed', at: '2026-12-04T05:00:00.000Z' },
                  ],
                }
              : {},
          ),
        },
      };
    },
    [`POST /api/orders/${ORDER_ID}/confirm`]: confirm
      ? { status: confirm.status, body: { success: false, message: confirm.message } }
      : { body: { success: true, message: 'Order confirmed', orderId: ORDER_ID } },
  });
  return sent;
}

function renderOrderPage(language: Language = 'en') {
  const Messages = inLanguage(language);
  return renderPages(
    <Route
      path="/orders/:orderId"
      element={
        <Messages>
          <OrderRoute />
        </Messages>
      }
    />,
    `/orders/${ORDER_ID}`,
  );
}

/** What the totals show beside a label. */
function total(label: string) {
  const pieces = screen.getByRole('region', { name: 'Pieces' });
  return within(pieces).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('an order to be paid on delivery, on its page', () => {
  it('says until when it waits, confirms it, and then says what to pay at the door', async () => {
    storeSignedInSession({ token: 'token-7' });
    const sent = serveOrder();
    renderOrderPage();
    const panel = await screen.findByRole('region', { name: 'Confirm your order' });
    expect(within(panel).getByText(CASH_ON_DELIVERY_TEXTS.confirmBy('5 Dec 2026, 9:30 am'))).toBeTruthy();
    const where = screen.getByRole('region', { name: 'Where your order is' });
    expect(within(where).getByText('Awaiting confirmation', { selector: 'p' })).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: CASH_ON_DELIVERY_TEXTS.confirm }));
    expect(await within(panel).findByText(CASH_ON_DELIVERY_TEXTS.confirmed(9_149_00))).toBeTruthy();
    expect(sent.find((request) => request.url.endsWith('/confirm'))).toMatchObject({
      method: 'POST',
      url: `/api/orders/${ORDER_ID}/confirm`,
      authorization: 'Bearer token-7',
    });
    // The order reloads with its new status; the sentence stays.
    expect(await within(where).findByText('Confirmed, to pay on delivery', { selector: 'p' })).toBeTruthy();
    expect(
      within(panel).getByText('Your order is confirmed. Please pay ₹9,149 when it arrives.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm order' })).toBeNull();
    expect(screen.queryByText(/^Confirm this order by/)).toBeNull();
  });

  it('shows the fee, the total not yet paid, and what is to be paid at the door', async () => {
    storeSignedInSession();
    serveOrder();
    renderOrderPage();
    await screen.findByRole('region', { name: 'Confirm your order' });
    expect(total(CASH_ON_DELIVERY_TEXTS.fee)).toBe('₹49');
    expect(total('Total')).toBe('₹9,149');
    expect(screen.queryByText('Total paid')).toBeNull();
    expect(screen.getByText(CASH_ON_DELIVERY_TEXTS.dueOnDelivery(9_149_00))).toBeTruthy();
  });

  it('no longer asks for the money once the order is delivered and paid', async () => {
    storeSignedInSession();
    serveRequests({
      [`GET /api/orders/${ORDER_ID}`]: {
        body: {
          success: true,
          order: awaitingConfirmation({
            status: 'delivered',
            confirmBy: null,
            paidAt: '2026-12-09T10:00:00.000Z',
            deliveredOn: '2026-12-08',
          }),
        },
      },
    });
    renderOrderPage();
    expect(await screen.findByText('Total paid')).toBeTruthy();
    expect(total(CASH_ON_DELIVERY_TEXTS.fee)).toBe('₹49');
    expect(screen.queryByText(/^To pay on delivery/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Confirm your order' })).toBeNull();
  });

  it('shows the server’s refusal of the confirmation', async () => {
    storeSignedInSession();
    serveOrder({ status: 409, message: CASH_ON_DELIVERY_TEXTS.confirmationExpired });
    renderOrderPage();
    const panel = await screen.findByRole('region', { name: 'Confirm your order' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm order' }));
    const refusal = await within(panel).findByText(CASH_ON_DELIVERY_TEXTS.confirmationExpired);
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(within(panel).queryByText(/Your order is confirmed/)).toBeNull();
  });

  it('opened from the mail signed out, sends the customer to sign in and back to it', async () => {
    const sent = serveOrder();
    const page = renderOrderPage();
    expect(await screen.findByText('Page at /login')).toBeTruthy();
    expect(page.address()).toBe('/login');
    expect(localStorage.getItem('redirectAfterLogin')).toBe(`/orders/${ORDER_ID}`);
    expect(sent).toEqual([]);
  });
});

describe('orders to be paid on delivery in the Orders tab', () => {
  it('lists one waiting for its confirmation with what is to be paid at the door, not one left unconfirmed', async () => {
    storeSignedInSession();
    serveRequests({
      'GET /user/profile': profileAnswer(sampleProfile()),
      'GET /api/orders': {
        body: {
          success: true,
          orders: [
            awaitingConfirmation(),
            awaitingConfirmation({
              orderId: 'e0e0e0e0-2222-4a7b-9c0d-2e5f6a7b8c9d',
              status: 'expired',
              confirmBy: null,
            }),
          ],
        },
      },
    });
    renderPages(<Route path="/profile" element={<ProfileRoute />} />, '/profile?tab=orders');
    const panel = await screen.findByRole('tabpanel', { name: 'Orders' });
    const link = await within(panel).findByRole('link', { name: 'Order C0D0E0F0' });
    expect(link.getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(within(panel).queryByRole('link', { name: 'Order E0E0E0E0' })).toBeNull();
    expect(within(panel).getAllByText('Awaiting confirmation').length).toBeGreaterThan(0);
    expect(within(panel).getByText('Total').nextElementSibling?.textContent).toBe('₹9,149');
    expect(within(panel).queryByText('Total paid')).toBeNull();
    expect(within(panel).getByText('To pay on delivery: ₹9,149')).toBeTruthy();
  });
});

describe('an order to be paid on delivery, in Tamil and Hindi', () => {
  const WORDS = {
    ta: {
      heading: 'உங்கள் ஆர்டரை உறுதிசெய்யுங்கள்',
      confirmBy: /^இந்த ஆர்டரை .*2026.*க்குள் உறுதிசெய்யுங்கள்; இல்லையெனில் அது ரத்தாகிவிடும்\.$/,
      confirm: 'ஆர்டரை உறுதிசெய்',
      confirmed: 'உங்கள் ஆர்டர் உறுதியாகிவிட்டது. அது வந்ததும் ₹9,149 செலுத்துங்கள்.',
      status: 'உறுதியானது, டெலிவரியின்போது பணம் செலுத்தலாம்',
      fee: 'டெலிவரியின்போது பணம் செலுத்தும் கட்டணம்',
      due: 'டெலிவரியின்போது செலுத்த வேண்டியது: ₹9,149',
      expired: 'இந்த ஆர்டர் நேரத்திற்குள் உறுதிசெய்யப்படாததால் ரத்தாகிவிட்டது. தயவுசெய்து மீண்டும் ஆர்டர் செய்யுங்கள்.',
    },
    hi: {
      heading: 'अपने ऑर्डर की पुष्टि करें',
      confirmBy: /^इस ऑर्डर की पुष्टि .*2026.* तक करें, वरना यह रद्द हो जाएगा।$/,
      confirm: 'ऑर्डर की पुष्टि करें',
      confirmed: 'आपके ऑर्डर की पुष्टि हो गई है। ऑर्डर आने पर कृपया ₹9,149 का भुगतान करें।',
      status: 'पुष्टि हो गई, डिलीवरी पर भुगतान',
      fee: 'डिलीवरी पर भुगतान का शुल्क',
      due: 'डिलीवरी पर भुगतान: ₹9,149',
      expired: 'इस ऑर्डर की समय पर पुष्टि नहीं हुई, इसलिए यह रद्द हो गया। कृपया फिर से ऑर्डर करें।',
    },
  } as const;

  it.each(['ta', 'hi'] as const)(
    'says until when, confirms, and says what to pay at the door in the page’s language (%s)',
    async (language) => {
      const words = WORDS[language];
      storeSignedInSession();
      serveOrder();
      renderOrderPage(language);
      const panel = await screen.findByRole('region', { name: words.heading });
      expect(within(panel).getByText(words.confirmBy)).toBeTruthy();
      expect(screen.getByText(words.fee)).toBeTruthy();
      expect(screen.getByText(words.due)).toBeTruthy();
      await userEvent.click(within(panel).getByRole('button', { name: words.confirm }));
      expect(await within(panel).findByText(words.confirmed)).toBeTruthy();
      expect(await screen.findByText(words.status, { selector: 'p' })).toBeTruthy();
    },
  );

  it.each(['ta', 'hi'] as const)(
    'says the server’s refusal in the page’s language (%s)',
    async (language) => {
      storeSignedInSession();
      serveOrder({ status: 409, message: CASH_ON_DELIVERY_TEXTS.confirmationExpired });
      renderOrderPage(language);
      const panel = await screen.findByRole('region', { name: WORDS[language].heading });
      await userEvent.click(within(panel).getByRole('button', { name: WORDS[language].confirm }));
      const refusal = await within(panel).findByText(WORDS[language].expired);
      expect(refusal.closest('[role="alert"]')).toBeTruthy();
    },
  );
});
