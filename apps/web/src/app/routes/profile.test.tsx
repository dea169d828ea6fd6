import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import type { CustomerRefund } from '@shop/shared/checkout-api';
import {
  profileAnswer,
  sampleProfile,
  storedSession,
  storeSignedInSession,
} from '../../features/accounts/testing/session.ts';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import { appears, fakeTimeouts, passTime } from '../../testing/timers.ts';
import LoginRoute from './login.tsx';
import ProfileRoute from './profile.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderProfile(url = '/profile') {
  return renderPages(
    <>
      <Route path="/profile" element={<ProfileRoute />} />
      <Route path="/login" element={<LoginRoute />} />
    </>,
    url,
  );
}

const NO_GOOGLE = { '/api/config': { body: { success: true, googleClientId: null } } };

/** The value shown beside a label in view mode. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** An order of the Orders tab's answer, paid or not. */
const order = (orderId: string, status: 'paid' | 'pending', name: string) => ({
  orderId,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-20T10:01:00.000Z' : null,
  timeline: status === 'paid' ? [{ status: 'paid', at: '2026-11-20T10:01:00.000Z' }] : [],
  shipment: null,
  expectedDelivery: status === 'paid' ? { earliest: '2026-11-23', latest: '2026-11-25' } : null,
  deliveredOn: null,
  paymentId: status === 'paid' ? 'pay_1' : null,
  refunds: [] as CustomerRefund[],
  refundedPaise: 0,
  refundsOnTheirWayPaise: 0,
  paidInTheEndPaise: status === 'paid' ? 3_634_00 : 0,
  subtotal: 3534,
  shipping: 100,
  total: 3634,
  currency: 'INR',
  customer: {},
  items: [
    {
      productId: '1',
      name,
      image: '/images/1-640.webp',
      price: 1767,
      quantity: 2,
      size: '14',
      variant: 'Silver',
      total: 3534,
      customization: { type: 'engraving', customName: 'Kavi', selectedFont: 'serif', fontSize: 30 },
    },
  ],
});

