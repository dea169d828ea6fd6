import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_COMPLAINT_TEXTS,
  COMPLAINT_LIMITS,
  COMPLAINT_MESSAGES,
  type AdminComplaint,
  type AdminComplaintAnswer,
} from '@shop/shared/complaints';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { ComplaintDetails } from './complaint-details.tsx';

const COMPLAINT: AdminComplaint = {
  id: 'b7e6d5c4-b3a2-4918-8776-655443322110',
  ticket: 'C-000042',
  name: 'Kavya Raman',
  email: 'kavya@example.in',
  phone: '9876543210',
  topic: 'product',
  description: 'The clasp of the anklet broke on the second day.',
  status: 'open',
  createdAt: '2026-11-20T04:30:00.000Z',
  acknowledgeBy: '2026-11-22T04:30:00.000Z',
  resolveBy: '2026-12-20T04:30:00.000Z',
  resolvedAt: null,
  order: { id: 'a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d', reference: 'A1B2C3D4' },
  orderNumber: null,
  steps: [],
};

/** Four days after it was raised: past its 48 hours, not near its month. */
const NOW = new Date('2026-11-24T06:30:00.000Z');

function renderDetails(complaint: AdminComplaint = COMPLAINT) {
  return renderPages(
    [{ path: '/complaints/:id', element: <ComplaintDetails complaint={complaint} now={NOW} /> }],
    `/complaints/${complaint.id}`,
  );
}

const answered = (values: Partial<AdminComplaint>): AdminComplaintAnswer => ({
  success: true,
  complaint: { ...COMPLAINT, ...values },
});

describe('a complaint in the back office', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who raised it, about what, its order, its deadlines and what it says', () => {
    serveRequests({});
    renderDetails();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Complaint C-000042');
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('Unanswered for more than 48 hours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A1B2C3D4' }).getAttribute('href')).toBe(
      '/orders/a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d',
    );
    expect(screen.getByText('A piece (its quality, hallmark or personalisation)')).toBeTruthy();
    expect(screen.getByText('20 Nov 2026, 10:00 am (4 days ago)')).toBeTruthy();
    expect(screen.getByText('20 Dec 2026, 10:00 am')).toBeTruthy();
    const steps = screen.getByRole('region', { name: 'Steps' });
    expect(within(steps).getByText('The clasp of the anklet broke on the second day.')).toBeTruthy();
  });

  it('leads to the orders found by a number the shopper typed', () => {
    serveRequests({});
    renderDetails({ ...COMPLAINT, order: null, orderNumber: 'A1B2C3D4' });
    expect(screen.getByRole('link', { name: 'A1B2C3D4' }).getAttribute('href')).toBe('/orders?q=A1B2C3D4');
  });

  it('asks for the words of a reply, then sends it', async () => {
    const sent = serveRequests({
      [`POST /api/admin/complaints/${COMPLAINT.id}/replies`]: {
        body: answered({
          status: 'in_progress',
          steps: [{ kind: 'reply', body: 'A new clasp is on its way.', at: NOW.toISOString(), by: 'Arun' }],
        }),
      },
    });
    renderDetails();
    const field = screen.getByLabelText('Reply to kavya@example.in');
    expect(field.getAttribute('maxlength')).toBe(String(COMPLAINT_LIMITS.note));
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.noteRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(field, 'A new clasp is on its way.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(ADMIN_COMPLAINT_TEXTS.replied)).toBeTruthy();
    expect(sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: `/api/admin/complaints/${COMPLAINT.id}/replies`,
        body: { body: 'A new clasp is on its way.' },
      },
    ]);
  });

  it('resolves it with a note, and shows the refusal of one resolved already', async () => {
    const sent = serveRequests({
      [`POST /api/admin/complaints/${COMPLAINT.id}/resolution`]: {
        status: 409,
        body: { success: false, message: ADMIN_COMPLAINT_TEXTS.alreadyResolved },
      },
    });
    renderDetails();
    await userEvent.type(screen.getByLabelText('How it was resolved'), 'Replaced the clasp free of charge.');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve complaint' }));
    expect(await screen.findByText(ADMIN_COMPLAINT_TEXTS.alreadyResolved)).toBeTruthy();
    expect(sent.map(({ body }) => body)).toEqual([{ note: 'Replaced the clasp free of charge.' }]);
  });

  it('shows a resolved complaint’s steps with who took them, and no forms', () => {
    serveRequests({});
    renderDetails({
      ...COMPLAINT,
      status: 'resolved',
      resolvedAt: '2026-11-23T09:00:00.000Z',
      steps: [
        { kind: 'reply', body: 'A new clasp is on its way.', at: '2026-11-21T09:00:00.000Z', by: 'Arun' },
        { kind: 'resolution', body: 'Clasp replaced.', at: '2026-11-23T09:00:00.000Z', by: null },
      ],
    });
    const steps = within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Raised by Kavya Raman · 20 Nov 2026, 10:00 amThe clasp of the anklet broke on the second day.',
      'Reply by Arun · 21 Nov 2026, 2:30 pmA new clasp is on its way.',
      'Resolved by a former member of staff · 23 Nov 2026, 2:30 pmClasp replaced.',
    ]);
    expect(screen.queryByText('Unanswered for more than 48 hours')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolve complaint' })).toBeNull();
  });
});
