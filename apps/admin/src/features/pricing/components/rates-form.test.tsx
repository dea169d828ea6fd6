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
  ratePricedVariants: { ...none(0), 'gold-916': 3, 'silver-925': 1 },
  ratePricedAcross: [],
  history: [TWENTY_TWO_CARAT],
};

/** Besides, a ring in eight sizes of 18K and of 22K, and a chain in three lengths of 22K. */
const WITH_VARIANTS: MetalRatesAnswer = {
  ...RATES,
  ratePricedPieces: { ...RATES.ratePricedPieces, 'gold-750': 1, 'gold-916': 5 },
  ratePricedVariants: { ...RATES.ratePricedVariants, 'gold-750': 8, 'gold-916': 14 },
  ratePricedAcross: [{ purities: ['gold-750', 'gold-916'], pieces: 1 }],
};

function renderForm(answer: MetalRatesAnswer = RATES) {
  return renderPages([{ path: '/rates', element: <RatesForm answer={answer} /> }], '/rates');
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
    const saved: MetalRatesSavedAnswer = {
      ...RATES,
      message: RATE_TEXTS.saved(2, { pieces: 4, variants: 4 }),
      repriced: 4,
      repricedVariants: 4,
    };
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

  it('counts a design sold in sizes and karats as one piece, with its variants beside', async () => {
    const saved: MetalRatesSavedAnswer = {
      ...WITH_VARIANTS,
      message: RATE_TEXTS.saved(2, { pieces: 5, variants: 22 }),
      repriced: 5,
      repricedVariants: 22,
    };
    serveRequests({ 'POST /api/admin/metal-rates': { body: saved } });
    renderForm(WITH_VARIANTS);
    await userEvent.type(field('18K gold (750)'), '5900');
    await userEvent.type(field('22K gold (916)'), '7200');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Confirm the new rates' });
    expect(confirm.textContent).toContain(
      'Save these 2 rates? 5 pieces (22 variants) are priced from them and will show the new price at once.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '2 rates are saved; 5 pieces were repriced (22 variants).',
    );
  });

  it('says one piece of its variants when a rate prices one design alone', async () => {
    serveRequests({});
    renderForm(WITH_VARIANTS);
    await userEvent.type(field('18K gold (750)'), '5900');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Save this rate? One piece (8 variants) is priced from it and will show the new price at once.',
    );
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
