import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import { appears, fakeTimeouts, passTime } from '../../testing/timers.ts';
import ResetPasswordRoute from './reset-password.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LINK = '/reset-password?email=meena%40example.in&code=482913';

const renderReset = (url = LINK) =>
  renderPages(<Route path="/reset-password" element={<ResetPasswordRoute />} />, url);

const checklistItem = (rule: string) => screen.getByText(rule).closest('li')?.textContent;

describe('the screen that sets a new password', () => {
  it('shows the spec’s texts, and asks for no code when the link brings one', () => {
    serveRequests({});
    renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/forgot-password');
    for (const rule of ['At least 8 characters', 'Contains letters', 'Contains numbers'])
      expect(checklistItem(rule)).toContain('(not met)');
  });

  it('ticks the checklist live and shows both passwords with one toggle', async () => {
    serveRequests({});
    renderReset();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'gold22');
    expect(checklistItem('Contains letters')).toContain('(met)');
    expect(checklistItem('Contains numbers')).toContain('(met)');
    expect(checklistItem('At least 8 characters')).toContain('(not met)');
    await user.type(screen.getByLabelText('New password'), 'ct');
    expect(checklistItem('At least 8 characters')).toContain('(met)');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('New password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Confirm password').getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says the passwords do not match, as they change and on submit, and sends nothing', async () => {
    const sent = serveRequests({});
    renderReset();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'gold22carat');
    await user.type(screen.getByLabelText('Confirm password'), 'gold22carat');
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    expect(submit).toHaveProperty('disabled', false);

    await user.type(screen.getByLabelText('New password'), 's');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(submit).toHaveProperty('disabled', true);

    await user.clear(screen.getByLabelText('Confirm password'));
    expect(await screen.findByText('Please confirm your password')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm password'), 'gold22carat');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    const form = submit.closest('form');
    if (!form) throw new Error('The button is in no form');
    fireEvent.submit(form);
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('resets the password, says so, and after 2 seconds opens the sign-in screen', async () => {
    const sent = serveRequests({
      'POST /reset-password-verify': { body: { success: true, message: 'Your password has been changed.' } },
    });
    const page = renderReset();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'gold22carat');
    await user.type(screen.getByLabelText('Confirm password'), 'gold22carat');
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await appears(() => within(screen.getByRole('status')).queryByText('Password reset successfully!'));
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: '/reset-password-verify',
      body: { email: 'meena@example.in', verificationCode: '482913', newPassword: 'gold22carat' },
    });
    expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveProperty('disabled', true);
    passTime(1999);
    expect(page.address()).toBe(LINK);
    passTime(1);
    expect(page.address()).toBe('/login');
  });

  it('shows Resetting password... while it waits', async () => {
    serveRequests({ 'POST /reset-password-verify': () => new Promise(() => undefined) });
    renderReset();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'gold22carat');
    await user.type(screen.getByLabelText('Confirm password'), 'gold22carat');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Resetting password...' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('asks for the code and the email when the link brings neither', async () => {
    const sent = serveRequests({
      'POST /reset-password-verify': { body: { success: true, message: 'Your password has been changed.' } },
    });
    renderReset('/reset-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '48a');
    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeTruthy();
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '482913');
    await user.type(screen.getByLabelText('Email'), 'meena@example.in');
    await user.type(screen.getByLabelText('New password'), 'gold22carat');
    await user.type(screen.getByLabelText('Confirm password'), 'gold22carat');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Password reset successfully!');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'meena@example.in',
      verificationCode: '482913',
      newPassword: 'gold22carat',
    });
  });

  it('shows the server’s refusal in a red box', async () => {
    serveRequests({
      'POST /reset-password-verify': {
        status: 400,
        body: { success: false, message: 'This code is not valid any more. Ask for a new code.' },
      },
    });
    const page = renderReset();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'gold22carat');
    await user.type(screen.getByLabelText('Confirm password'), 'gold22carat');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await within(screen.getByRole('alert')).findByText(
        'This code is not valid any more. Ask for a new code.',
      ),
    ).toBeTruthy();
    expect(page.address()).toBe(LINK);
  });
});
