import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminComplaintSummary, UnresolvedComplaintsAnswer } from '@shop/shared/complaints';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { renderPages, signedIn, STAFF_MEMBER } from '../../../testing/render-pages.tsx';
import { OldestComplaints } from './oldest-complaints.tsx';

const NOW = new Date('2026-12-20T06:30:00.000Z');

function aComplaint(values: Partial<AdminComplaintSummary>): AdminComplaintSummary {
  return {
    id: 'b7e6d5c4-b3a2-4918-8776-655443322110',
    ticket: 'C-000001',
    name: 'Kavya Raman',
    email: 'kavya@example.in',
    topic: 'delivery',
    status: 'open',
    createdAt: '2026-12-19T06:30:00.000Z',
    resolvedAt: null,
    orderReference: null,
    ...values,
  };
}

function renderToday(answer: UnresolvedComplaintsAnswer) {
  serveApi({ ...signedIn(STAFF_MEMBER), '/api/admin/complaints/oldest-unresolved': { body: answer } });
  return renderPages([{ path: '/', element: <OldestComplaints now={NOW} /> }], '/');
}

describe('the Today page’s complaints', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how many are open, lists the oldest with their age, and warns of those waiting too long', async () => {
    renderToday({
      success: true,
      unresolved: 7,
      oldest: [
        aComplaint({
          id: '1',
          ticket: 'C-000002',
          status: 'in_progress',
          createdAt: '2026-11-22T06:30:00.000Z',
        }),
        aComplaint({ id: '2', ticket: 'C-000005', name: 'Ravi', createdAt: '2026-12-17T06:30:00.000Z' }),
        aComplaint({ id: '3', ticket: 'C-000006', topic: 'refund', createdAt: '2026-12-20T01:00:00.000Z' }),
      ],
    });
    expect(await screen.findByText('7 complaints are open.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      '2 complaints need attention first: C-000002, C-000005.',
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'C-000002Kavya RamanDelivery28 days · Near or past its one-month deadlineIn progress',
      'C-000005RaviDelivery3 days · Unanswered for more than 48 hoursOpen',
      'C-000006Kavya RamanRefund5 hoursOpen',
    ]);
    expect(screen.getByRole('link', { name: 'C-000002' }).getAttribute('href')).toBe('/complaints/1');
  });

  it('says when none is open', async () => {
    renderToday({ success: true, unresolved: 0, oldest: [] });
    expect(await screen.findByText('No open complaints.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
