import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductVariant } from '@shop/shared/catalogue-api';
import { formatPaise } from '@shop/shared/money';
import { fixedPriceBreakup, priceFromRate } from '@shop/shared/pricing';
import { VARIANT_TEXTS } from '@shop/shared/variants';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import ProductRoute from './product.tsx';

afterEach(() => vi.unstubAllGlobals());

const variant = (size: string, price: number, gram: number, stock: number, madeToOrderDays: number | null) =>
  ({
    sku: `SR-${size}`,
    values: [size],
    label: `Size ${size}`,
    price,
    priceBreakup: fixedPriceBreakup(price * 100),
    gram,
    netWeightMg: null,
    purity: 'silver-925',
    inStock: stock > 0,
    stockLeft: stock > 0 && stock < 3 ? stock : null,
    madeToOrderDays,
  }) satisfies ProductVariant;

const SIZED: ProductDetail = {
  ...sampleProduct({ _id: '41', name: 'Sized Band', category: 'ring', price: 2_400, priceVaries: true }),
  priceBreakup: fixedPriceBreakup(240_000),
  options: [{ name: 'Size', values: ['12', '14', '16', '18'] }],
  variants: [
    variant('12', 2_400, 3.0, 5, null),
    variant('14', 2_600, 3.4, 1, null),
    variant('16', 2_800, 3.8, 0, 12),
    variant('18', 3_000, 4.2, 0, null),
  ],
};

function serveSized(product: ProductDetail = SIZED) {
  serveApi({
    [`/api/products/${product._id}`]: { body: { success: true, product } },
    [`/api/products/${product._id}/reviews`]: {
      body: {
        success: true,
        average: null,
        count: 0,
        stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
        reviews: [],
        page: 1,
        pages: 1,
      },
    },
  });
}

/** A ring priced from the rate whose size 14 holds more stones (₹650) than the design's (₹300). */
function ratePricedRing(): ProductDetail {
  const breakupOf = (stonesPaise: number) =>
    priceFromRate(
      {
        purity: 'silver-925',
        netWeightMg: 3_000,
        making: { kind: 'per_gram', paisePerGram: 10_000 },
        stonesPaise,
        hallmarkingPaise: 0,
      },
      { 'silver-925': 9_500 },
    );
  const sized = (size: string, stonesPaise: number) => {
    const breakup = breakupOf(stonesPaise);
    return {
      ...variant(size, breakup.totalPaise / 100, 3.2, 4, null),
      priceBreakup: breakup,
      netWeightMg: 3_000,
    };
  };
  const twelve = sized('12', 30_000);
  return {
    ...sampleProduct({ _id: '42', name: 'Stone Set Band', category: 'ring', price: twelve.price }),
    priceVaries: true,
    priceBreakup: twelve.priceBreakup,
    options: [{ name: 'Size', values: ['12', '14'] }],
    variants: [twelve, sized('14', 65_000)],
  };
}

describe('a design sold in sizes', () => {
  it('opens on its lowest price, and shows size 14’s own price and weight once it is picked', async () => {
    serveSized();
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/41' });
    const fourteen = await screen.findByRole('button', { name: 'Size 14' });
    expect(screen.getByRole('button', { name: 'Size 12' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText(formatPaise(2400_00)).length).toBeGreaterThan(0);
    await userEvent.click(fourteen);
    expect(fourteen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText(formatPaise(2600_00)).length).toBeGreaterThan(0);
    expect(screen.getByText('3.4 gram')).toBeTruthy();
    expect(screen.getByText('Only 1 left')).toBeTruthy();
  });

  it('opens on the size its address names, says a size made to order, and disables one neither in stock nor made', async () => {
    serveSized();
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/41?variant=SR-16' });
    const sixteen = await screen.findByRole('button', { name: 'Size 16' });
    expect(sixteen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(VARIANT_TEXTS.madeToOrder(12))).toBeTruthy();
    expect(screen.getAllByText(formatPaise(2800_00)).length).toBeGreaterThan(0);
    const eighteen = screen.getByRole('button', { name: `Size 18, ${VARIANT_TEXTS.unavailable}` });
    expect((eighteen as HTMLButtonElement).disabled).toBe(true);
  });

  it('breaks down the price of the size picked with that size’s own stones', async () => {
    serveSized(ratePricedRing());
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/42' });
    const stonesRow = () => screen.getByRole('row', { name: /Stones and other charges/ });
    const fourteen = await screen.findByRole('button', { name: 'Size 14' });
    expect(within(stonesRow()).getByText(formatPaise(30_000))).toBeTruthy();
    await userEvent.click(fourteen);
    expect(within(stonesRow()).getByText(formatPaise(65_000))).toBeTruthy();
  });
});
