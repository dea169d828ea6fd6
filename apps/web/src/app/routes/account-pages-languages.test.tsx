/**
 * The sign-in and registration screens, a customer's order page and the profile with its
 * language for e-mails in Tamil and Hindi, from
 * their compiled catalogs; in English, in the specification's words (the English of each
 * screen is also held by its own test: login.test.tsx, register.test.tsx, order.test.tsx).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@shop/shared/languages';
import { ACCOUNT_TEXTS, MESSAGES } from '@shop/shared/accounts';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { DOCUMENT_NAMES } from '@shop/shared/gst';
import { ORDER_STATUS_NAMES } from '@shop/shared/order-lifecycle';
import type { OrderProofsAnswer } from '@shop/shared/proofs';
import { FIELD_MESSAGES, SESSION_MESSAGES, sessionMessage } from '../../features/accounts/account-words.ts';
import {
  profileAnswer,
  sampleProfile,
  storeSignedInSession,
} from '../../features/accounts/testing/session.ts';
import { DOCUMENT_NAME_MESSAGES, ORDER_STATUS_MESSAGES } from '../../features/orders/order-words.ts';
import { allMessagesOf, i18nFor } from '../../lib/i18n.ts';
import { ALL_CATALOGS } from '../../locales/all-catalogs.ts';
import { inLanguage } from '../../testing/in-language.tsx';
import { ComplaintForm } from '../../features/complaints/components/complaint-form.tsx';
import { renderPages, renderRoute, serveRequests } from '../../testing/render-route.tsx';
import { appears } from '../../testing/timers.ts';
import LoginRoute from './login.tsx';
import OrderRoute from './order.tsx';
import ProfileRoute from './profile.tsx';
import RegisterRoute from './register.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const NO_GOOGLE = { '/api/config': { body: { success: true, googleClientId: null } } };

function inPage(language: Language, page: ReactElement) {
  const Words = inLanguage(language);
  return <Words>{page}</Words>;
}

const renderLogin = (language: Language) =>
  renderPages(<Route path="/login" element={inPage(language, <LoginRoute />)} />, '/login');
const renderRegister = (language: Language) =>
  renderPages(<Route path="/register" element={inPage(language, <RegisterRoute />)} />, '/register');

describe('the account’s shared words', () => {
  it('are the shared modules’ English texts', () => {
    for (const [key, descriptor] of Object.entries(FIELD_MESSAGES))
      expect(descriptor.message, key).toBe(MESSAGES[key as keyof typeof FIELD_MESSAGES]);
    for (const [status, descriptor] of Object.entries(ORDER_STATUS_MESSAGES))
      expect(descriptor.message, status).toBe(ORDER_STATUS_NAMES[status as keyof typeof ORDER_STATUS_NAMES]);
    for (const [kind, descriptor] of Object.entries(DOCUMENT_NAME_MESSAGES))
      expect(descriptor.message, kind).toBe(DOCUMENT_NAMES[kind as keyof typeof DOCUMENT_NAMES]);
    for (const [key, descriptor] of Object.entries(SESSION_MESSAGES))
      expect(descriptor.message, key).toBe(ACCOUNT_TEXTS[key as keyof typeof SESSION_MESSAGES]);
  });

  it('greet and tell in English exactly as the shared module does', () => {
    const english = i18nFor('en', allMessagesOf(ALL_CATALOGS.en));
    for (const text of [
      ACCOUNT_TEXTS.loginWelcome('Meena'),
      ACCOUNT_TEXTS.registerWelcome('Meena'),
      ACCOUNT_TEXTS.signedOut,
      ACCOUNT_TEXTS.accountDeleted,
      ACCOUNT_TEXTS.wrongCredentials,
      'Something the shop has not said before',
    ])
      expect(sessionMessage(english, text)).toBe(text);
  });
});

describe('the session’s status lines', () => {
  it('say in Tamil why signing in failed', async () => {
    serveRequests({
      ...NO_GOOGLE,
      'POST /login': { status: 401, body: { success: false, message: ACCOUNT_TEXTS.wrongCredentials } },
    });
    renderLogin('ta');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'meena@example.in');
    await user.type(screen.getByLabelText('கடவுச்சொல்'), 'silver925');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    expect(
      await within(screen.getByRole('alert')).findByText('மின்னஞ்சல் அல்லது கடவுச்சொல் சரியில்லை.'),
    ).toBeTruthy();
  });

  it('welcome back in Tamil and in Hindi', async () => {
    serveRequests({ ...NO_GOOGLE, 'POST /login': { body: { ...CREATED.body, message: 'ok' } } });
    renderLogin('hi');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ईमेल'), 'meena@example.in');
    await user.type(screen.getByLabelText('पासवर्ड'), 'silver925');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await within(screen.getByRole('status')).findByText('फिर से स्वागत है, Meena!')).toBeTruthy();
    const tamil = i18nFor('ta', allMessagesOf(ALL_CATALOGS.ta));
    expect(sessionMessage(tamil, ACCOUNT_TEXTS.loginWelcome('Meena'))).toBe('மீண்டும் வருக, Meena!');
  });

  it('tell in Tamil and Hindi that the account was deleted or the session ended', () => {
    const tamil = i18nFor('ta', allMessagesOf(ALL_CATALOGS.ta));
    const hindi = i18nFor('hi', allMessagesOf(ALL_CATALOGS.hi));
    expect(sessionMessage(tamil, ACCOUNT_TEXTS.accountDeleted)).toBe('உங்கள் கணக்கு நீக்கப்பட்டது.');
    expect(sessionMessage(hindi, ACCOUNT_TEXTS.sessionEnded)).toBe(
      'आपका सेशन ख़त्म हो गया है। कृपया फिर से साइन इन करें।',
    );
    expect(sessionMessage(hindi, ACCOUNT_TEXTS.signedOut)).toBe('आप साइन आउट हो गए हैं।');
  });
});

describe('the sign-in screen', () => {
  it('speaks Tamil, and says in Tamil what a field lacks', async () => {
    serveRequests(NO_GOOGLE);
    renderLogin('ta');
    expect(screen.getByRole('heading', { level: 1, name: 'மீண்டும் வருக' })).toBeTruthy();
    expect(screen.getByText('உங்கள் கணக்கில் உள்நுழையுங்கள்')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'கடவுச்சொல் மறந்துவிட்டதா?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'உள்நுழை' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'கணக்கு உருவாக்குங்கள்' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('button', { name: 'கடவுச்சொல்லைக் காட்டு' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'meena@');
    expect(await screen.findByText('சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்')).toBeTruthy();
    await user.type(screen.getByLabelText('கடவுச்சொல்'), 'abc');
    expect(await screen.findByText('கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்')).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    serveRequests(NO_GOOGLE);
    renderLogin('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' }).getAttribute('href')).toBe('/');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ईमेल'), 'meena@');
    expect(await screen.findByText('कृपया सही ईमेल पता डालें')).toBeTruthy();
    await user.clear(screen.getByLabelText('ईमेल'));
    expect(await screen.findByText('कृपया ईमेल भरें')).toBeTruthy();
  });

  it('keeps the specification’s English', () => {
    serveRequests(NO_GOOGLE);
    renderLogin('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

const CREATED = {
  status: 201,
  body: {
    success: true,
    message: 'Account created',
    token: 'token-9',
    userId: 'user-9',
    firstName: 'Meena',
    lastName: 'Sundaram',
  },
};

describe('the registration screen', () => {
  it('speaks Tamil, ticks its checklist in Tamil and registers the customer in Tamil', async () => {
    const sent = serveRequests({ ...NO_GOOGLE, 'POST /register': CREATED });
    renderRegister('ta');
    expect(screen.getByRole('heading', { level: 1, name: 'கணக்கு உருவாக்கு' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('முதல் பெயர்'), 'M');
    expect(await screen.findByText('2-30 எழுத்துகள், எழுத்துகள் மட்டும்')).toBeTruthy();
    await user.clear(screen.getByLabelText('முதல் பெயர்'));
    expect(await screen.findByText('முதல் பெயர் தேவை')).toBeTruthy();
    const checklist = screen.getByRole('list', { name: 'கடவுச்சொல் விதிகள்' });
    expect(within(checklist).getByText('குறைந்தது 8 எழுத்துகள்').closest('li')?.textContent).toContain(
      '(பூர்த்தியாகவில்லை)',
    );
    await user.type(screen.getByLabelText('முதல் பெயர்'), 'Meena');
    await user.type(screen.getByLabelText('கடைசிப் பெயர்'), 'Sundaram');
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'meena@example.in');
    await user.type(screen.getByLabelText('தொலைபேசி எண்'), '9876543210');
    await user.type(screen.getByLabelText('கடவுச்சொல்'), 'silver925');
    expect(within(checklist).getByText('எண்கள் உள்ளன').closest('li')?.textContent).toContain('(பூர்த்தியானது)');
    await user.click(screen.getByRole('button', { name: 'கணக்கு உருவாக்கு' }));
    const request = await appears(() => sent.find((one) => one.method === 'POST'));
    expect(request).toMatchObject({ url: '/register', body: { email: 'meena@example.in', language: 'ta' } });
    expect(
      await within(screen.getByRole('status')).findByText('Velli & Thangam க்கு வருக, Meena!'),
    ).toBeTruthy();
  });

  it('speaks Hindi and registers the customer in Hindi', async () => {
    const sent = serveRequests({ ...NO_GOOGLE, 'POST /register': CREATED });
    renderRegister('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'अकाउंट बनाएँ' })).toBeTruthy();
    expect(screen.getByText('अपनी पसंद से बने चाँदी और सोने के गहनों के लिए हमसे जुड़ें')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'साइन इन करें' }).getAttribute('href')).toBe('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '98765');
    expect(await screen.findByText('कृपया सही 10 अंकों का फ़ोन नंबर भरें')).toBeTruthy();
    await user.clear(screen.getByLabelText('फ़ोन नंबर'));
    await user.type(screen.getByLabelText('पहला नाम'), 'Meena');
    await user.type(screen.getByLabelText('अंतिम नाम'), 'Sundaram');
    await user.type(screen.getByLabelText('ईमेल'), 'meena@example.in');
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '9876543210');
    await user.type(screen.getByLabelText('पासवर्ड'), 'silverring');
    expect(await screen.findByText('कम से कम 8 अक्षर, जिनमें एक अक्षर और एक अंक हो')).toBeTruthy();
    await user.clear(screen.getByLabelText('पासवर्ड'));
    await user.type(screen.getByLabelText('पासवर्ड'), 'silver925');
    await user.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));
    const request = await appears(() => sent.find((one) => one.method === 'POST'));
    expect(request).toMatchObject({ url: '/register', body: { language: 'hi' } });
    expect(
      await within(screen.getByRole('status')).findByText('Velli & Thangam में आपका स्वागत है, Meena!'),
    ).toBeTruthy();
  });

  it('registers the customer in English from the English pages', async () => {
    const sent = serveRequests({ ...NO_GOOGLE, 'POST /register': CREATED });
    renderRegister('en');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Meena');
    await user.type(screen.getByLabelText('Last name'), 'Sundaram');
    await user.type(screen.getByLabelText('Email'), 'meena@example.in');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'silver925');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const request = await appears(() => sent.find((one) => one.method === 'POST'));
    expect(request).toMatchObject({ url: '/register', body: { language: 'en' } });
    expect(
      await within(screen.getByRole('status')).findByText('Welcome to Velli & Thangam, Meena!'),
    ).toBeTruthy();
  });
});

const ORDER_ID = 'a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d';

const SHIPPED: CustomerOrder = {
  orderId: ORDER_ID,
  status: 'shipped',
  createdAt: '2026-11-23T09:00:00.000Z',
  paidAt: '2026-11-23T09:01:00.000Z',
  paymentMethod: 'online',
  confirmBy: null,
  timeline: [
    { status: 'paid', at: '2026-11-23T09:01:00.000Z' },
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
  paidInTheEndPaise: 1_867_00,
  subtotal: 1767,
  shipping: 100,
  total: 1867,
  currency: 'INR',
  gift: { message: 'Happy birthday', wrap: true },
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
      name: 'Leaf Ring',
      image: '/images/1-640.webp',
      price: 1767,
      quantity: 1,
      size: '14',
      variant: 'Silver',
      total: 1767,
      customization: null,
      huid: null,
    },
  ],
};

const INVOICE = {
  kind: 'invoice',
  number: 'VT/2026-27/00005',
  issuedAt: '2026-12-01T10:00:00.000Z',
  totalPaise: 1_867_00,
  refundId: null,
};

function renderOrder(language: Language) {
  storeSignedInSession({ token: 'token-7' });
  serveRequests({
    [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: SHIPPED } },
    [`GET /api/orders/${ORDER_ID}/documents`]: { body: { success: true, documents: [INVOICE] } },
  });
  return renderPages(
    <Route path="/orders/:orderId" element={inPage(language, <OrderRoute />)} />,
    `/orders/${ORDER_ID}`,
  );
}

describe('a customer’s order page', () => {
  it('tells in Tamil where the order is, its pieces, totals, gift and documents', async () => {
    renderOrder('ta');
    expect(await screen.findByRole('heading', { level: 1, name: 'ஆர்டர் A1B2C3D4' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'என் எல்லா ஆர்டர்களும்' })).toBeTruthy();
    const where = screen.getByRole('region', { name: 'உங்கள் ஆர்டர் எங்கே உள்ளது' });
    expect(within(where).getByText('அனுப்பப்பட்டது', { selector: 'p' })).toBeTruthy();
    expect(
      within(where).getByText('டிச. 2, புத. முதல் டிச. 7, திங். வரை வந்துசேரும் என எதிர்பார்க்கலாம்'),
    ).toBeTruthy();
    expect(within(where).getByText('கூரியர்')).toBeTruthy();
    expect(within(where).getByRole('link', { name: 'உங்கள் பார்சலைக் கண்காணியுங்கள்' })).toBeTruthy();
    expect(within(where).getByRole('heading', { name: 'நிகழ்வுகள்' })).toBeTruthy();
    const steps = within(where)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      expect.stringMatching(/^பணம் செலுத்தப்பட்டது நவ. 23/),
      expect.stringMatching(/^அனுப்பப்பட்டது டிச. 1/),
    ]);
    const pieces = screen.getByRole('region', { name: 'நகைகள்' });
    expect(within(pieces).getByText('Silver · அளவு 14 · எண்ணிக்கை 1')).toBeTruthy();
    expect(within(pieces).getByText('துணை மொத்தம்').nextElementSibling?.textContent).toBe('₹1,767');
    expect(within(pieces).getByText('செலுத்திய மொத்தம்').nextElementSibling?.textContent).toBe('₹1,867');
    expect(screen.getByRole('region', { name: 'டெலிவரி முகவரி' }).textContent).toContain('3 Gandhi Road');
    expect(within(screen.getByRole('region', { name: 'பரிசு' })).getByText('பரிசுப் பொதியுடன்')).toBeTruthy();
    const documents = await screen.findByRole('region', { name: 'ஆவணங்கள்' });
    expect(
      await within(documents).findByRole('link', { name: 'வரி விலைப்பட்டியல் VT/2026-27/00005 பதிவிறக்கு' }),
    ).toBeTruthy();
    expect(within(documents).getByText('வரி விலைப்பட்டியல்', { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'இந்த ஆர்டரில் ஏதாவது பிரச்சினையா?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'இந்த ஆர்டர் பற்றிப் புகார் அளியுங்கள்' })).toBeTruthy();
  });

  it('tells it in Hindi', async () => {
    renderOrder('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर A1B2C3D4' })).toBeTruthy();
    const where = screen.getByRole('region', { name: 'आपका ऑर्डर कहाँ है' });
    expect(within(where).getByText('भेज दिया गया', { selector: 'p' })).toBeTruthy();
    expect(within(where).getByText('बुध, 2 दिस॰ से सोम, 7 दिस॰ के बीच पहुँचने की उम्मीद')).toBeTruthy();
    expect(within(where).getByRole('link', { name: 'अपना पार्सल ट्रैक करें' })).toBeTruthy();
    const pieces = screen.getByRole('region', { name: 'गहने' });
    expect(within(pieces).getByText('कुल भुगतान').nextElementSibling?.textContent).toBe('₹1,867');
    expect(within(pieces).getByText('डिलीवरी शुल्क').nextElementSibling?.textContent).toBe('₹100');
    const documents = await screen.findByRole('region', { name: 'दस्तावेज़' });
    expect(
      await within(documents).findByRole('link', { name: 'टैक्स इनवॉइस VT/2026-27/00005 डाउनलोड करें' }),
    ).toBeTruthy();
  });

  it('keeps the specification’s English', async () => {
    renderOrder('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A1B2C3D4' })).toBeTruthy();
    const where = screen.getByRole('region', { name: 'Where your order is' });
    expect(within(where).getByText('Expected between Wed 2 Dec and Mon 7 Dec')).toBeTruthy();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(
      await within(documents).findByRole('link', { name: 'Download tax invoice VT/2026-27/00005' }),
    ).toBeTruthy();
  });
});

/** The value shown beside a label in view mode. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

function renderProfile(language: Language, profile = sampleProfile()) {
  storeSignedInSession();
  const sent = serveRequests({
    ...NO_GOOGLE,
    'GET /user/profile': profileAnswer(profile),
    'PUT /user/profile': profileAnswer(sampleProfile({ language: 'hi' }), 'Profile updated'),
    '/api/account/whatsapp': { body: { success: true, consent: null } },
  });
  renderPages(<Route path="/profile" element={inPage(language, <ProfileRoute />)} />, '/profile');
  return sent;
}

describe('the profile', () => {
  it('speaks Tamil, and keeps the language for e-mails the customer chooses', async () => {
    const sent = renderProfile('ta', sampleProfile({ language: 'ta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'என் சுயவிவரம்' })).toBeTruthy();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'சுயவிவரம்',
      'ஆர்டர்கள்',
      'அமைப்புகள்',
    ]);
    expect(shown('நகரம்')).toBe('தரப்படவில்லை');
    expect(shown('மின்னஞ்சல்களின் மொழி')).toBe('தமிழ்');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'சுயவிவரத்தைத் திருத்து' }));
    const choice = screen.getByLabelText('மின்னஞ்சல்களின் மொழி');
    expect(choice).toHaveProperty('value', 'ta');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'தமிழ்', 'हिन्दी']);
    await user.selectOptions(choice, 'hi');
    await user.click(screen.getByRole('button', { name: 'மாற்றங்களைச் சேமி' }));
    const put = await appears(() => sent.find((request) => request.method === 'PUT'));
    expect(put).toMatchObject({ url: '/user/profile', body: { firstName: 'Meena', language: 'hi' } });
    expect(await screen.findByText('हिन्दी', { selector: 'dd' })).toBeTruthy();
  });

  it('speaks Hindi, and names English for an account that never chose', async () => {
    renderProfile('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'प्रोफ़ाइल' })).toBeTruthy();
    expect(shown('ईमेल की भाषा')).toBe('English');
    expect(shown('पिन कोड')).toBe('नहीं दिया गया');
  });

  it('says “Language for e-mails” in English', async () => {
    renderProfile('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeTruthy();
    expect(shown('Language for e-mails')).toBe('English');
  });
});

describe('the complaint form', () => {
  it('asks in Tamil, and says in Tamil what is missing', async () => {
    renderRoute(inPage('ta', <ComplaintForm />), { path: '/contact', url: '/contact' });
    expect(screen.getByLabelText('உங்கள் பெயர்')).toBeTruthy();
    const topic = screen.getByLabelText('எதைப் பற்றியது?');
    expect(within(topic).getByRole('option', { name: 'ஓர் ஆர்டர்' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'புகாரைப் பதிவுசெய்' }));
    expect(await screen.findByText('உங்கள் பெயரைக் கூறுங்கள்')).toBeTruthy();
    expect(screen.getByText('புகார் எதைப் பற்றியது எனத் தேர்ந்தெடுங்கள்')).toBeTruthy();
    expect(screen.getByText('என்ன தவறு நடந்தது எனக் குறைந்தது 20 எழுத்துகளில் விவரியுங்கள்')).toBeTruthy();
  });

  it('asks in Hindi', async () => {
    renderRoute(inPage('hi', <ComplaintForm />), { path: '/contact', url: '/contact' });
    expect(screen.getByLabelText('आपका ईमेल')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'शिकायत दर्ज करें' }));
    expect(await screen.findByText('कृपया अपना नाम बताएँ')).toBeTruthy();
    expect(screen.getByText('कृपया ईमेल भरें')).toBeTruthy();
  });
});

const PROOFS: OrderProofsAnswer = {
  success: true,
  orderId: ORDER_ID,
  open: true,
  lines: [
    {
      position: 0,
      name: 'Leaf Ring',
      waiting: true,
      proofs: [
        {
          version: 1,
          contentType: 'image/png',
          uploadedAt: '2026-11-24T04:30:00.000Z',
          by: null,
          decision: null,
          comment: null,
          decidedAt: null,
        },
      ],
    },
  ],
  waiver: null,
};

function renderProofs(language: Language) {
  storeSignedInSession({ token: 'token-3' });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => {} }),
  );
  const paid: CustomerOrder = {
    ...SHIPPED,
    status: 'paid',
    shipment: null,
    gift: null,
    timeline: [
      { status: 'paid', at: '2026-11-23T09:01:00.000Z' },
      { proof: 'waiting', at: '2026-11-24T04:30:00.000Z', version: 1, name: 'Leaf Ring' },
    ],
  };
  const sent = serveRequests({
    [`GET /api/orders/${ORDER_ID}`]: { body: { success: true, order: paid } },
    [`GET /api/orders/${ORDER_ID}/proofs`]: { body: PROOFS },
    [`GET /api/orders/${ORDER_ID}/lines/0/proofs/1`]: { body: {} },
  });
  renderPages(
    <Route path="/orders/:orderId" element={inPage(language, <OrderRoute />)} />,
    `/orders/${ORDER_ID}`,
  );
  return sent;
}

describe('the proof on the order page', () => {
  it('asks for the customer’s decision in Tamil, and says in Tamil what a change needs', async () => {
    const sent = renderProofs('ta');
    const region = await screen.findByRole('region', { name: 'உங்கள் விருப்ப வடிவமைப்பின் மாதிரி' });
    expect(within(region).getByText('உங்கள் முடிவுக்காகக் காத்திருக்கிறது')).toBeTruthy();
    expect(await within(region).findByRole('img', { name: 'Leaf Ring இன் மாதிரி 1' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'ஒப்புதல் அளி' })).toBeTruthy();
    expect(screen.getByText('மாதிரி 1 பற்றிய உங்கள் முடிவுக்காகக் காத்திருக்கிறது', { selector: 'p' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'மாற்றம் கேளுங்கள்' }));
    expect(within(region).getByLabelText('நாங்கள் என்ன மாற்ற வேண்டும்?')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'என் கோரிக்கையை அனுப்பு' }));
    expect(await within(region).findByText('மாதிரியில் என்ன மாற்ற வேண்டும் எனக் கூறுங்கள்.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('asks for it in Hindi', async () => {
    renderProofs('hi');
    const region = await screen.findByRole('region', { name: 'आपकी पसंद के डिज़ाइन का प्रूफ़' });
    expect(within(region).getByRole('button', { name: 'मंज़ूर करें' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'बदलाव माँगें' })).toBeTruthy();
    expect(within(region).getByText('आपने माँगा था')).toBeTruthy();
  });
});
