import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import { appears, eventually, fakeTimeouts, passTime } from '../../testing/timers.ts';
import ForgotPasswordRoute from './forgot-password.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderForgot = () =>
  renderPages(<Route path="/forgot-password" element={<ForgotPasswordRoute />} />, '/forgot-password');

describe('the forgotten password screen', () => {
  it('shows the spec’s texts and checks the email as it is typed', async () => {
    serveRequests({});
    renderForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    const send = screen.getByRole('button', { name: 'Send Verification Code' });
    expect(send).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'meena');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Email'), '@example.in');
    expect(send).toHaveProperty('disabled', false);
  });

  it('fills in the address it is given, ready to send', async () => {
    serveRequests({});
    renderPages(
      <Route path="/forgot-password" element={<ForgotPasswordRoute />} />,
      '/forgot-password?email=meena%40example.in',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('meena@example.in');
    await eventually(() =>
      expect(screen.getByRole('button', { name: 'Send Verification Code' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  it('sends the code, says so, and after 1.5 seconds opens the screen to set the password', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const sent = serveRequests({
      'POST /reset-password-request': () => new Promise((resolve) => (answer = resolve)),
    });
    const page = renderForgot();
    await userEvent.setup().type(screen.getByLabelText('Email'), 'Meena@Example.in');
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await appears(() => screen.queryByRole('button', { name: 'Sending code...' }))).toHaveProperty(
      'disabled',
      true,
    );
    await appears(() => sent.find((request) => request.method === 'POST'));
    answer({ body: { success: true, message: 'If an account exists, a code is on its way.' } });
    await appears(() =>
      within(screen.getByRole('status')).queryByText('Verification code sent to your email!'),
    );
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/reset-password-request',
        body: { email: 'meena@example.in' },
      }),
    ]);
    passTime(1499);
    expect(page.address()).toBe('/forgot-password');
    passTime(1);
    expect(page.address()).toBe('/reset-password?email=meena%40example.in');
  });

  it('shows the server’s refusal, or the spec’s fallback, in a red box and stays', async () => {
    let refusal = true;
    serveRequests({
      'POST /reset-password-request': () =>
        refusal
          ? {
              status: 429,
              body: {
                success: false,
                message: 'Too many codes were asked for this email. Please wait an hour and ask again.',
              },
            }
          : 'network-error',
    });
    const page = renderForgot();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'meena@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const alert = screen.getByRole('alert');
    expect(
      await within(alert).findByText(
        'Too many codes were asked for this email. Please wait an hour and ask again.',
      ),
    ).toBeTruthy();
    refusal = false;
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await within(alert).findByText('Failed to send reset code. Please try again.')).toBeTruthy();
    expect(page.address()).toBe('/forgot-password');
  });
});
