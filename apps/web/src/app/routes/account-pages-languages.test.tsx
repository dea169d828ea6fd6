/**
 * The sign-in and registration screens and a customer's order page in Tamil and Hindi, from
 * their compiled catalogs; in English, in the specification's words.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@shop/shared/languages';
import { MESSAGES } from '@shop/shared/accounts';
import { FIELD_MESSAGES } from '../../features/accounts/account-words.ts';
import { inLanguage } from '../../testing/in-language.tsx';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import { appears } from '../../testing/timers.ts';
import LoginRoute from './login.tsx';
import RegisterRoute from './register.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

describe('the account forms’ shared words', () => {
  it('are the shared module’s English texts', () => {
    for (const [key, descriptor] of Object.entries(FIELD_MESSAGES))
      expect(descriptor.message, key).toBe(MESSAGES[key as keyof typeof FIELD_MESSAGES]);
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
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeTruthy();
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
  });

  it('speaks Hindi and registers the customer in Hindi', async () => {
    const sent = serveRequests({ ...NO_GOOGLE, 'POST /register': CREATED });
    renderRegister('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'अकाउंट बनाएँ' })).toBeTruthy();
    expect(screen.getByText('अपनी पसंद से बने चाँदी और सोने के गहनों के लिए हमसे जुड़ें')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'साइन इन करें' }).getAttribute('href')).toBe('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '98765');
    expect(await screen.findByText('कृपया सही 10 अंकों का फ़ोन नंबर डालें')).toBeTruthy();
    await user.clear(screen.getByLabelText('फ़ोन नंबर'));
    await user.type(screen.getByLabelText('पहला नाम'), 'Meena');
    await user.type(screen.getByLabelText('उपनाम'), 'Sundaram');
    await user.type(screen.getByLabelText('ईमेल'), 'meena@example.in');
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '9876543210');
    await user.type(screen.getByLabelText('पासवर्ड'), 'silverring');
    expect(await screen.findByText('कम से कम 8 अक्षर, जिनमें एक अक्षर और एक अंक हो')).toBeTruthy();
    await user.clear(screen.getByLabelText('पासवर्ड'));
    await user.type(screen.getByLabelText('पासवर्ड'), 'silver925');
    await user.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));
    const request = await appears(() => sent.find((one) => one.method === 'POST'));
    expect(request).toMatchObject({ url: '/register', body: { language: 'hi' } });
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
  });
});
