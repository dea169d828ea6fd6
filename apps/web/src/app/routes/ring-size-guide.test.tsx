import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import type { ProductDetail, ProductVariant } from '@shop/shared/catalogue-api';
import { fixedPriceBreakup } from '@shop/shared/pricing';
import { INDIAN_RING_SIZES, RING_SIZE_TEXTS } from '@shop/shared/ring-sizes';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderPages, renderRoute, serveApi } from '../../testing/render-route.tsx';
import RingSizeGuideRoute from './ring-size-guide.tsx';
import ProductRoute from './product.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the ring size guide', () => {
  it('lists the Indian sizes with their inside in millimetres, and how to measure', async () => {
    serveApi({});
    renderPages(<Route path="/ring-size-guide" element={<RingSizeGuideRoute />} />, '/ring-size-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ring Size Guide' })).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    // The heading row, then sizes 1 to 30.
    expect(rows).toHaveLength(INDIAN_RING_SIZES.length + 1);
    expect(rows[12]?.textContent).toBe('1216.5 mm51.9 mm');
    expect(screen.getByRole('heading', { name: RING_SIZE_TEXTS.threadHeading })).toBeTruthy();
    expect(screen.getByRole('heading', { name: RING_SIZE_TEXTS.ringHeading })).toBeTruthy();
  });

  it('has a sizer to print in true millimetres, and says to print at 100% and check with a ruler', async () => {
    serveApi({});
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPages(<Route path="/ring-size-guide" element={<RingSizeGuideRoute />} />, '/ring-size-guide');
    expect(await screen.findByText(RING_SIZE_TEXTS.printAt100)).toBeTruthy();
    const ruler = screen.getByRole('img', { name: RING_SIZE_TEXTS.rulerLabel });
    expect(ruler.getAttribute('width')).toBe('104mm');
    expect(ruler.getAttribute('viewBox')).toBe('0 0 104 14');
    const circles = screen.getByRole('img', { name: RING_SIZE_TEXTS.circlesLabel });
    // Size 12's circle: 16.52 mm across, in a drawing whose unit is the millimetre.
    expect(circles.getAttribute('width')).toBe(`${circles.getAttribute('viewBox')?.split(' ')[2]}mm`);
    expect(circles.querySelectorAll('circle')[11]?.getAttribute('r')).toBe('8.26');
    await userEvent.click(screen.getByRole('button', { name: RING_SIZE_TEXTS.printButton }));
    expect(print).toHaveBeenCalledOnce();
  });
});

const NO_REVIEWS = {
  success: true,
  average: null,
  count: 0,
  stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  reviews: [],
  page: 1,
  pages: 1,
};

const RING = sampleProduct({ _id: '12', name: 'Silver Infinity Band' });

function openPiece(product: typeof RING) {
  serveApi({ [`/api/products/${product._id}`]: { body: { success: true, product } } });
  renderRoute(<ProductRoute />, { path: '/product/:id', url: `/product/${product._id}` });
}

