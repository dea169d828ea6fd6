import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPolicyListAnswer } from '@shop/shared/policies';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { renderPages, signedIn, STAFF_MEMBER } from '../../testing/render-pages.tsx';
import PoliciesRoute from './policies.tsx';

const LIST: AdminPolicyListAnswer = {
  success: true,
  policies: [
    {
      id: 'terms-of-service',
      title: 'Terms of Service',
      updatedAt: '2026-11-20T04:30:00.000Z',
      staffName: null,
      versions: 1,
    },
    {
      id: 'refund-policy',
      title: 'Refund and Return Policy',
      updatedAt: '2026-11-24T04:30:00.000Z',
      staffName: 'Meenakshi',
      versions: 3,
    },
  ],
};

describe('the policies page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each policy with its last update and by whom, and leads to its page', async () => {
    serveApi({ ...signedIn(STAFF_MEMBER), '/api/admin/policies': { body: LIST } });
    const view = renderPages([{ path: '/policies', element: <PoliciesRoute /> }], '/policies');
    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Terms of ServiceLast updated 20 Nov 2026, 10:00 am · Written from the shop’s settings',
      'Refund and Return PolicyLast updated 24 Nov 2026, 10:00 am · Meenakshi · 3 versions',
    ]);
    await userEvent.click(list.getByRole('link', { name: /Refund and Return Policy/ }));
    expect(view.address()).toBe('/policies/refund-policy');
  });
});
