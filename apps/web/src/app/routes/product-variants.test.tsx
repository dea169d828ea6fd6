import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductVariant } from '@shop/shared/catalogue-api';
import { formatPaise } from '@shop/shared/money';
import { fixedPriceBreakup } from '@shop/shared/pricing';
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

function serveSized() {
  serveApi({
    '/api/products/41': { body: { success: true, product: SIZED } },
    '/api/products/41/reviews': {
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
});
