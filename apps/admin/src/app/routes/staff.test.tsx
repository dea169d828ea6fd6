import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_TEXTS, type StaffListAnswer, type StaffListEntry } from '@shop/shared/staff';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn, STAFF_MEMBER } from '../../testing/render-pages.tsx';
import StaffRoute from './staff.tsx';

const OWNER_ENTRY: StaffListEntry = {
  ...OWNER,
  passwordSet: true,
  disabled: false,
  secondFactorOn: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const ARUN_ENTRY: StaffListEntry = {
  ...STAFF_MEMBER,
  passwordSet: false,
  disabled: false,
  secondFactorOn: false,
  createdAt: '2026-11-20T00:00:00.000Z',
};

describe('the staff page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists who runs the shop, and disables someone once the owner confirms', async () => {
    const disabled: StaffListAnswer = {
      success: true,
      staff: [OWNER_ENTRY, { ...ARUN_ENTRY, disabled: true }],
    };
    const sent = serveRequests({
      ...signedIn(OWNER),
      'GET /api/admin/staff': { body: { success: true, staff: [OWNER_ENTRY, ARUN_ENTRY] } },
      [`POST /api/admin/staff/${STAFF_MEMBER.id}/disable`]: { body: disabled },
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderPages([{ path: '/staff', element: <StaffRoute /> }], '/staff');

    const list = await screen.findByRole('list');
    const [owner, arun] = within(list).getAllByRole('listitem');
    expect(owner?.textContent).toBe(
      'Meenakshi · Ownermeenakshi@velli-thangam.example · Active · second factor on',
    );
    expect(within(owner as HTMLElement).queryByRole('button')).toBeNull();
    expect(arun?.textContent).toContain('arun@velli-thangam.example · Link not used yet');

    await userEvent.click(within(arun as HTMLElement).getByRole('button', { name: 'Disable Arun' }));
    expect(confirm).toHaveBeenCalledWith('Disable Arun? Their sessions end and they can no longer sign in.');
    expect(await within(list).findByText('arun@velli-thangam.example · Disabled')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `/api/admin/staff/${STAFF_MEMBER.id}/disable`,
    ]);
  });

  it('is the owner’s alone: anyone else reads why, and the list is not asked for', async () => {
    const sent = serveRequests({ ...signedIn(STAFF_MEMBER) });
    renderPages([{ path: '/staff', element: <StaffRoute /> }], '/staff');

    expect((await screen.findByRole('alert')).textContent).toBe(
      `${STAFF_TEXTS.ownerOnly} Ask the owner if you need something changed here.`,
    );
    expect(sent.map((request) => request.url)).toEqual(['/api/admin/session']);
  });
});
