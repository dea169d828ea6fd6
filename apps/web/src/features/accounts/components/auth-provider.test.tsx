import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveRequests } from '../../../testing/render-route.tsx';
import { eventually } from '../../../testing/timers.ts';
import type { Auth } from '../auth-context.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { profileAnswer, sampleProfile, storedSession, storeSignedInSession } from '../testing/session.ts';
import { AuthProvider } from './auth-provider.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Renders the session as text, and hands the test its actions. */
function renderSession() {
  const session: { current?: Auth } = {};
  function Show() {
    const auth = useAuth();
    session.current = auth;
    return (
      <dl>
        <dt>signed in</dt>
        <dd>{String(auth.isAuthenticated)}</dd>
        <dt>name</dt>
        <dd>{[auth.user?.firstName, auth.user?.lastName].filter(Boolean).join(' ') || '-'}</dd>
        <dt>loading</dt>
        <dd>{String(auth.loading)}</dd>
        <dt>error</dt>
        <dd>{auth.error ?? '-'}</dd>
        <dt>message</dt>
        <dd>{auth.message ?? '-'}</dd>
      </dl>
    );
  }
  render(
    <AuthProvider>
      <Show />
    </AuthProvider>,
  );
  return () => {
    if (!session.current) throw new Error('The session was not rendered');
    return session.current;
  };
}

const shown = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the user session', () => {
  it('is restored from the browser when the token, user id and first name are all stored', () => {
    storeSignedInSession();
    renderSession();
    expect(shown('signed in')).toBe('true');
    expect(shown('name')).toBe('Meena Sundaram');
  });

  it.each(['token', 'userId', 'firstName'])('is not restored when %s is missing', (missing) => {
    storeSignedInSession();
    localStorage.removeItem(missing);
    renderSession();
    expect(shown('signed in')).toBe('false');
    expect(shown('name')).toBe('-');
  });

  it('ends on logout, the stored keys go with it, and the server is told to end the session', async () => {
    const sent = serveRequests({
      'POST /logout': { body: { success: true, message: 'You have been signed out.' } },
    });
    storeSignedInSession();
    const auth = renderSession();
    act(() => auth().logout());
    expect(shown('signed in')).toBe('false');
    expect(storedSession()).toEqual({ token: null, userId: null, firstName: null, lastName: null });
    await eventually(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/logout', authorization: 'Bearer token-1' }),
      ),
    );
  });

  it('signs out in the browser even when the server cannot be reached', async () => {
    const sent = serveRequests({ 'POST /logout': 'network-error' });
    storeSignedInSession();
    const auth = renderSession();
    act(() => auth().logout());
    await eventually(() => expect(sent.map((request) => request.url)).toContain('/logout'));
    expect(shown('signed in')).toBe('false');
    expect(shown('error')).toBe('-');
  });

  it('follows a sign-in and a logout made in another tab', () => {
    renderSession();
    const otherTabWrites = (write: () => void, key: string | null) =>
      act(() => {
        write();
        window.dispatchEvent(new StorageEvent('storage', { key }));
      });

    otherTabWrites(() => storeSignedInSession({ firstName: 'Kavya', lastName: 'Iyer' }), 'firstName');
    expect(shown('signed in')).toBe('true');
    expect(shown('name')).toBe('Kavya Iyer');

    otherTabWrites(() => localStorage.setItem('cart', '[]'), 'cart');
    expect(shown('signed in')).toBe('true');

    otherTabWrites(() => localStorage.clear(), null);
    expect(shown('signed in')).toBe('false');
    expect(shown('name')).toBe('-');
  });

  it('shows a request under way and drops the last error; signing in also drops the last message', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const refusal = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    const sent = serveRequests({
      'POST /reset-password-request': { body: { success: true, message: 'sent' } },
      'POST /login': () => refusal,
    });
    const auth = renderSession();
    await act(() => auth().requestReset({ email: 'meena@example.in' }));
    expect(shown('message')).toBe('Verification code sent to your email!');

    let signingIn: Promise<boolean> = Promise.resolve(false);
    act(() => {
      signingIn = auth().login({ email: 'meena@example.in', password: 'silver925' });
    });
    expect(shown('loading')).toBe('true');
    expect(shown('message')).toBe('-');
    // The first request loads the requests' code before it asks the server.
    await eventually(() => expect(sent.map((request) => request.url)).toContain('/login'));
    await act(async () => {
      answer({ status: 401, body: { success: false, message: 'The email or password is not right.' } });
      await signingIn;
    });
    expect(shown('loading')).toBe('false');
    expect(shown('error')).toBe('The email or password is not right.');
  });

  it('keeps the message through a profile request but drops the error', async () => {
    storeSignedInSession();
    serveRequests({
      'POST /reset-password-request': { status: 429, body: { success: false, message: 'Too many codes' } },
      'GET /user/profile': profileAnswer(sampleProfile({ firstName: 'Meenakshi', lastName: 'S' })),
    });
    const auth = renderSession();
    await act(() => auth().requestReset({ email: 'meena@example.in' }));
    expect(shown('error')).toBe('Too many codes');
    await act(() => auth().fetchProfile());
    expect(shown('error')).toBe('-');
    // The profile refreshes the session's name, in the browser too.
    expect(shown('name')).toBe('Meenakshi S');
    expect(storedSession()).toMatchObject({ firstName: 'Meenakshi', lastName: 'S' });
  });

  it('refuses the profile calls without a token, and asks the server nothing', async () => {
    const sent = serveRequests({});
    const auth = renderSession();
    let found: unknown = 'unset';
    await act(async () => {
      found = await auth().fetchProfile();
    });
    expect(found).toBeNull();
    expect(shown('error')).toBe('No authentication token found');
    expect(sent).toEqual([]);
  });

  it('takes a refusal that comes with 200 as a refusal', async () => {
    serveRequests({ 'POST /login': { body: { success: false, message: 'Account locked' } } });
    const auth = renderSession();
    await act(() => auth().login({ email: 'meena@example.in', password: 'silver925' }));
    expect(shown('error')).toBe('Account locked');
    expect(shown('signed in')).toBe('false');
  });

  it('shows the server’s message for a failed deletion, else the spec’s fallback', async () => {
    storeSignedInSession();
    let reason: string | undefined = 'Try again later';
    serveRequests({
      'DELETE /user/profile': () => ({
        status: 503,
        body: reason ? { success: false, message: reason } : {},
      }),
    });
    const auth = renderSession();
    await act(() => auth().deleteAccount());
    expect(shown('error')).toBe('Try again later');
    reason = undefined;
    await act(() => auth().deleteAccount());
    expect(shown('error')).toBe('Failed to delete account');
    expect(shown('signed in')).toBe('true');
  });
});
