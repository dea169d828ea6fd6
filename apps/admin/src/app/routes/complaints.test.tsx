import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminComplaintListAnswer } from '@shop/shared/complaints';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { renderPages, signedIn, STAFF_MEMBER } from '../../testing/render-pages.tsx';
import ComplaintsRoute from './complaints.tsx';

const HOUR_MS = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

const LIST: AdminComplaintListAnswer = {
  success: true,
  complaints: [
    {
      id: 'b7e6d5c4-b3a2-4918-8776-655443322110',
      ticket: 'C-000007',
      name: 'Kavya Raman',
      email: 'kavya@example.in',
      topic: 'delivery',
      status: 'open',
      createdAt: ago(3 * 24 + 2),
      resolvedAt: null,
      orderReference: 'A1B2C3D4',
    },
    {
      id: 'c8f7e6d5-c4b3-4a29-9887-766554433221',
      ticket: 'C-000009',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      topic: 'refund',
      status: 'in_progress',
      createdAt: ago(5),
      resolvedAt: null,
      orderReference: null,
    },
    {
      id: 'd9a8f7e6-d5c4-4b3a-8998-877665544332',
      ticket: 'C-000003',
      name: 'Meena Sundaram',
      email: 'meena@example.in',
      topic: 'product',
      status: 'resolved',
      createdAt: '2026-11-02T04:30:00.000Z',
      resolvedAt: '2026-11-10T04:30:00.000Z',
      orderReference: null,
    },
  ],
  unresolved: 2,
  total: 3,
  page: 1,
  totalPages: 1,
};

describe('the complaints list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each complaint’s ticket, who, what about, its age and status, and warns of one unanswered for 48 hours', async () => {
    serveApi({ ...signedIn(STAFF_MEMBER), '/api/admin/complaints': { body: LIST } });
    renderPages([{ path: '/complaints', element: <ComplaintsRoute /> }], '/complaints');
    expect(await screen.findByText('2 complaints are open.')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(rows.map(cells)).toEqual([
      [
        'C-000007',
        'Kavya Ramankavya@example.in',
        'DeliveryA1B2C3D4',
        '3 days',
        'OpenUnanswered for more than 48 hours',
      ],
      ['C-000009', 'Ravi Kumarravi@example.in', 'Refund', '5 hours', 'In progress'],
      ['C-000003', 'Meena Sundarammeena@example.in', 'Piece', 'Raised 2 Nov 2026, 10:00 am', 'Resolved'],
    ]);
    expect(screen.getByRole('link', { name: 'C-000007' }).getAttribute('href')).toBe(
      '/complaints/b7e6d5c4-b3a2-4918-8776-655443322110',
    );
  });

  it('shows the open or the resolved ones alone, kept in the address', async () => {
    const asked = serveApi({ ...signedIn(STAFF_MEMBER), '/api/admin/complaints': { body: LIST } });
    const { address } = renderPages([{ path: '/complaints', element: <ComplaintsRoute /> }], '/complaints');
    await screen.findByText('2 complaints are open.');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Resolved');
    expect(address()).toBe('/complaints?show=resolved');
    await vi.waitFor(() => expect(asked.at(-1)).toBe('/api/admin/complaints?show=resolved'));
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Open and in progress');
    expect(address()).toBe('/complaints?show=unresolved');
  });
});
