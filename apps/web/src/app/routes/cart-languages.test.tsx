/**
 * The cart and its checkout in Tamil and Hindi, from their compiled catalogs: the headings, the
 * lines, the totals, the details form with its labels and refusals, and the pay button. In
 * English they keep the specification's words (the shared constants); cart.test.tsx follows
 * the English cart through checkout.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { addLine, CART_TEXTS, type CartLine, type NewCartLine } from '@shop/shared/cart';
import { CHECKOUT_TEXTS, CUSTOMER_MESSAGES } from '@shop/shared/checkout';
import { COUPON_TEXTS } from '@shop/shared/coupons';
import type { Language } from '@shop/shared/languages';
import { storeSignedInSession } from '../../features/accounts/testing/session.ts';
import { inLanguage } from '../../testing/in-language.tsx';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import CartRoute from './cart.tsx';

afterEach(() => vi.unstubAllGlobals());

const LINES: NewCartLine[] = [
  {
    id: '101',
    name: 'Classic Silver Band',
    price: 1767,
    quantity: 1,
    image: '/images/101-640.webp',
    size: '14',
  },
  { id: '202', name: 'Heart Pendant', price: 4500, quantity: 2, image: '/images/202-640.webp' },
];

function storeCart() {
  const cart = LINES.reduce<CartLine[]>((current, next) => addLine(current, next), []);
  localStorage.setItem('cart', JSON.stringify(cart));
}

function renderCartIn(language: Language) {
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

/** The label of each line of the order summary, in its order. */
function summaryLabels(name: string) {
  const region = screen.getByRole('region', { name });
  return within(region)
    .getAllByRole('term')
    .map((term) => term.textContent);
}

/** Opens the details with the pay button, and proceeds without filling them in. */
async function proceedEmpty(pay: string, title: string, proceed: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: pay }));
  const dialog = screen.getByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: proceed }));
  return dialog;
}

