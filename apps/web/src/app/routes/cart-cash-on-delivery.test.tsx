/**
 * Paying at the door at checkout: once the pincode is typed, the server says whether this cart
 * may be paid on delivery there; the shopper chooses, and the order placed so waits for its
 * confirmation on its page, with no payment window. In English (the shared texts), Tamil and
 * Hindi. cart.test.tsx follows the online payment.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { addLine, type CartLine, type NewCartLine } from '@shop/shared/cart';
import { CASH_ON_DELIVERY_TEXTS } from '@shop/shared/cash-on-delivery';
import type { Language } from '@shop/shared/languages';
import { storeSignedInSession } from '../../features/accounts/testing/session.ts';
import type { CheckoutOptions } from '../../features/checkout/checkout-script.ts';
import { inLanguage } from '../../testing/in-language.tsx';
import { renderPages, serveRequests, type SentRequest } from '../../testing/render-route.tsx';
import { eventually } from '../../testing/timers.ts';
import CartRoute from './cart.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
  localStorage.clear();
});

const ORDER_ID = 'c0d0e0f0-1111-4a7b-9c0d-2e5f6a7b8c9d';
const PENDANT: NewCartLine = {
  id: '202',
  name: 'Heart Pendant',
  price: 4500,
  quantity: 2,
  image: '/images/202-640.webp',
};
const DETAILS = {
  'Street address': '14 South Car Street',
  City: 'Madurai',
  State: 'Tamil Nadu',
  'ZIP code': '625001',
  'Phone number': '9876543210',
  Email: 'meena@example.in',
};
/** The labels of the same fields in Tamil and Hindi. */
const LABELS: Record<Language, Record<keyof typeof DETAILS, string>> = {
  en: {
    'Street address': 'Street address',
    City: 'City',
    State: 'State',
    'ZIP code': 'ZIP code',
    'Phone number': 'Phone number',
    Email: 'Email',
  },
  ta: {
    'Street address': 'தெரு முகவரி',
    City: 'நகரம்',
    State: 'மாநிலம்',
    'ZIP code': 'பின்கோடு',
    'Phone number': 'தொலைபேசி எண்',
    Email: 'மின்னஞ்சல்',
  },
  hi: {
    'Street address': 'पता',
    City: 'शहर',
    State: 'राज्य',
    'ZIP code': 'पिनकोड',
    'Phone number': 'फ़ोन नंबर',
    Email: 'ईमेल',
  },
};
const PAY_BUTTON: Record<Language, string> = {
  en: 'Pay with Razorpay',
  ta: 'Razorpay மூலம் பணம் செலுத்து',
  hi: 'Razorpay से पेमेंट करें',
};
const DETAILS_TITLE: Record<Language, string> = {
  en: 'Enter Your Details',
  ta: 'உங்கள் விவரங்களை உள்ளிடுங்கள்',
  hi: 'अपनी जानकारी भरें',
};

function storeCart() {
  const cart = [PENDANT].reduce<CartLine[]>((current, next) => addLine(current, next), []);
  localStorage.setItem('cart', JSON.stringify(cart));
}

function renderCart(language: Language = 'en') {
  const Messages = inLanguage(language);
  return renderPages(
    <Route
      path="/cart"
      element={
        <Messages>
          <CartRoute />
        </Messages>
      }
    />,
    '/cart',
  );
}

/** The payment window: it records being opened, and stays open. */
function providerWindow() {
  const opened: CheckoutOptions[] = [];
  window.Razorpay = class {
    constructor(options: CheckoutOptions) {
      opened.push(options);
    }
    on() {}
    open() {}
  };
  return opened;
}

type Offer =
  { offered: true; feePaise: number; totalPaise: number } | { offered: false; reason: string | null };

