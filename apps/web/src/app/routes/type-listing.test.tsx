import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingPages } from '../../features/catalogue/testing/listing-pages.ts';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import { eventually } from '../../testing/timers.ts';
import TypeListingRoute from './type-listing.tsx';

afterEach(() => vi.unstubAllGlobals());

const answer = (count: number) =>
  listingPages(
    Array.from({ length: count }, (_, i) => sampleProduct({ _id: String(i + 1), name: `Ring ${i + 1}` })),
  );

describe('the type listings', () => {
  it('answer /custom/women/Pendants with the spec’s title and the women’s pendants', async () => {
    const asked = serveApi({ '/api/women-pendants/page': answer(3) });
    renderRoute(<TypeListingRoute />, { path: '/custom/:group/:kind', url: '/custom/women/Pendants' });
    expect(screen.getByRole('heading', { level: 1, name: "Captivating Women's Pendants" })).toBeTruthy();
    expect(await screen.findAllByText('3 pendants')).toHaveLength(2);
    expect(asked).toEqual(['/api/women-pendants/page?page=1']);
  });

  it('offer the spec’s personalisation choices and ask the server for the chosen one', async () => {
    const asked = serveApi({ '/api/kids-rings/page': answer(2) });
    renderRoute(<TypeListingRoute />, { path: '/custom/:group/:kind', url: '/custom/kids/rings' });
    expect(await screen.findAllByText('2 fun rings')).toHaveLength(2);
    const menu = screen.getByLabelText('Customization');
    expect([...menu.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'all',
      'Fingerprint',
      'Combined',
      'engraving',
    ]);
    await userEvent.selectOptions(menu, 'Fingerprint');
    await eventually(() =>
      expect(asked).toContain('/api/kids-rings/page?page=1&customizationType=Fingerprint'),
    );
  });

  it('say so when nothing matches', async () => {
    serveApi({ '/api/kids-rings/page': answer(0) });
    renderRoute(<TypeListingRoute />, {
      path: '/custom/:group/:kind',
      url: '/custom/kids/rings?maxPrice=500',
    });
    expect(
      await screen.findByText('No rings found matching your filters. Try adjusting your criteria.'),
    ).toBeTruthy();
  });

  it('give the men’s bracelets their 2-year warranty', () => {
    serveApi({ '/api/men-bracelets/page': answer(1) });
    renderRoute(<TypeListingRoute />, { path: '/custom/:group/:kind', url: '/custom/men/bracelets' });
    expect(screen.getByText('2-year warranty')).toBeTruthy();
    expect(screen.queryByText('Lifetime warranty')).toBeNull();
  });
});
