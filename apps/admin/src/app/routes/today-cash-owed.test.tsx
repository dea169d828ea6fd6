import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderOverviewAnswer } from '@shop/shared/admin-orders';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import TodayRoute from './today.tsx';
import { STAFF_MEMBER, renderPages, signedIn } from '../../testing/render-pages.tsx';

const OVERVIEW: AdminOrderOverviewAnswer = {
  success: true,
  today: { orders: 1, takingsPaise: 2_499_00 },
  thisMonth: { orders: 9, takingsPaise: 41_250_00 },
  waiting: { paid: 1, confirmed: 0, in_making: 0, quality_check: 0, shipped: 2 },
};

function openToday(overview: AdminOrderOverviewAnswer) {
  serveApi({ ...signedIn(STAFF_MEMBER), '/api/admin/orders/overview': { body: overview } });
  renderPages([{ path: '/', element: <TodayRoute /> }], '/');
}

describe('Today’s cash owed by couriers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what the couriers owe and lists the orders whose cash is overdue, each a link to it', async () => {
    openToday({
      ...OVERVIEW,
      cashOwed: {
        owedPaise: 7_950_00,
        orders: 3,
        overdue: [
          {
            id: '0b5e6c1d-1111-4a6b-8c7d-9e0f1a2b3c4d',
            reference: 'VT-2611-0007',
            totalPaise: 2_650_00,
            deliveredAt: '2026-11-10T08:00:00.000Z',
          },
        ],
      },
    });
    const cash = await screen.findByRole('region', { name: 'Cash owed by couriers: ₹7,950 on 3 orders' });
    expect(within(cash).getByText('Delivered more than 15 days ago, cash not remitted')).toBeTruthy();
    const link = within(cash).getByRole('link', { name: 'VT-2611-0007' });
    expect(link.getAttribute('href')).toBe('/orders/0b5e6c1d-1111-4a6b-8c7d-9e0f1a2b3c4d');
    expect(within(cash).getByRole('listitem').textContent).toBe(
      'VT-2611-0007₹2,650delivered 10 Nov 2026, 1:30 pm',
    );
    // The courier's statement records them all at once, on a page of its own.
    expect(
      within(cash).getByRole('link', { name: 'Record a remittance statement' }).getAttribute('href'),
    ).toBe('/remittances');
  });

  it('says one order in the singular, and lists nothing while none is overdue', async () => {
    openToday({ ...OVERVIEW, cashOwed: { owedPaise: 2_650_00, orders: 1, overdue: [] } });
    const cash = await screen.findByRole('region', { name: 'Cash owed by couriers: ₹2,650 on 1 order' });
    expect(within(cash).queryByRole('list')).toBeNull();
  });

  it('shows nothing of it while the couriers owe nothing', async () => {
    openToday({ ...OVERVIEW, cashOwed: { owedPaise: 0, orders: 0, overdue: [] } });
    await screen.findByRole('region', { name: 'Takings today' });
    expect(screen.queryByText(/Cash owed by couriers/)).toBeNull();
  });
});
