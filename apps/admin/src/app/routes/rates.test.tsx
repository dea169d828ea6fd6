import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PURITIES, type Purity } from '@shop/shared/pricing';
import type { MetalRateEntry, MetalRatesAnswer } from '@shop/shared/pricing-admin';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn, STAFF_MEMBER } from '../../testing/render-pages.tsx';
import RatesRoute from './rates.tsx';

const TWENTY_TWO_CARAT: MetalRateEntry = {
  purity: 'gold-916',
  ratePaisePerGram: 720_050,
  setAt: '2026-11-24T04:30:00.000Z',
  setBy: 'Meenakshi',
};
const each = <T,>(value: T) =>
  Object.fromEntries(PURITIES.map((purity) => [purity, value])) as Record<Purity, T>;
const RATES: MetalRatesAnswer = {
  success: true,
  current: { ...each(null), 'gold-916': TWENTY_TWO_CARAT },
  ratePricedPieces: { ...each(0), 'gold-916': 1, 'gold-750': 2 },
  ratePricedVariants: { ...each(0), 'gold-916': 1, 'gold-750': 17 },
  ratePricedAcross: [],
  history: [TWENTY_TWO_CARAT],
};

describe('the metal rates page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each purity's rate, who set it, and every change, and lets the owner enter new ones", async () => {
    serveApi({ ...signedIn(OWNER), '/api/admin/metal-rates': { body: RATES } });
    renderPages([{ path: '/rates', element: <RatesRoute /> }], '/rates');

    const cards = await screen.findByRole('list');
    const card = within(cards).getByText('22K gold (916)').closest('li') as HTMLElement;
    expect(within(card).getByText('₹7,200.50/g')).toBeTruthy();
    expect(within(card).getByText('Set 24 Nov 2026, 10:00 am by Meenakshi')).toBeTruthy();
    expect(within(card).getByText('1 piece priced from it')).toBeTruthy();
    const eighteen = within(cards).getByText('18K gold (750)').closest('li') as HTMLElement;
    expect(within(eighteen).getByText('2 pieces (17 variants) priced from it')).toBeTruthy();
    expect(screen.getAllByText('No rate yet')).toHaveLength(PURITIES.length - 1);
    const changes = screen.getByRole('table');
    expect(within(changes).getByRole('cell', { name: '₹7,200.50' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Enter today’s rates' })).toBeTruthy();
  });

  it('shows the rates to the rest of the staff without the form', async () => {
    serveApi({ ...signedIn(STAFF_MEMBER), '/api/admin/metal-rates': { body: RATES } });
    renderPages([{ path: '/rates', element: <RatesRoute /> }], '/rates');

    expect(await screen.findByText('Only the owner enters the rates.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Enter today’s rates' })).toBeNull();
  });
});
