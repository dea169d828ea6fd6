import type { ReactElement } from 'react';
import { fireEvent, render as renderAlone, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type SortOption } from '@shop/shared/catalogue';
import { PRICE_BOUNDS, sortOptions, type PriceRange } from '../listing-rules.ts';
import { PriceRangeFilter, SortSelect } from './listing-filters.tsx';
import { inLanguage } from '../../../testing/in-language.tsx';

/** The part in English, the specification's words, from the English catalog. */
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: inLanguage('en') });

function Harness() {
  const [range, setRange] = useState<PriceRange>({ min: 0, max: PRICE_BOUNDS.kidsRings.max });
  return (
    <>
      <PriceRangeFilter value={range} bounds={PRICE_BOUNDS.kidsRings} onChange={setRange} />
      <output>{`${range.min}-${range.max}`}</output>
    </>
  );
}

describe('the Price Range drop-down', () => {
  it('opens, takes typed whole rupees, reads other text as 0, and closes on Escape', async () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: /Price Range/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const slider = screen.getByRole('slider', { name: /Maximum price/ });
    expect(slider.getAttribute('max')).toBe('5000');
    expect(slider.getAttribute('step')).toBe('500');

    fireEvent.change(screen.getByLabelText('Min (₹)'), { target: { value: '1200' } });
    expect(screen.getByText('1200-5000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Min (₹)'), { target: { value: 'abc' } });
    expect(screen.getByText('0-5000')).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('the sort menu', () => {
  function SortHarness({ options }: { options: readonly SortOption[] }) {
    const [sort, setSort] = useState<SortOption>('featured');
    return (
      <>
        <SortSelect value={sort} options={options} onChange={setSort} />
        <output>{sort}</output>
      </>
    );
  }

  it('offers the spec’s labels in order, Featured first, and reports the chosen value', async () => {
    render(<SortHarness options={SORT_OPTIONS} />);
    const menu = screen.getByLabelText('Sort by');
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Featured',
      'Alphabetically, A-Z',
      'Alphabetically, Z-A',
      'Price, low to high',
      'Price, high to low',
      'Newest First',
    ]);
    await userEvent.selectOptions(menu, 'price-desc');
    expect(screen.getByText('price-desc')).toBeTruthy();
  });

  it('leaves Newest First to the home page', () => {
    render(<SortHarness options={sortOptions(false)} />);
    expect(screen.queryByRole('option', { name: 'Newest First' })).toBeNull();
  });
});
