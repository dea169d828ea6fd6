import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { storedSession } from '../../features/accounts/testing/session.ts';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import { appears, eventually, fakeTimeouts, passTime } from '../../testing/timers.ts';
import RegisterRoute from './register.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NO_GOOGLE = { '/api/config': { body: { success: true, googleClientId: null } } };

const renderRegister = () => renderPages(<Route path="/register" element={<RegisterRoute />} />, '/register');

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Meena');
  await user.type(screen.getByLabelText('Last name'), 'Sundaram');
  await user.type(screen.getByLabelText('Email'), 'meena@example.in');
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  await user.type(screen.getByLabelText('Password'), 'silver925');
}

const checklistItem = (rule: string) => screen.getByText(rule).closest('li')?.textContent;

describe('the registration screen', () => {
  it('shows the spec’s texts, fields and links', () => {
    serveRequests(NO_GOOGLE);
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    for (const label of ['First name', 'Last name', 'Email', 'Phone number', 'Password'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('says what is wrong with each field as the shopper types', async () => {
    serveRequests(NO_GOOGLE);
    renderRegister();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'M');
    expect(await screen.findByText('2-30 characters, letters only')).toBeTruthy();
    await user.clear(screen.getByLabelText('First name'));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Last name'), 'S1');
    expect(await screen.findByText('2-30 characters, letters only')).toBeTruthy();
    await user.type(screen.getByLabelText('Phone number'), '98765');
    expect(await screen.findByText('Please enter a valid 10-digit phone number')).toBeTruthy();
    await user.clear(screen.getByLabelText('Phone number'));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'meena@');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'silverring');
    expect(await screen.findByText('At least 8 characters with one letter and one number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', true);
  });

  it('ticks the password checklist live', async () => {
    serveRequests(NO_GOOGLE);
    renderRegister();
    const user = userEvent.setup();
    expect(checklistItem('At least 8 characters')).toContain('(not met)');
    await user.type(screen.getByLabelText('Password'), 'ab1');
    expect(checklistItem('Contains letters')).toContain('(met)');
    expect(checklistItem('Contains numbers')).toContain('(met)');
    expect(checklistItem('At least 8 characters')).toContain('(not met)');
    await user.type(screen.getByLabelText('Password'), 'cdefg');
    expect(checklistItem('At least 8 characters')).toContain('(met)');
  });

  it('says which symbols a password may hold, beside the spec’s message, when one it refuses is typed', async () => {
    serveRequests(NO_GOOGLE);
    renderRegister();
    const user = userEvent.setup();
    const symbols = 'Only letters A-Z, numbers and the symbols @ $ ! % * # ? &';
    expect(checklistItem(symbols)).toContain('(not met)');
    await user.type(screen.getByLabelText('Password'), 'Silver925-Anklet');
    // Long enough, with letters and numbers: the hyphen is what is refused, and the list says so.
    expect(await screen.findByText('At least 8 characters with one letter and one number')).toBeTruthy();
    expect(checklistItem('At least 8 characters')).toContain('(met)');
    expect(checklistItem('Contains letters')).toContain('(met)');
    expect(checklistItem('Contains numbers')).toContain('(met)');
    expect(checklistItem(symbols)).toContain('(not met)');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(
      screen.getByRole('list', { name: 'Password requirements' }).id,
    );

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Silver925@Anklet');
    expect(checklistItem(symbols)).toContain('(met)');
    await eventually(() =>
      expect(screen.queryByText('At least 8 characters with one letter and one number')).toBeNull(),
    );
  });

  it('creates the account, welcomes the shopper by name and goes home after a second', async () => {
    const created = {
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
    // The answer waits until the test has seen the waiting state: answered at once, a busy
    // machine can render the welcome before the waiting button was ever looked for.
    let answer: (value: typeof created) => void = () => undefined;
    const sent = serveRequests({
      ...NO_GOOGLE,
      'POST /register': () => new Promise((resolve) => (answer = resolve)),
    });
    const page = renderRegister();
    await fillIn(userEvent.setup());
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toHaveProperty('disabled', false);
    fakeTimeouts();
    fireEvent.click(submit);
    expect(await appears(() => screen.queryByRole('button', { name: 'Creating account...' }))).toHaveProperty(
      'disabled',
      true,
    );
    await appears(() => sent.find((request) => request.method === 'POST'));
    answer(created);
    await appears(() => within(screen.getByRole('status')).queryByText('Welcome to Velli & Thangam, Meena!'));
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: '/register',
      body: {
        firstName: 'Meena',
        lastName: 'Sundaram',
        email: 'meena@example.in',
        phoneNumber: '9876543210',
        password: 'silver925',
      },
    });
    expect(storedSession()).toEqual({
      token: 'token-9',
      userId: 'user-9',
      firstName: 'Meena',
      lastName: 'Sundaram',
    });
    passTime(999);
    expect(page.address()).toBe('/register');
    passTime(1);
    expect(page.address()).toBe('/');
  });

  it('shows the server’s refusal in a red box', async () => {
    serveRequests({
      ...NO_GOOGLE,
      'POST /register': {
        status: 409,
        body: { success: false, message: 'An account with this email already exists. Sign in instead.' },
      },
    });
    renderRegister();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await within(screen.getByRole('alert')).findByText(
        'An account with this email already exists. Sign in instead.',
      ),
    ).toBeTruthy();
    expect(storedSession().token).toBeNull();
  });

  it('falls back to the spec’s text when the server gives no reason', async () => {
    serveRequests({ ...NO_GOOGLE, 'POST /register': { status: 500, body: 'Internal error' } });
    renderRegister();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeTruthy();
  });
});