describe('the profile', () => {
  it('sends a guest to sign in, to come back here afterwards', async () => {
    const sent = serveRequests(NO_GOOGLE);
    const page = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(page.address()).toBe('/login');
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/profile');
    expect(sent.some((request) => request.url === '/user/profile')).toBe(false);
  });

  it('shows the details with the stored token, and Not provided for what is empty', async () => {
    storeSignedInSession({ token: 'token-7' });
    const sent = serveRequests({ 'GET /user/profile': profileAnswer(sampleProfile()) });
    renderProfile();
    expect(await screen.findByText('meena@example.in')).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/user/profile', authorization: 'Bearer token-7' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(shown('First name')).toBe('Meena');
    expect(shown('Phone number')).toBe('9876543210');
    expect(shown('City')).toBe('Not provided');
    expect(shown('Postal code')).toBe('Not provided');
    expect(shown('Country')).toBe('India');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Profile', 'true'],
      ['Orders', 'false'],
      ['Settings', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeTruthy();
  });

  it('edits the details: Cancel puts the old values back, Save sends them and says so for 3 seconds', async () => {
    storeSignedInSession();
    let saved: (value: ReturnType<typeof profileAnswer>) => void = () => undefined;
    const sent = serveRequests({
      'GET /user/profile': profileAnswer(sampleProfile()),
      'PUT /user/profile': () => new Promise((resolve) => (saved = resolve)),
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveProperty('readOnly', true);
    expect(email).toHaveProperty('value', 'meena@example.in');
    await user.type(screen.getByLabelText('City'), 'Chennai');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(shown('City')).toBe('Not provided');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('City')).toHaveProperty('value', '');
    await user.type(screen.getByLabelText('City'), 'Madurai');
    await user.type(screen.getByLabelText('Postal code'), '625001');
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await appears(() => screen.queryByRole('button', { name: 'Saving...' }))).toHaveProperty(
      'disabled',
      true,
    );
    const put = await appears(() => sent.find((request) => request.method === 'PUT'));
    expect(put).toMatchObject({
      url: '/user/profile',
      authorization: 'Bearer token-1',
      body: {
        firstName: 'Meena',
        lastName: 'Sundaram',
        email: 'meena@example.in',
        phoneNumber: '9876543210',
        address: '',
        city: 'Madurai',
        postalCode: '625001',
        country: 'India',
      },
    });
    saved(profileAnswer(sampleProfile({ city: 'Madurai', postalCode: '625001' }), 'Profile updated'));
    await appears(() => within(screen.getByRole('status')).queryByText('Profile updated successfully!'));
    expect(shown('City')).toBe('Madurai');
    passTime(2999);
    expect(screen.queryByText('Profile updated successfully!')).not.toBeNull();
    passTime(1);
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
  });

  it('shows a refused save in a red box for 5 seconds', async () => {
    storeSignedInSession();
    serveRequests({
      'GET /user/profile': profileAnswer(sampleProfile()),
      'PUT /user/profile': {
        status: 400,
        body: { success: false, message: 'City must be at most 200 characters' },
      },
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('City'), 'Madurai');
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await appears(() => within(screen.getByRole('alert')).queryByText('City must be at most 200 characters'));
    expect(screen.getByLabelText('City')).toHaveProperty('value', 'Madurai');
    passTime(4999);
    expect(screen.queryByText('City must be at most 200 characters')).not.toBeNull();
    passTime(1);
    expect(screen.queryByText('City must be at most 200 characters')).toBeNull();
  });

  it('shows the account settings, with Change Password only for an account with a password', async () => {
    storeSignedInSession();
    serveRequests({ 'GET /user/profile': profileAnswer(sampleProfile()) });
    const page = renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(page.address()).toBe('/profile?tab=settings');
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    expect(shown('Account type')).toBe('Email and password');
    expect(shown('Status')).toBe('Active');
    expect(shown('Email verification')).toBe('Verified');
    expect(shown('Member since')).toBe('5 March 2026');
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeTruthy();
    // A new password comes by the e-mailed code, asked for the account's own address.
    await user.click(screen.getByRole('link', { name: 'Change Password' }));
    expect(page.address()).toBe('/forgot-password?email=meena%40example.in');
  });

  it('hides Change Password for a Google account and says Not available for a missing date', async () => {
    storeSignedInSession();
    serveRequests({
      'GET /user/profile': profileAnswer(
        sampleProfile({ authProvider: 'google', isEmailVerified: false, createdAt: '' }),
      ),
    });
    renderProfile('/profile?tab=settings');
    expect(await screen.findByText('Google account')).toBeTruthy();
    expect(shown('Email verification')).toBe('Not verified');
    expect(shown('Member since')).toBe('Not available');
    expect(screen.queryByRole('link', { name: 'Change Password' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    storeSignedInSession();
    serveRequests({ 'GET /user/profile': profileAnswer(sampleProfile()) });
    renderProfile();
    const user = userEvent.setup();
    const profileTab = await screen.findByRole('tab', { name: 'Profile' });
    expect(profileTab.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Settings' }).tabIndex).toBe(-1);
    profileTab.focus();
    await user.keyboard('{ArrowLeft}');
    const settingsTab = screen.getByRole('tab', { name: 'Settings' });
    expect(document.activeElement).toBe(settingsTab);
    expect(settingsTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Member since')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Profile' }));
  });

  it('lists the customer’s paid orders from the server on the Orders tab', async () => {
    storeSignedInSession({ token: 'token-7' });
    const sent = serveRequests({
      'GET /user/profile': profileAnswer(sampleProfile()),
      'GET /api/orders': {
        body: {
          success: true,
          orders: [
            order('5e0c2a8e-1111-4a7b-9c0d-2e5f6a7b8c9d', 'pending', 'Never Paid Ring'),
            order('a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d', 'paid', 'Classic Engraved Silver Band'),
          ],
        },
      },
    });
    renderProfile('/profile?tab=orders');
    const panel = await screen.findByRole('tabpanel', { name: 'Orders' });
    expect(await within(panel).findByText('Classic Engraved Silver Band')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Order A1B2C3D4' }).getAttribute('href')).toBe(
      '/orders/a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d',
    );
    expect(within(panel).getByText('Expected between Mon 23 Nov and Wed 25 Nov')).toBeTruthy();
    expect(within(panel).getByText('Silver · Size 14 · Qty 2')).toBeTruthy();
    expect(within(panel).getByText('Kavi')).toBeTruthy();
    expect(within(panel).getByText('Total paid').nextElementSibling?.textContent).toBe('₹3,634');
    // No refund, so nothing to say of what was paid in the end.
    expect(within(panel).queryByText('Paid in the end')).toBeNull();
    expect(within(panel).queryByText('Never Paid Ring')).toBeNull();
    expect(sent.find((request) => request.url === '/api/orders')).toMatchObject({
      authorization: 'Bearer token-7',
    });
  });

  it('says what a refunded order was paid in the end on the Orders tab', async () => {
    storeSignedInSession();
    serveRequests({
      'GET /user/profile': profileAnswer(sampleProfile()),
      'GET /api/orders': {
        body: {
          success: true,
          orders: [
            {
              ...order('b1b2c3d4-3333-4a7b-9c0d-2e5f6a7b8c9d', 'paid', 'Plain Silver Anklet'),
              status: 'refunded',
              expectedDelivery: null,
              refunds: [
                {
                  amountPaise: 3_634_00,
                  status: 'processed',
                  askedAt: '2026-11-21T10:00:00.000Z',
                  processedAt: '2026-11-21T10:00:05.000Z',
                },
              ],
              refundedPaise: 3_634_00,
              paidInTheEndPaise: 0,
            },
          ],
        },
      },
    });
    renderProfile('/profile?tab=orders');
    const panel = await screen.findByRole('tabpanel', { name: 'Orders' });
    expect((await within(panel).findByText('Total paid')).nextElementSibling?.textContent).toBe('₹3,634');
    expect(within(panel).getByText('Paid in the end').nextElementSibling?.textContent).toBe('₹0');
  });

  it('says so on the Orders tab when there is no order yet', async () => {
    storeSignedInSession();
    serveRequests({
      'GET /user/profile': profileAnswer(sampleProfile()),
      'GET /api/orders': { body: { success: true, orders: [] } },
    });
    renderProfile('/profile?tab=orders');
    expect(await screen.findByText('You have not placed an order yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('says any other tab is coming soon', async () => {
    storeSignedInSession();
    serveRequests({ 'GET /user/profile': profileAnswer(sampleProfile()) });
    renderProfile('/profile?tab=wishlist');
    expect(await screen.findByText('This section is coming soon. Stay tuned for updates!')).toBeTruthy();
    expect(screen.getAllByRole('tab').every((tab) => tab.getAttribute('aria-selected') === 'false')).toBe(
      true,
    );
  });

  it('deletes the account only once DELETE is typed, then ends the session and goes home', async () => {
    storeSignedInSession();
    const sent = serveRequests({
      'GET /user/profile': profileAnswer(sampleProfile()),
      'DELETE /user/profile': { body: { success: true, message: 'Your account has been deleted.' } },
    });
    const page = renderProfile('/profile?tab=settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toHaveProperty('disabled', true);
    const typed = within(dialog).getByLabelText('Type DELETE to confirm');
    await user.type(typed, 'delete');
    expect(confirm).toHaveProperty('disabled', true);
    await user.clear(typed);
    await user.type(typed, 'DELETE');
    expect(confirm).toHaveProperty('disabled', false);
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(confirm);
    expect(await screen.findByText('Page at /')).toBeTruthy();
    expect(page.address()).toBe('/');
    expect(sent.find((request) => request.method === 'DELETE')).toMatchObject({
      url: '/user/profile',
      authorization: 'Bearer token-1',
    });
    expect(storedSession()).toEqual({ token: null, userId: null, firstName: null, lastName: null });
  });

  it('keeps the account when the confirmation is cancelled', async () => {
    storeSignedInSession();
    const sent = serveRequests({ 'GET /user/profile': profileAnswer(sampleProfile()) });
    renderProfile('/profile?tab=settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    expect(storedSession().token).toBe('token-1');
  });

  it('logs out: the stored session is gone and the shopper is home', async () => {
    storeSignedInSession();
    serveRequests({ 'GET /user/profile': profileAnswer(sampleProfile()) });
    const page = renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Page at /')).toBeTruthy();
    expect(page.address()).toBe('/');
    expect(storedSession()).toEqual({ token: null, userId: null, firstName: null, lastName: null });
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('ends a session the server no longer knows and asks to sign in again, saying why', async () => {
    storeSignedInSession();
    serveRequests({
      ...NO_GOOGLE,
      'GET /user/profile': {
        status: 401,
        body: { success: false, message: 'Your session has ended. Please sign in again.' },
      },
    });
    const page = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(page.address()).toBe('/login');
    expect(
      within(screen.getByRole('alert')).getByText('Your session has ended. Please sign in again.'),
    ).toBeTruthy();
    expect(storedSession().token).toBeNull();
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/profile');
  });

  it('previews a chosen photo on this device only, and lets go of the previous one', async () => {
    storeSignedInSession();
    const sent = serveRequests({ 'GET /user/profile': profileAnswer(sampleProfile()) });
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++made}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const page = renderProfile();
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('Change photo');
    await user.upload(picker, new File(['one'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
      'blob:preview-1',
    );
    await user.upload(picker, new File(['two'], 'me-again.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
      'blob:preview-2',
    );
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    page.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
    // The photo never leaves the device: the page only read the profile and its WhatsApp updates.
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /user/profile',
      'GET /api/account/whatsapp',
      'GET /api/config',
    ]);
  });
});
