import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderOverviewAnswer } from '@shop/shared/admin-orders';
import type { RemittanceStatementAnswer } from '@shop/shared/remittance-statement';
import { serveApi, serveRequests } from '@shop/ui/testing/serve-api.ts';
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

  it('records the courier’s remittance statement and says what became of each line, the refused first', async () => {
    const order = { id: '0b5e6c1d-1111-4a6b-8c7d-9e0f1a2b3c4d', reference: '0B5E6C1D' };
    const answer: RemittanceStatementAnswer = {
      success: true,
      recorded: 1,
      lines: [
        {
          line: 2,
          awb: 'TC100',
          amountPaise: 2_650_00,
          outcome: 'recorded',
          order,
          message: 'Recorded as its cash received.',
        },
        {
          line: 3,
          awb: '99999',
          amountPaise: 500_00,
          outcome: 'refused',
          order: null,
          message: 'No parcel of this shop has this AWB.',
        },
      ],
    };
    const sent = serveRequests({
      ...signedIn(STAFF_MEMBER),
      'GET /api/admin/orders/overview': {
        body: { ...OVERVIEW, cashOwed: { owedPaise: 2_650_00, orders: 1, overdue: [] } },
      },
      'POST /api/admin/couriers/remittance-statements': { body: answer },
    });
    renderPages([{ path: '/', element: <TodayRoute /> }], '/');
    const form = await screen.findByRole('form', { name: 'Record a remittance statement' });
    const submit = within(form).getByRole('button', { name: 'Record the statement' });
    expect(submit).toHaveProperty('disabled', true);
    const csv = 'AWB,COD Amount,UTR\nTC100,2650,UTR1\n99999,500,UTR1\n';
    await userEvent.upload(
      within(form).getByLabelText('Remittance statement (CSV)'),
      new File([csv], 'remittance.csv', { type: 'text/csv' }),
    );
    await userEvent.click(submit);
    const outcome = await within(form).findByRole('status');
    expect(within(outcome).getByText('Recorded 1 remittance.')).toBeTruthy();
    const [refused, recorded] = within(outcome).getAllByRole('listitem');
    expect(refused?.textContent).toBe('Line 3 · 99999 · ₹500No parcel of this shop has this AWB.');
    expect(recorded?.textContent).toBe('Line 2 · TC100 · 0B5E6C1D · ₹2,650Recorded as its cash received.');
    expect(within(recorded!).getByRole('link', { name: '0B5E6C1D' }).getAttribute('href')).toBe(
      `/orders/${order.id}`,
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ body: { csv } }),
    ]);
  });
});
