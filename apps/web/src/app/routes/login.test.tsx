import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { fakeGoogle, googleCredential } from '../../features/accounts/testing/fake-google.ts';
import { storedSession, storeSignedInSession } from '../../features/accounts/testing/session.ts';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import { appears, eventually, fakeTimeouts, passTime } from '../../testing/timers.ts';
import ForgotPasswordRoute from './forgot-password.tsx';
import LoginRoute from './login.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const NO_GOOGLE = { '/api/config': { body: { success: true, googleClientId: null } } };
const WELCOME = {
  body: { success: true, message: 'ok', token: 'token-9', userId: 'user-9', firstName: 'Meena' },
};

function renderLogin(url = '/login') {
  return renderPages(
    <>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/forgot-password" element={<ForgotPasswordRoute />} />
    </>,
    url,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('the sign-in screen', () => {
  it('shows the spec’s texts, links and fields', async () => {
    serveRequests(NO_GOOGLE);
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('Sign in to your account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Velli & Thangam' }).getAttribute('href')).toBe('/');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText(/Don't have an account\?/).textContent).toBe(
      "Don't have an account? Create account",
    );
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('checks each field as it changes and keeps Sign In disabled until the form is valid', async () => {
    serveRequests(NO_GOOGLE);
    renderLogin();
    const user = userEvent.setup();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toHaveProperty('disabled', true);

    const email = screen.getByLabelText('Email');
    await user.type(email, 'meena');
    const emailError = await screen.findByText('Please enter a valid email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(emailError.id);
    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(email, 'Meena@Example.in');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();

    await user.type(screen.getByLabelText('Password'), 'silver9');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(signIn).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password'), '2');
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    expect(signIn).toHaveProperty('disabled', false);
  });

  it('shows and hides the password with its toggle', async () => {
    serveRequests(NO_GOOGLE);
    renderLogin();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('signs in: Signing in... while it waits, the welcome in a green box, and home after a second', async () => {
    let answer: (value: typeof WELCOME) => void = () => undefined;
    const sent = serveRequests({
      ...NO_GOOGLE,
      'POST /login': () => new Promise((resolve) => (answer = resolve)),
    });
    const page = renderLogin();
    await fillIn(userEvent.setup(), 'Meena@Example.in', 'silver925');
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const waiting = await appears(() => screen.queryByRole('button', { name: 'Signing in...' }));
    expect(waiting).toHaveProperty('disabled', true);
    await appears(() => sent.find((request) => request.method === 'POST'));
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: '/login',
      body: { email: 'meena@example.in', password: 'silver925' },
    });

    answer(WELCOME);
    await appears(() => within(screen.getByRole('status')).queryByText('Welcome back, Meena!'));
    expect(storedSession()).toEqual({
      token: 'token-9',
      userId: 'user-9',
      firstName: 'Meena',
      lastName: null,
    });

    passTime(999);
    expect(page.address()).toBe('/login');
    passTime(1);
    expect(page.address()).toBe('/');
    expect(screen.getByText('Page at /')).toBeTruthy();
  });

  it.each([
    ['goes back to the page the shopper was sent away from, and forgets it', '/cart', '/cart'],
    ['will not send the shopper to another site after signing in', '//elsewhere.example/phish', '/'],
  ])('%s', async (_, remembered, after) => {
    localStorage.setItem('redirectAfterLogin', remembered);
    serveRequests({ ...NO_GOOGLE, 'POST /login': WELCOME });
    const page = renderLogin();
    await fillIn(userEvent.setup(), 'meena@example.in', 'silver925');
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await appears(() => screen.queryByText('Welcome back, Meena!'));
    passTime(1000);
    expect(page.address()).toBe(after);
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('shows the server’s refusal in a red box, and the spec’s fallback when there is none', async () => {
    let refusal: 'message' | 'network' = 'message';
    serveRequests({
      ...NO_GOOGLE,
      'POST /login': () =>
        refusal === 'message'
          ? { status: 401, body: { success: false, message: 'The email or password is not right.' } }
          : 'network-error',
    });
    const page = renderLogin();
    const user = userEvent.setup();
    await fillIn(user, 'meena@example.in', 'silver925');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText('The email or password is not right.')).toBeTruthy();
    expect(page.address()).toBe('/login');
    expect(storedSession().token).toBeNull();

    refusal = 'network';
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await within(alert).findByText('Login failed. Please try again.')).toBeTruthy();
    expect(within(alert).queryByText('The email or password is not right.')).toBeNull();
  });

  it('clears the error when the shopper leaves the screen', async () => {
    serveRequests({
      ...NO_GOOGLE,
      'POST /login': {
        status: 401,
        body: { success: false, message: 'The email or password is not right.' },
      },
    });
    renderLogin();
    const user = userEvent.setup();
    await fillIn(user, 'meena@example.in', 'silver925');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('The email or password is not right.');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.queryByText('The email or password is not right.')).toBeNull();
  });

  it('sends a shopper who is signed in already to the home page', async () => {
    storeSignedInSession();
    serveRequests(NO_GOOGLE);
    const page = renderLogin();
    expect(await screen.findByText('Page at /')).toBeTruthy();
    expect(page.address()).toBe('/');
  });

  it('offers no Google button, and loads none of Google’s code, when the shop has no Google client id', async () => {
    const google = fakeGoogle('unused');
    const sent = serveRequests(NO_GOOGLE);
    renderLogin();
    await eventually(() => expect(sent.map((request) => request.url)).toContain('/api/config'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Or continue with')).toBeNull();
    expect(google.requested()).toEqual([]);
  });

  it('signs in with Google when the shop has a client id', async () => {
    const credential = googleCredential({
      email: 'sruti@example.in',
      given_name: 'Śruti',
      family_name: 'Raman',
      sub: 'google-42',
      picture: 'https://lh3.googleusercontent.com/a/photo',
    });
    const google = fakeGoogle(credential);
    const sent = serveRequests({
      '/api/config': { body: { success: true, googleClientId: 'client-1.apps.googleusercontent.com' } },
      'POST /auth/google/verify': {
        body: {
          success: true,
          message: 'Signed in with Google',
          token: 'token-g',
          userId: 'user-g',
          firstName: 'Śruti',
          authProvider: 'google',
        },
      },
    });
    renderLogin();
    expect(await screen.findByText('Or continue with')).toBeTruthy();
    await eventually(() => expect(google.requested()).toEqual(['https://accounts.google.com/gsi/client']));
    google.load();
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(google.clientIds).toEqual(['client-1.apps.googleusercontent.com']);

    await userEvent.click(button);
    expect(await screen.findByText('Signed in with Google')).toBeTruthy();
    expect(sent.find((request) => request.url === '/auth/google/verify')?.body).toEqual({
      credential,
      email: 'sruti@example.in',
      firstName: 'Śruti',
      lastName: 'Raman',
      googleId: 'google-42',
      profilePicture: 'https://lh3.googleusercontent.com/a/photo',
    });
    expect(storedSession()).toMatchObject({ token: 'token-g', userId: 'user-g', firstName: 'Śruti' });
    google.remove();
  });

  it('leaves the Google button away when Google’s script cannot be loaded', async () => {
    const google = fakeGoogle('unused');
    serveRequests({ '/api/config': { body: { success: true, googleClientId: 'client-1' } } });
    renderLogin();
    expect(await screen.findByText('Or continue with')).toBeTruthy();
    await eventually(() => expect(google.requested()).toHaveLength(1));
    google.fail();
    await eventually(() => expect(screen.queryByText('Or continue with')).toBeNull());
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
