import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECOND_FACTOR_TEXTS, STAFF_TEXTS, type StaffSignInAnswer } from '@shop/shared/staff';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { readStaffToken } from '../../lib/staff-token.ts';
import { OWNER, renderPages } from '../../testing/render-pages.tsx';
import LoginRoute from './login.tsx';

const CHALLENGE = 'c'.repeat(43);
const SESSION: StaffSignInAnswer = { success: true, token: 'a-new-session', staff: OWNER };

function renderLogin() {
  return renderPages([{ path: '/login', element: <LoginRoute /> }], '/login');
}

async function signIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in to the back office', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names what is missing and asks the server nothing', async () => {
    const sent = serveRequests({});
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(STAFF_TEXTS.emailInvalid)).toBeTruthy();
    expect(screen.getByText(STAFF_TEXTS.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    serveRequests({
      'POST /api/admin/session': {
        status: 401,
        body: { success: false, message: STAFF_TEXTS.wrongCredentials },
      },
    });
    renderLogin();
    await signIn('meenakshi@velli-thangam.example', 'not the password');

    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_TEXTS.wrongCredentials);
    expect(readStaffToken()).toBeNull();
  });

  it('asks a member with a second factor for the code, then opens Today', async () => {
    const sent = serveRequests({
      'POST /api/admin/session': {
        body: {
          success: true,
          secondFactor: { challenge: CHALLENGE, expiresAt: '2026-11-25T10:05:00.000Z' },
        },
      },
      'POST /api/admin/session/second-factor': { body: SESSION },
      'GET /api/admin/session': {
        body: { success: true, staff: OWNER, secondFactor: { on: true, required: false } },
      },
    });
    const { address } = renderLogin();
    await signIn(' Meenakshi@Velli-Thangam.example ', 'a long pass phrase');
    expect(sent[0]?.body).toEqual({
      email: 'meenakshi@velli-thangam.example',
      password: 'a long pass phrase',
    });

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.codeInvalid)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Page at /')).toBeTruthy();
    expect(address()).toBe('/');
    expect(sent.find((request) => request.url === '/api/admin/session/second-factor')?.body).toEqual({
      challenge: CHALLENGE,
      code: '123456',
    });
    expect(readStaffToken()).toBe('a-new-session');
  });
});
