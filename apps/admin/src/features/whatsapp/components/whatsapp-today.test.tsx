import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WhatsAppRatesAnswer, WhatsAppTodayAnswer } from '@shop/shared/whatsapp';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { WhatsAppThisMonth } from './whatsapp-today.tsx';

const MONTH: WhatsAppTodayAnswer = {
  success: true,
  month: '2026-12',
  categories: [
    { category: 'utility', delivered: 120, freeInWindow: 0, costPaise: 1380 },
    { category: 'marketing', delivered: 0, freeInWindow: 0, costPaise: 0 },
  ],
  ratesMilliRupees: { utility: 115, marketing: 860, authentication: 115 },
  refused: null,
};

function renderSection(isOwner: boolean, answers: Parameters<typeof serveRequests>[0]) {
  const sent = serveRequests(answers);
  renderPages([{ path: '/', element: <WhatsAppThisMonth isOwner={isOwner} /> }], '/');
  return sent;
}

const region = () => screen.getByRole('region', { name: 'WhatsApp this month' });

describe("Today's WhatsApp", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts the month’s delivered messages by category and what they cost at the rates', async () => {
    renderSection(false, { 'GET /api/admin/whatsapp/today': { body: MONTH } });
    const table = await within(region()).findByRole('table', { name: 'December 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'CategoryDeliveredCost',
      'Order updates (utility)₹0.115 a message120₹13.80',
      'Marketing₹0.86 a message0₹0',
      'Authentication₹0.115 a message0₹0',
      'Total120₹13.80',
    ]);
    expect(within(region()).queryByRole('alert')).toBeNull();
    // Only the owner sets the rates.
    expect(within(region()).queryByRole('form')).toBeNull();
    expect(within(region()).getByText('Only the owner may change the rates.')).toBeTruthy();
  });

  it('warns, first, that the Cloud API refused the shop’s settings and what to fix', async () => {
    renderSection(false, {
      'GET /api/admin/whatsapp/today': {
        body: {
          ...MONTH,
          refused: { at: '2026-12-02T04:00:00.000Z', reason: 'Error validating access token (190)' },
        },
      },
    });
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toBe(
      'WhatsApp refused the shop’s settings: Error validating access token (190). Check them in the environment.Since 2 Dec 2026, 9:30 am.',
    );
  });

  it('lets the owner set the rates in rupees, refusing what is no rate, and sends them in thousandths', async () => {
    const saved: WhatsAppRatesAnswer = {
      success: true,
      ratesMilliRupees: { utility: 120, marketing: 860, authentication: 115 },
    };
    const sent = renderSection(true, {
      'GET /api/admin/whatsapp/today': { body: MONTH },
      'PUT /api/admin/whatsapp/rates': { body: saved },
    });
    const form = await within(region()).findByRole('form', {
      name: 'Rates per delivered message, in rupees before GST',
    });
    const utility = within(form).getByLabelText('Order updates (utility)') as HTMLInputElement;
    expect(utility.value).toBe('0.115');
    await userEvent.clear(utility);
    await userEvent.type(utility, '0.1205');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rates' }));
    expect(
      await within(form).findByText(
        'A rate is in rupees, such as 0.115, with at most three decimals and below ₹100',
      ),
    ).toBeTruthy();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.clear(utility);
    await userEvent.type(utility, '0.12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rates' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Rates saved.');
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      url: '/api/admin/whatsapp/rates',
      body: { utility: 120, marketing: 860, authentication: 115 },
    });
  });
});