describe('the cart in Tamil', () => {
  it('names the page, its lines and its totals in Tamil', () => {
    storeCart();
    renderCartIn('ta');
    expect(screen.getByRole('heading', { level: 1, name: 'உங்கள் கூடை' })).toBeTruthy();
    expect(document.title).toBe('உங்கள் கூடை · Velli & Thangam');
    expect(screen.getByText('3 நகைகள்')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'உங்கள் கூடையில் உள்ள நகைகள்' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Heart Pendant எண்ணிக்கை' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Heart Pendant நீக்கு' })).toBeTruthy();
    const [band] = screen.getAllByRole('listitem');
    // Prices keep the shop's Indian grouping.
    expect(band?.textContent).toContain('விலை: ₹1,767');
    expect(band?.textContent).toContain('அளவு:14');
    expect(summaryLabels('ஆர்டர் சுருக்கம்')).toEqual(['துணை மொத்தம்', 'டெலிவரி கட்டணம்', 'மொத்தம்']);
    expect(screen.getByText('விலைகளில் எல்லா வரிகளும் அடங்கும்.')).toBeTruthy();
    expect(screen.getByLabelText('புரோமோ கோடு')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'பயன்படுத்து' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ஆர்டர் செய்ய உள்நுழை' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'கூடையைக் காலி செய்' })).toBeTruthy();
  });

  it('says so in Tamil when the cart is empty', () => {
    renderCartIn('ta');
    expect(screen.getByRole('heading', { name: 'உங்கள் கூடை காலியாக உள்ளது' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ஷாப்பிங்கைத் தொடருங்கள்' })).toBeTruthy();
  });

  it('asks for the details in Tamil, and refuses an empty form in Tamil', async () => {
    storeSignedInSession();
    storeCart();
    serveRequests({});
    renderCartIn('ta');
    const dialog = await proceedEmpty(
      'Razorpay மூலம் பணம் செலுத்து',
      'உங்கள் விவரங்களை உள்ளிடுங்கள்',
      'பணம் செலுத்தத் தொடர்க',
    );
    for (const label of [
      'முழுப் பெயர்',
      'மின்னஞ்சல்',
      'தொலைபேசி எண்',
      'தெரு முகவரி',
      'நகரம்',
      'மாநிலம்',
      'பின்கோடு',
      'நாடு',
    ]) {
      expect(within(dialog).getByLabelText(label), label).toBeTruthy();
    }
    expect(within(dialog).getByRole('option', { name: 'இந்தியா' })).toHaveProperty('selected', true);
    expect(within(dialog).getByRole('checkbox', { name: /இது ஒரு பரிசு/ })).toBeTruthy();
    expect(await within(dialog).findByText('மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்')).toBeTruthy();
    expect(within(dialog).getByText('தொலைபேசி எண்ணை உள்ளிடுங்கள்')).toBeTruthy();
    expect(within(dialog).getByText('பின்கோடை உள்ளிடுங்கள்')).toBeTruthy();
    expect(within(dialog).queryByText(CUSTOMER_MESSAGES.emailRequired)).toBeNull();
  });
});

describe('the cart in Hindi', () => {
  it('names the page, its lines and its totals in Hindi', () => {
    storeCart();
    renderCartIn('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'शॉपिंग कार्ट' })).toBeTruthy();
    expect(document.title).toBe('शॉपिंग कार्ट · Velli & Thangam');
    expect(screen.getByText('3 गहने')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Heart Pendant की संख्या घटाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Heart Pendant हटाएँ' })).toBeTruthy();
    const [, pendant] = screen.getAllByRole('listitem');
    expect(pendant?.textContent).toContain('इसका कुल: ₹9,000');
    expect(summaryLabels('ऑर्डर का सारांश')).toEqual(['सबटोटल', 'डिलीवरी शुल्क', 'कुल']);
    expect(screen.getByText('कीमतों में सभी टैक्स शामिल हैं।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ऑर्डर के लिए लॉग इन करें' })).toBeTruthy();
  });

  it('asks for the details in Hindi, and refuses an empty form in Hindi', async () => {
    storeSignedInSession();
    storeCart();
    serveRequests({});
    renderCartIn('hi');
    const dialog = await proceedEmpty('Razorpay से पेमेंट करें', 'अपनी जानकारी भरें', 'पेमेंट के लिए आगे बढ़ें');
    for (const label of ['पूरा नाम', 'ईमेल', 'फ़ोन नंबर', 'पता', 'शहर', 'राज्य', 'पिनकोड', 'देश']) {
      expect(within(dialog).getByLabelText(label), label).toBeTruthy();
    }
    expect(within(dialog).getByRole('group', { name: 'संपर्क जानकारी' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'बिलिंग पता' })).toBeTruthy();
    expect(await within(dialog).findByText('कृपया ईमेल भरें')).toBeTruthy();
    expect(within(dialog).getByText('कृपया शहर भरें')).toBeTruthy();
    expect(within(dialog).getByText('कृपया पिनकोड भरें')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});

describe('the cart in English', () => {
  it('keeps the specification’s words', async () => {
    storeSignedInSession();
    storeCart();
    serveRequests({});
    renderCartIn('en');
    expect(screen.getByRole('button', { name: COUPON_TEXTS.apply })).toBeTruthy();
    expect(screen.getByText(CART_TEXTS.taxesIncluded)).toBeTruthy();
    expect(screen.getByRole('link', { name: CART_TEXTS.continueShopping })).toBeTruthy();
    const dialog = await proceedEmpty(
      CHECKOUT_TEXTS.payWith,
      CHECKOUT_TEXTS.detailsTitle,
      CHECKOUT_TEXTS.proceedToPayment,
    );
    for (const message of [
      CUSTOMER_MESSAGES.emailRequired,
      CUSTOMER_MESSAGES.phoneRequired,
      CUSTOMER_MESSAGES.zipRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
  });
});
