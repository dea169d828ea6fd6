import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CashOnDeliverySettingsBody } from '@shop/shared/cash-on-delivery';
import { serveRequests, type SentRequest } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn } from '../../testing/render-pages.tsx';
import SettingsRoute from './settings.tsx';

const PATH = '/api/admin/settings/cash-on-delivery';
const STORED: CashOnDeliverySettingsBody = {
  enabled: false,
  maxOrderTotalRupees: 20_000,
  personalisedOnDelivery: false,
  feeRupees: 0,
  excludedPincodePrefixes: ['79'],
  maxUndeliveredOrders: 1,
};

/** The server keeps what is sent, or refuses it with its message. */
function serveSettings(refusal?: string) {
  const sent: SentRequest[] = serveRequests({
    ...signedIn(OWNER),
    '/api/admin/settings/return-window': { body: { success: true, days: 15 } },
    '/api/admin/settings/undelivered-pincodes': { body: { success: true, prefixes: [] } },
    [`GET ${PATH}`]: { body: { success: true, settings: STORED } },
    [`PUT ${PATH}`]: () =>
      refusal
        ? { status: 400, body: { success: false, message: refusal } }
        : { body: { success: true, settings: sent.at(-1)?.body } },
  });
  return sent;
}

async function renderSection() {
  renderPages([{ path: '/settings', element: <SettingsRoute /> }], '/settings');
  const section = await screen.findByRole('region', { name: 'Cash on delivery' });
  // The stored settings have come: their pincodes' starts are in the box.
  const starts = within(section).getByLabelText(/Pincodes not offered/);
  await vi.waitFor(() => expect((starts as HTMLTextAreaElement).value).toBe('79'));
  expect(
    (within(section).getByLabelText('Largest order total (₹), delivery and fee included') as HTMLInputElement)
      .value,
  ).toBe('20000');
  return section;
}

describe('the Settings page’s cash on delivery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stored settings and saves the owner’s changes', async () => {
    const sent = serveSettings();
    const section = await renderSection();
    const user = userEvent.setup();
    const offer = within(section).getByRole('checkbox', { name: 'Offer cash on delivery' });
    expect(offer).toHaveProperty('checked', false);
    expect((within(section).getByLabelText(/Pincodes not offered/) as HTMLTextAreaElement).value).toBe('79');
    await user.click(offer);
    const fee = within(section).getByLabelText('Fee (₹)');
    await user.clear(fee);
    await user.type(fee, '49');
    await user.type(within(section).getByLabelText(/Pincodes not offered/), ', 744');
    await user.click(within(section).getByRole('button', { name: 'Save cash on delivery' }));

    expect(await within(section).findByText('Cash on delivery settings saved.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      url: PATH,
      authorization: 'Bearer a-session-token',
      body: { ...STORED, enabled: true, feeRupees: 49, excludedPincodePrefixes: ['79', '744'] },
    });
    expect(within(section).getByRole('checkbox', { name: 'Offer cash on delivery' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('refuses a fee over ₹1,000 and a pincode start with a 0 with the shared messages, sending nothing', async () => {
    const sent = serveSettings();
    const section = await renderSection();
    const user = userEvent.setup();
    const fee = within(section).getByLabelText('Fee (₹)');
    await user.clear(fee);
    await user.type(fee, '5000');
    await user.type(within(section).getByLabelText(/Pincodes not offered/), ' 079');
    await user.click(within(section).getByRole('button', { name: 'Save cash on delivery' }));
    expect(await within(section).findByText('The fee is at most ₹1,000.')).toBeTruthy();
    expect(
      within(section).getByText('A pincode prefix is one to six digits, not starting with 0.'),
    ).toBeTruthy();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal', async () => {
    serveSettings('The largest order is at most ₹10,00,000.');
    const section = await renderSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Save cash on delivery' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The largest order is at most ₹10,00,000.',
    );
  });
});
