import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PURITIES, type Purity } from '@shop/shared/pricing';
import {
  RATE_TEXTS,
  type MetalRateEntry,
  type MetalRatesAnswer,
  type MetalRatesSavedAnswer,
} from '@shop/shared/pricing-admin';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { RatesForm } from './rates-form.tsx';

const none = <T,>(value: T) =>
  Object.fromEntries(PURITIES.map((purity) => [purity, value])) as Record<Purity, T>;

const TWENTY_TWO_CARAT: MetalRateEntry = {
  purity: 'gold-916',
  ratePaisePerGram: 720_000,
  setAt: '2026-11-24T04:30:00.000Z',
  setBy: 'Meenakshi',
};

const RATES: MetalRatesAnswer = {
  success: true,
  current: { ...none(null), 'gold-916': TWENTY_TWO_CARAT },
  ratePricedPieces: { ...none(0), 'gold-916': 3, 'silver-925': 1 },
  history: [TWENTY_TWO_CARAT],
};

function renderForm() {
  return renderPages([{ path: '/rates', element: <RatesForm answer={RATES} /> }], '/rates');
}

const field = (purity: string) => screen.getByLabelText(`${purity} (₹/g)`) as HTMLInputElement;

describe("the owner's form for the day's metal rates", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each current rate in its field and refuses what is no rate', async () => {
    const sent = serveRequests({});
    renderForm();
    expect(field('22K gold (916)').placeholder).toBe('7200');
    expect(field('Sterling silver (925)').placeholder).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RATE_TEXTS.noneGiven);

    await userEvent.type(field('22K gold (916)'), 'seven thousand');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(screen.getByRole('alert').textContent).toBe(RATE_TEXTS.rate('gold-916'));
    expect(sent).toEqual([]);
  });

  it('says how many pieces the new rates reprice, and saves them once confirmed', async () => {
    const saved: MetalRatesSavedAnswer = { ...RATES, message: RATE_TEXTS.saved(2, 4), repriced: 4 };
    const sent = serveRequests({ 'POST /api/admin/metal-rates': { body: saved } });
    renderForm();
    await userEvent.type(field('22K gold (916)'), '7350.50');
    await userEvent.type(field('Sterling silver (925)'), '95');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Confirm the new rates' });
    expect(confirm.textContent).toContain(
      'Save these 2 rates? 4 pieces are priced from them and will show the new price at once.',
    );
    expect(sent).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      '2 rates are saved; 4 pieces were repriced.',
    );
    expect(sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/api/admin/metal-rates',
        body: { rates: { 'gold-916': 7350.5, 'silver-925': 95 } },
      },
    ]);
    expect(field('22K gold (916)').value).toBe('');
  });

  it('sends nothing when the owner cancels, and keeps what was typed', async () => {
    const sent = serveRequests({});
    renderForm();
    await userEvent.type(field('Sterling silver (925)'), '95');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Save this rate? One piece is priced from it and will show the new price at once.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(field('Sterling silver (925)').value).toBe('95');
    expect(sent).toEqual([]);
  });
});
