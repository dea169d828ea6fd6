import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_PASSWORD_LINK_HOURS, STAFF_TEXTS, type NewStaffMemberAnswer } from '@shop/shared/staff';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages, STAFF_MEMBER } from '../../../testing/render-pages.tsx';
import { AddMemberForm } from './add-member-form.tsx';

const ADDED: NewStaffMemberAnswer = {
  success: true,
  member: STAFF_MEMBER,
  link: '/admin/welcome#abc',
  mailed: false,
};

describe("the owner's form that adds someone to the staff", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names what is missing before asking the server', async () => {
    const sent = serveRequests({});
    renderPages([{ path: '/staff', element: <AddMemberForm /> }], '/staff');
    await userEvent.type(screen.getByLabelText('E-mail'), 'arun@');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the staff' }));

    expect(await screen.findByText(STAFF_TEXTS.nameRequired)).toBeTruthy();
    expect(screen.getByText(STAFF_TEXTS.emailInvalid)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the name, e-mail and role, and shows the link that sets their password', async () => {
    const sent = serveRequests({ 'POST /api/admin/staff': { body: ADDED } });
    renderPages([{ path: '/staff', element: <AddMemberForm /> }], '/staff');
    await userEvent.type(screen.getByLabelText('Name'), 'Arun');
    await userEvent.type(screen.getByLabelText('E-mail'), 'Arun@Velli-Thangam.example');
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('staff');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the staff' }));

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(
      'Arun is on the staff. Send them this link, which sets their password:',
    );
    expect(notice.textContent).toContain(`It works once, within ${STAFF_PASSWORD_LINK_HOURS} hours.`);
    expect(within(notice).getByText(`${window.location.origin}/admin/welcome#abc`)).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/staff',
        body: { name: 'Arun', email: 'arun@velli-thangam.example', role: 'staff' },
        authorization: null,
      },
    ]);
    // The form is ready for the next person.
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});
