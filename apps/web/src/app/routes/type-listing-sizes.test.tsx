import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use } from 'react';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingPageAnswer } from '@shop/shared/catalogue-api';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import { eventually } from '../../testing/timers.ts';
import TypeListingRoute from './type-listing.tsx';

afterEach(() => vi.unstubAllGlobals());

const band = sampleProduct({ _id: '950', name: 'Sized Silver Band', price: 2000, priceVaries: true });
const madeToOrder = sampleProduct({
  _id: '951',
  name: 'Made To Order Band',
  inStock: false,
  madeToOrderDays: 10,
});
const plain = sampleProduct({ _id: '1', name: 'Plain Silver Ring' });

/** The women's rings as the shop pages them: size 14 is in stock in the band, made to order in the other. */
function womenRings(url: string): { body: ListingPageAnswer } {
  const params = new URL(url, 'http://shop.test').searchParams;
  const size = params.get('size');
  const products =
    size === null
      ? [band, madeToOrder, plain]
      : params.get('inStock') === 'true'
        ? [band]
        : [band, madeToOrder];
  return {
    body: { products, currentPage: 1, totalPages: 1, total: products.length, sizes: ['12', '14', '16'] },
  };
}

describe('the size filter of a listing', () => {
  it('asks the shop for the rings in stock in the size chosen', async () => {
    const asked = serveApi({ '/api/women-rings/page': womenRings });
    renderRoute(<TypeListingRoute />, { path: '/custom/:group/:kind', url: '/custom/women/rings' });
    expect(await screen.findByText('Plain Silver Ring')).toBeTruthy();
    // A design none of whose pieces is in stock, sold made to order, does not read "Out of Stock".
    const card = screen.getByRole('heading', { name: 'Made To Order Band' }).closest('article');
    expect(within(card as HTMLElement).getByText('Made to order')).toBeTruthy();
    expect(within(card as HTMLElement).queryByText('Out of Stock')).toBeNull();
    expect(screen.getAllByText('from').length).toBeGreaterThan(0);

    const size = screen.getByLabelText('Size');
    expect([...size.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any size',
      '12',
      '14',
      '16',
    ]);
    expect(screen.queryByLabelText('In stock in this size')).toBeNull();
    await userEvent.selectOptions(size, '14');
    await eventually(() => expect(asked).toContain('/api/women-rings/page?page=1&size=14'));
    await userEvent.click(screen.getByLabelText('In stock in this size'));
    await eventually(() => expect(asked).toContain('/api/women-rings/page?page=1&size=14&inStock=true'));
    await eventually(() => expect(screen.queryByText('Made To Order Band')).toBeNull());
    expect(screen.getByText('Sized Silver Band')).toBeTruthy();
  });

  it('shows a choice at once, while the page is still moving to its address', async () => {
    serveApi({ '/api/women-rings/page': womenRings });
    // A part of the page that holds the move to the new address back, as a slow phone does.
    const never = new Promise<never>(() => {});
    function HoldsTheMove() {
      const [params] = useSearchParams();
      if (params.get('inStock') === 'true') use(never);
      return null;
    }
    renderRoute(
      <>
        <TypeListingRoute />
        <HoldsTheMove />
      </>,
      { path: '/custom/:group/:kind', url: '/custom/women/rings?size=14' },
    );
    const box = (await screen.findByLabelText('In stock in this size')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    expect((screen.getByLabelText('In stock in this size') as HTMLInputElement).checked).toBe(true);
  });

  it('is not shown where no design of the listing is sold in sizes', async () => {
    serveApi({
      '/api/women-pendants/page': {
        body: { products: [plain], currentPage: 1, totalPages: 1, total: 1 },
      },
    });
    renderRoute(<TypeListingRoute />, { path: '/custom/:group/:kind', url: '/custom/women/pendants' });
    expect(await screen.findByText('Plain Silver Ring')).toBeTruthy();
    expect(screen.queryByLabelText('Size')).toBeNull();
  });
});
