import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemittanceStatementAnswer } from '@shop/shared/remittance-statement';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import RemittancesRoute from './remittances.tsx';
import { STAFF_MEMBER, renderPages, signedIn } from '../../testing/render-pages.tsx';

describe('a courier’s remittance statement', () => {
  afterEach(() => vi.unstubAllGlobals());

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
      'POST /api/admin/couriers/remittance-statements': { body: answer },
    });
    renderPages([{ path: '/remittances', element: <RemittancesRoute /> }], '/remittances');
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
    if (!refused || !recorded) throw new Error('the statement’s lines are not listed');
    expect(refused.textContent).toBe('Line 3 · 99999 · ₹500No parcel of this shop has this AWB.');
    expect(recorded.textContent).toBe('Line 2 · TC100 · 0B5E6C1D · ₹2,650Recorded as its cash received.');
    expect(within(recorded).getByRole('link', { name: '0B5E6C1D' }).getAttribute('href')).toBe(
      `/orders/${order.id}`,
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ body: { csv } }),
    ]);
  });
});
