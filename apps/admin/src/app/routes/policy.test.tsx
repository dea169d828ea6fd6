import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLICY_TEXTS, type AdminPolicyAnswer, type PolicySavedAnswer } from '@shop/shared/policies';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn, STAFF_MEMBER } from '../../testing/render-pages.tsx';
import PolicyRoute from './policy.tsx';

const FIRST = {
  id: '0d5f2c1e-1111-4a7b-9c0d-2e5f6a7b8c9d',
  markdown: '## Returns\n\nWithin 15 days of delivery.\n',
  html: '<h2>Returns</h2>\n<p>Within 15 days of delivery.</p>\n',
  createdAt: '2026-11-20T04:30:00.000Z',
  staffName: null,
};
const SECOND = {
  id: '0d5f2c1e-2222-4a7b-9c0d-2e5f6a7b8c9d',
  markdown: '## Returns\n\nWithin 20 days of delivery.\n',
  html: '<h2>Returns</h2>\n<p>Within 20 days of delivery.</p>\n',
  createdAt: '2026-11-24T04:30:00.000Z',
  staffName: 'Meenakshi',
};
const POLICY: AdminPolicyAnswer = {
  success: true,
  id: 'refund-policy',
  title: 'Refund and Return Policy',
  versions: [SECOND, FIRST],
  fromSettings: '## Returns\n\nWithin 30 days of delivery.\n',
};

function openPolicy() {
  return renderPages([{ path: '/policies/:policyId', element: <PolicyRoute /> }], '/policies/refund-policy');
}

describe('a policy in the back office', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every version newest first, with who saved it, and shows any of them', async () => {
    serveRequests({ ...signedIn(OWNER), '/api/admin/policies/refund-policy': { body: POLICY } });
    openPolicy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund and Return Policy' })).toBeTruthy();
    const versions = within(screen.getByRole('list'));
    expect(versions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '24 Nov 2026, 10:00 am · MeenakshiView 24 Nov 2026, 10:00 am',
      `20 Nov 2026, 10:00 am · ${POLICY_TEXTS.writtenFromSettings}View 20 Nov 2026, 10:00 am`,
    ]);
    await userEvent.click(versions.getByRole('button', { name: 'View 20 Nov 2026, 10:00 am' }));
    const shown = screen.getByRole('region', { name: 'The version of 20 Nov 2026, 10:00 am' });
    expect(within(shown).getByText('Within 15 days of delivery.')).toBeTruthy();
  });

  it('lets the owner write it again from the settings, preview it and save it as a new version', async () => {
    const saved: PolicySavedAnswer = {
      ...POLICY,
      versions: [
        {
          id: '0d5f2c1e-3333-4a7b-9c0d-2e5f6a7b8c9d',
          markdown: POLICY.fromSettings,
          html: '<h2>Returns</h2>\n<p>Within 30 days of delivery.</p>\n',
          createdAt: '2026-11-25T06:00:00.000Z',
          staffName: 'Meenakshi',
        },
        SECOND,
        FIRST,
      ],
      message: 'Refund and Return Policy is saved as a new version; the shop shows it now.',
    };
    const sent = serveRequests({
      ...signedIn(OWNER),
      '/api/admin/policies/refund-policy': { body: POLICY },
      'POST /api/admin/policies/preview': {
        body: { success: true, html: '<h2>Returns</h2>\n<p>Within 30 days of delivery.</p>\n' },
      },
      'POST /api/admin/policies/refund-policy/versions': { body: saved },
    });
    openPolicy();
    const editor = (await screen.findByLabelText('Markdown')) as HTMLTextAreaElement;
    expect(editor.value).toBe(SECOND.markdown);
    await userEvent.click(screen.getByRole('button', { name: POLICY_TEXTS.writeAgain }));
    expect(editor.value).toBe(POLICY.fromSettings);

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Returns' })).toBeTruthy();
    expect(within(preview).getByText('Within 30 days of delivery.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: POLICY_TEXTS.save }));
    expect((await screen.findByRole('status')).textContent).toBe(saved.message);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect((screen.getByLabelText('Markdown') as HTMLTextAreaElement).value).toBe(POLICY.fromSettings);
    expect(
      sent.filter((request) => request.method === 'POST').map(({ url, body }) => ({ url, body })),
    ).toEqual([
      { url: '/api/admin/policies/preview', body: { markdown: POLICY.fromSettings } },
      { url: '/api/admin/policies/refund-policy/versions', body: { markdown: POLICY.fromSettings } },
    ]);
  });

  it('says why an empty text cannot be saved, and sends nothing', async () => {
    const sent = serveRequests({ ...signedIn(OWNER), '/api/admin/policies/refund-policy': { body: POLICY } });
    openPolicy();
    const editor = await screen.findByLabelText('Markdown');
    fireEvent.change(editor, { target: { value: '  \n ' } });
    await userEvent.click(screen.getByRole('button', { name: POLICY_TEXTS.save }));
    expect(await screen.findByText(POLICY_TEXTS.markdownEmpty)).toBeTruthy();
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows a staff member the text to read and preview, without saving', async () => {
    serveRequests({ ...signedIn(STAFF_MEMBER), '/api/admin/policies/refund-policy': { body: POLICY } });
    openPolicy();
    const editor = await screen.findByLabelText('Markdown');
    expect(editor.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(POLICY_TEXTS.ownerOnlyNote)).toBeTruthy();
    expect(screen.queryByRole('button', { name: POLICY_TEXTS.save })).toBeNull();
    expect(screen.queryByRole('button', { name: POLICY_TEXTS.writeAgain })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeTruthy();
  });
});