/** The shop's answers: the quote by the pincode asked about, the online payment's calls, the place call. */
function serveShop(offerFor: (pincode: string) => Offer, place?: { status: number; message: string }) {
  const sent: SentRequest[] = serveRequests({
    'POST /api/orders/cash-on-delivery/quote': () => {
      const quote = sent.filter((request) => request.url === '/api/orders/cash-on-delivery/quote').at(-1);
      const { pincode } = quote?.body as { pincode: string };
      return { body: { success: true, offer: offerFor(pincode) } };
    },
    'POST /api/orders/cash-on-delivery': place
      ? { status: place.status, body: { success: false, message: place.message } }
      : {
          body: {
            success: true,
            message: 'Order placed',
            orderId: ORDER_ID,
            confirmBy: '2026-12-05T04:00:00.000Z',
            totalPaise: 9_149_00,
          },
        },
    '/api/api/razorpay-key': {
      body: { success: true, key: 'rzp_test_shop', checkoutScript: '/checkout.js' },
    },
    'POST /api/api/create-razorpay-order': {
      body: {
        success: true,
        message: 'Order created',
        order: { id: 'order_1', amount: 910_000, currency: 'INR', receipt: 'shop-order-1' },
      },
    },
  });
  return sent;
}

const OFFERED: Offer = { offered: true, feePaise: 4_900, totalPaise: 9_149_00 };

async function enterDetails(
  user: ReturnType<typeof userEvent.setup>,
  language: Language = 'en',
  values: Partial<typeof DETAILS> = {},
) {
  await user.click(screen.getByRole('button', { name: PAY_BUTTON[language] }));
  const dialog = screen.getByRole('dialog', { name: DETAILS_TITLE[language] });
  for (const [field, value] of Object.entries({ ...DETAILS, ...values })) {
    const input = within(dialog).getByLabelText(LABELS[language][field as keyof typeof DETAILS]);
    await user.clear(input);
    await user.type(input, value);
  }
  return dialog;
}

const calls = (sent: SentRequest[], url: string) => sent.filter((request) => request.url === url);