describe('the size field of a ring', () => {
  it('links to the ring size guide and suggests the Indian sizes, and stays free text', async () => {
    openPiece(RING);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Add size' }));
    const link = screen.getByRole('link', { name: 'Find your ring size' });
    expect(link.getAttribute('href')).toBe('/ring-size-guide');
    const size = screen.getByRole('combobox', { name: 'Size' });
    const list = document.getElementById(size.getAttribute('list') ?? '');
    if (!list) throw new Error('The size field names no list of sizes');
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options).toHaveLength(INDIAN_RING_SIZES.length);
    expect(options[11]?.getAttribute('value')).toBe('Ring size 12');
    await userEvent.type(size, 'US 7');
    expect((size as HTMLInputElement).value).toBe('US 7');
  });

  it('is plain for a piece that is no ring', async () => {
    openPiece(sampleProduct({ _id: '13', name: 'Engraved Curb Chain', category: 'chain' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Add size' }));
    expect(screen.getByRole('textbox', { name: 'Size' }).getAttribute('list')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Find your ring size' })).toBeNull();
  });
});

const variant = (size: string, karat: string, price: number, stock: number) =>
  ({
    sku: `SG-${size}-${karat}`,
    values: [size, karat],
    label: `Size ${size}, ${karat}`,
    price,
    priceBreakup: fixedPriceBreakup(price * 100),
    gram: 3,
    netWeightMg: null,
    purity: karat === '18K' ? 'gold-750' : 'gold-916',
    inStock: stock > 0,
    stockLeft: null,
    madeToOrderDays: null,
  }) satisfies ProductVariant;

/** A gold band in sizes 12 to 16 (16 not made), in 18K and 22K. */
const GOLD_BAND: ProductDetail = {
  ...sampleProduct({
    _id: '44',
    name: 'Stardust Gold Band',
    category: 'ring',
    price: 18_000,
    priceVaries: true,
  }),
  priceBreakup: fixedPriceBreakup(1_800_000),
  options: [
    { name: 'Size', values: ['12', '14', '16'] },
    { name: 'Purity', values: ['18K', '22K'] },
  ],
  variants: [
    variant('12', '18K', 18_000, 3),
    variant('12', '22K', 24_000, 3),
    variant('14', '18K', 19_000, 3),
    variant('14', '22K', 25_000, 2),
    variant('16', '18K', 20_000, 0),
    variant('16', '22K', 26_000, 0),
  ],
};

function openGoldBand(url: string) {
  serveApi({
    '/api/products/44': { body: { success: true, product: GOLD_BAND } },
    '/api/products/44/reviews': { body: NO_REVIEWS },
  });
  return renderPages(
    <>
      <Route path="/product/:id" element={<ProductRoute />} />
      <Route path="/ring-size-guide" element={<RingSizeGuideRoute />} />
    </>,
    url,
  );
}

describe('the guide opened from a ring sold in sizes', () => {
  it('takes the shopper back to the ring in the size they measured, the karat they chose kept', async () => {
    const view = openGoldBand('/product/44?variant=SG-12-22K');
    await userEvent.click(await screen.findByRole('link', { name: RING_SIZE_TEXTS.findYourSize }));
    expect(view.address()).toBe('/ring-size-guide?for=%2Fproduct%2F44%3Fvariant%3DSG-12-22K');
    expect(await screen.findByRole('heading', { name: 'Your size for Stardust Gold Band' })).toBeTruthy();
    // Not made in size 16: it cannot be picked.
    expect((screen.getByRole('button', { name: '16' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to Stardust Gold Band' }).getAttribute('href')).toBe(
      '/product/44?variant=SG-12-22K',
    );

    // A thread of 53.5 mm is size 13: the ring is made in 14, the next larger.
    await userEvent.type(screen.getByLabelText(RING_SIZE_TEXTS.circumferenceLabel), '53.5');
    expect(screen.getByRole('status').textContent).toBe(RING_SIZE_TEXTS.measuredSize(13, '14'));
    expect(screen.getByRole('button', { name: '14' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Stardust Gold Band in size 14' }));

    expect(view.address()).toBe('/product/44?variant=SG-14-22K');
    const fourteen = await screen.findByRole('button', { name: 'Size 14' });
    expect(fourteen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Purity 22K' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lets the shopper pick a size, or measure a ring across, and says when none fits', async () => {
    openGoldBand(`/ring-size-guide?for=${encodeURIComponent('/product/44')}`);
    await userEvent.click(await screen.findByRole('button', { name: '12' }));
    expect(
      screen.getByRole('link', { name: 'Back to Stardust Gold Band in size 12' }).getAttribute('href'),
    ).toBe('/product/44?variant=SG-12-18K');
    await userEvent.type(screen.getByLabelText(RING_SIZE_TEXTS.diameterLabel), '19.2');
    expect(screen.getByRole('status').textContent).toBe(RING_SIZE_TEXTS.measuredSize(20, undefined));
    await userEvent.clear(screen.getByLabelText(RING_SIZE_TEXTS.diameterLabel));
    await userEvent.type(screen.getByLabelText(RING_SIZE_TEXTS.diameterLabel), '40');
    expect(screen.getByRole('status').textContent).toBe(RING_SIZE_TEXTS.outsideTable);
  });

  it('links back only to a page of the shop, never to another site', async () => {
    for (const away of ['https://evil.example/product/44', '//evil.example/product/44', '/\\evil.example']) {
      const view = openGoldBand(`/ring-size-guide?for=${encodeURIComponent(away)}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Ring Size Guide' })).toBeTruthy();
      const links = screen.queryAllByRole('link').map((link) => link.getAttribute('href'));
      expect(
        links.some((href) => href?.includes('evil')),
        away,
      ).toBe(false);
      expect(screen.queryByRole('link', { name: /^Back/ })).toBeNull();
      view.unmount();
    }
  });

  it('links back to another page of the shop it was opened from', async () => {
    openGoldBand(`/ring-size-guide?for=${encodeURIComponent('/customize/ring?type=engraving')}`);
    expect((await screen.findByRole('link', { name: RING_SIZE_TEXTS.back })).getAttribute('href')).toBe(
      '/customize/ring?type=engraving',
    );
  });
});
