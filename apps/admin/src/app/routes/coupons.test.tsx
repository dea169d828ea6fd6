import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@shop/shared/coupons-api';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn, STAFF_MEMBER } from '../../testing/render-pages.tsx';
import CouponsRoute from './coupons.tsx';

const DIWALI: Coupon = {
  id: '7',
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  minOrder: 5_000_00,
  startsAt: null,
  endsAt: '2026-11-30T18:29:00.000Z',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  active: true,
  uses: 12,
  usesBeyondLimit: 0,
  held: 3,
  createdAt: '2026-11-20T04:30:00.000Z',
};

describe('the coupons page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each code with its uses, and the owner makes one and switches one off', async () => {
    const sent = serveRequests({
      ...signedIn(OWNER),
      'GET /api/admin/coupons': { body: { success: true, coupons: [DIWALI] } },
      'POST /api/admin/coupons': {
        status: 201,
        body: { success: true, message: 'Coupon PONGAL500 created.', coupon: { ...DIWALI, id: '8' } },
      },
      'PATCH /api/admin/coupons/7': {
        body: { success: true, message: 'Coupon DIWALI10 is off.', coupon: { ...DIWALI, active: false } },
      },
    });
    renderPages([{ path: '/coupons', element: <CouponsRoute /> }], '/coupons');
    const row = await screen.findByRole('row', { name: /DIWALI10/ });
    expect(row.textContent).toContain('10 %');
    // Twelve paid orders used it, and three orders being paid hold a use each.
    expect(row.textContent).toContain('12 of 100 used, 3 held');
    expect(row.textContent).toContain('₹5,000');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'pongal500');
    await user.selectOptions(screen.getByLabelText('Kind'), 'flat');
    await user.type(screen.getByLabelText('Amount off, before GST (₹)'), '500');
    await user.type(screen.getByLabelText('Limit per customer'), '1');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon PONGAL500 created.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      code: 'PONGAL500',
      kind: 'flat',
      value: 500_00,
      minOrder: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
      active: true,
    });

    await user.click(within(row).getByRole('button', { name: 'DIWALI10 is on: switch it off' }));
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ active: false });
  });

  it('refuses a percentage out of range before anything is sent', async () => {
    const sent = serveRequests({
      ...signedIn(OWNER),
      'GET /api/admin/coupons': { body: { success: true, coupons: [] } },
    });
    renderPages([{ path: '/coupons', element: <CouponsRoute /> }], '/coupons');
    expect(await screen.findByText('No coupon yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'HALF');
    await user.type(screen.getByLabelText('Percentage off'), '95');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('A percentage is a whole number from 1 to 90.')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the rest of the staff the list without the form or the switch', async () => {
    serveRequests({
      ...signedIn(STAFF_MEMBER),
      'GET /api/admin/coupons': { body: { success: true, coupons: [DIWALI] } },
    });
    renderPages([{ path: '/coupons', element: <CouponsRoute /> }], '/coupons');
    expect(await screen.findByText('Only the owner makes and changes coupons.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create coupon' })).toBeNull();
    expect(screen.queryByRole('button', { name: /switch it off/ })).toBeNull();
  });
});