describe('paying on delivery at checkout', () => {
  it('offers the choice once the pincode is typed, online first, with the fee and the total at the door', async () => {
    storeSignedInSession();
    storeCart();
    const sent = serveShop(() => OFFERED);
    renderCart();
    const user = userEvent.setup();
    const dialog = await enterDetails(user);

    const choice = await within(dialog).findByRole('radiogroup', { name: 'How would you like to pay?' });
    const online = within(choice).getByRole('radio', { name: CASH_ON_DELIVERY_TEXTS.optionOnline });
    const atTheDoor = within(choice).getByRole('radio', { name: CASH_ON_DELIVERY_TEXTS.option });
    expect(online).toHaveProperty('checked', true);
    expect(atTheDoor).toHaveProperty('checked', false);
    expect(atTheDoor).toHaveProperty('disabled', false);
    // Asked about the cart's lines and the six digits typed only.
    expect(calls(sent, '/api/orders/cash-on-delivery/quote').map((request) => request.body)).toEqual([
      { items: [{ productId: '202', quantity: 2 }], pincode: '625001' },
    ]);
    expect(calls(sent, '/api/orders/cash-on-delivery/quote')[0]?.authorization).toBe('Bearer token-1');
    const described = document.getElementById(atTheDoor.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain(
      'Pay in cash or by UPI when the parcel arrives. A fee of ₹49 is added.',
    );
    expect(described?.textContent).toContain('To pay on delivery: ₹9,149');
    expect(within(dialog).getByRole('button', { name: 'Proceed to Payment' })).toBeTruthy();

    await user.click(atTheDoor);
    expect(within(dialog).queryByRole('button', { name: 'Proceed to Payment' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: CASH_ON_DELIVERY_TEXTS.placeOrder })).toBeTruthy();
  });

  it('places the order without the payment window, and leads to its page to confirm it', async () => {
    storeSignedInSession();
    storeCart();
    const opened = providerWindow();
    const sent = serveShop(() => OFFERED);
    renderCart();
    const user = userEvent.setup();
    const dialog = await enterDetails(user);
    await user.click(await within(dialog).findByRole('radio', { name: 'Pay on delivery' }));
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(CASH_ON_DELIVERY_TEXTS.placed)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Order C0D0E0F0' })).toBeTruthy();
    expect(screen.getByText(CASH_ON_DELIVERY_TEXTS.confirmBy('5 Dec 2026, 9:30 am'))).toBeTruthy();
    expect(screen.getByText('To pay on delivery: ₹9,149')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open your order to confirm it' });
    expect(link.getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(localStorage.getItem('cart')).toBeNull();

    const [placed, ...more] = calls(sent, '/api/orders/cash-on-delivery');
    expect(more).toHaveLength(0);
    expect(placed).toMatchObject({
      authorization: 'Bearer token-1',
      body: {
        amount: 9_149,
        currency: 'INR',
        items: [{ productId: '202', quantity: 2 }],
        customerDetails: { name: 'Meena Sundaram', zipCode: '625001', phone: '9876543210' },
        whatsappUpdates: false,
        language: 'en',
      },
    });
    // Never the payment window, nor its calls.
    expect(opened).toHaveLength(0);
    expect(calls(sent, '/api/api/razorpay-key')).toHaveLength(0);
    expect(calls(sent, '/api/api/create-razorpay-order')).toHaveLength(0);

    await user.click(link);
    expect(await screen.findByText(`Page at /orders/${ORDER_ID}`)).toBeTruthy();
  });

  it('says why a pincode cannot be paid on delivery, with the choice that cannot be taken', async () => {
    storeSignedInSession();
    storeCart();
    providerWindow();
    const sent = serveShop((pincode) =>
      pincode === '110001'
        ? { offered: false, reason: CASH_ON_DELIVERY_TEXTS.pincodeExcluded(pincode) }
        : OFFERED,
    );
    renderCart();
    const user = userEvent.setup();
    const dialog = await enterDetails(user, 'en', { 'ZIP code': '110001' });
    const atTheDoor = await within(dialog).findByRole('radio', { name: 'Pay on delivery' });
    expect(atTheDoor).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('radio', { name: 'Pay online now' })).toHaveProperty('checked', true);
    expect(document.getElementById(atTheDoor.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Pay on delivery does not reach pincode 110001. Please pay online.',
    );

    // Another pincode is asked about afresh, and may be paid at the door.
    const pincode = within(dialog).getByLabelText('ZIP code');
    await user.clear(pincode);
    await user.type(pincode, '625001');
    await eventually(() =>
      expect(within(dialog).getByRole('radio', { name: 'Pay on delivery' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(within(dialog).queryByText(/does not reach pincode/)).toBeNull();

    // Paying online stays the payment window's.
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await eventually(() => expect(calls(sent, '/api/api/create-razorpay-order')).toHaveLength(1));
    expect(calls(sent, '/api/orders/cash-on-delivery')).toHaveLength(0);
  });

  it('shows nothing of it where the shop does not take it, and pays online as before', async () => {
    storeSignedInSession();
    storeCart();
    const opened = providerWindow();
    const sent = serveShop(() => ({ offered: false, reason: null }));
    renderCart();
    const user = userEvent.setup();
    const dialog = await enterDetails(user);
    await eventually(() => expect(calls(sent, '/api/orders/cash-on-delivery/quote')).toHaveLength(1));
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByText(/on delivery/i)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await eventually(() => expect(opened).toHaveLength(1));
    expect(calls(sent, '/api/api/create-razorpay-order')[0]?.body).toMatchObject({ amount: 9_100 });
  });

  it('shows the server’s refusal of the order, and keeps the cart', async () => {
    storeSignedInSession();
    storeCart();
    providerWindow();
    serveShop(() => OFFERED, { status: 409, message: CASH_ON_DELIVERY_TEXTS.overLimit(20_000_00) });
    renderCart();
    const user = userEvent.setup();
    const dialog = await enterDetails(user);
    await user.click(await within(dialog).findByRole('radio', { name: 'Pay on delivery' }));
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    const refusal = await screen.findByText(
      'Pay on delivery is for orders up to ₹20,000, delivery and fee included. Please pay online.',
    );
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText(CASH_ON_DELIVERY_TEXTS.placed)).toBeNull();
    expect(localStorage.getItem('cart')).not.toBeNull();
  });
});

describe('paying on delivery in Tamil and Hindi', () => {
  const WORDS = {
    ta: {
      choice: 'எப்படிப் பணம் செலுத்த விரும்புகிறீர்கள்?',
      online: 'இப்போதே ஆன்லைனில் செலுத்து',
      onDelivery: 'டெலிவரியின்போது பணம் செலுத்து',
      offered: 'பார்சல் வந்ததும் ரொக்கமாகவோ UPI மூலமோ பணம் செலுத்துங்கள். இதற்கு ₹49 கட்டணம் சேர்க்கப்படும்.',
      due: 'டெலிவரியின்போது செலுத்த வேண்டியது: ₹9,149',
      place: 'ஆர்டர் செய்',
      placed: 'உங்கள் ஆர்டர் பதிவாகிவிட்டது. அதைச் செய்து அனுப்ப, தயவுசெய்து ஆர்டரை உறுதிசெய்யுங்கள்.',
      confirmBy: /^இந்த ஆர்டரை .*2026.*க்குள் உறுதிசெய்யுங்கள்; இல்லையெனில் அது ரத்தாகிவிடும்\.$/,
      open: 'ஆர்டரைத் திறந்து உறுதிசெய்யுங்கள்',
      personalised:
        'உங்களுக்காகத் தனிப்பயனாக்கப்படும் நகைகள் உங்களுக்கு மட்டுமே செய்யப்படுவதால், அவற்றுக்கு ஆன்லைனில் பணம் செலுத்த வேண்டும். டெலிவரியின்போது பணம் செலுத்தும் வசதி மற்ற நகைகளுக்கு மட்டுமே.',
    },
    hi: {
      choice: 'आप कैसे भुगतान करना चाहेंगे?',
      online: 'अभी ऑनलाइन भुगतान करें',
      onDelivery: 'डिलीवरी पर भुगतान करें',
      offered: 'पार्सल आने पर नकद या UPI से भुगतान करें। इसके लिए ₹49 शुल्क जुड़ेगा।',
      due: 'डिलीवरी पर भुगतान: ₹9,149',
      place: 'ऑर्डर करें',
      placed: 'आपका ऑर्डर दे दिया गया है। इसे बनवाने और भिजवाने के लिए कृपया इसकी पुष्टि करें।',
      confirmBy: /^इस ऑर्डर की पुष्टि .*2026.* तक करें, वरना यह रद्द हो जाएगा।$/,
      open: 'पुष्टि के लिए अपना ऑर्डर खोलें',
      personalised:
        'आपके लिए पर्सनलाइज़ किए गए गहने सिर्फ़ आपके लिए बनते हैं, इसलिए उनका भुगतान ऑनलाइन होता है। डिलीवरी पर भुगतान बाक़ी गहनों के लिए है।',
    },
  } as const;

  it.each(['ta', 'hi'] as const)(
    'offers the choice, places the order and says to confirm it in the page’s language (%s)',
    async (language) => {
      const words = WORDS[language];
      storeSignedInSession();
      storeCart();
      const opened = providerWindow();
      const sent = serveShop(() => OFFERED);
      renderCart(language);
      const user = userEvent.setup();
      const dialog = await enterDetails(user, language);
      const choice = await within(dialog).findByRole('radiogroup', { name: words.choice });
      expect(within(choice).getByRole('radio', { name: words.online })).toHaveProperty('checked', true);
      const atTheDoor = within(choice).getByRole('radio', { name: words.onDelivery });
      expect(within(choice).getByText(words.offered)).toBeTruthy();
      expect(within(choice).getByText(words.due)).toBeTruthy();
      await user.click(atTheDoor);
      await user.click(within(dialog).getByRole('button', { name: words.place }));

      expect(await screen.findByText(words.placed)).toBeTruthy();
      expect(screen.getByText(words.confirmBy)).toBeTruthy();
      expect(screen.getByText(words.due)).toBeTruthy();
      expect(screen.getByRole('link', { name: words.open }).getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
      expect(opened).toHaveLength(0);
      expect(calls(sent, '/api/orders/cash-on-delivery')[0]?.body).toMatchObject({ language });
    },
  );

  it.each(['ta', 'hi'] as const)(
    'says why it is not offered in the page’s language (%s)',
    async (language) => {
      storeSignedInSession();
      storeCart();
      serveShop(() => ({ offered: false, reason: CASH_ON_DELIVERY_TEXTS.personalised }));
      renderCart(language);
      const dialog = await enterDetails(userEvent.setup(), language);
      const atTheDoor = await within(dialog).findByRole('radio', { name: WORDS[language].onDelivery });
      expect(atTheDoor).toHaveProperty('disabled', true);
      expect(within(dialog).getByText(WORDS[language].personalised)).toBeTruthy();
      expect(within(dialog).queryByText(CASH_ON_DELIVERY_TEXTS.personalised)).toBeNull();
    },
  );
});
