/**
 * Listings and search of designs sold in variants (decision 0046): a size in stock, the price
 * filter on every variant's price, a SKU typed into search, a design made to order, and the
 * cards' "from" price, through the real app on its own database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalogue-api';
import { writeDesignVariants } from '../../db/catalogue-writes.ts';
import { productVariants, type NewProductRow } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { buildTestApp, seenByShoppers, type TestApp } from '../../test-support/test-app.ts';

const template = FIXTURE_PRODUCTS[0];
if (!template) throw new Error('the fixture catalogue is empty');
const ring = (id: number, name: string): NewProductRow => ({
  ...template,
  id,
  name,
  description: 'A plain band of 92.5 sterling silver.',
  originalPricePaise: null,
  pricePaise: 200_000,
  customizationTypes: [],
});
const BAND = ring(950, 'Sized Silver Band');
const MADE_TO_ORDER = ring(951, 'Made To Order Band');
const KARATS = ring(952, 'Two Karat Band');

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ products: [...FIXTURE_PRODUCTS, BAND, MADE_TO_ORDER, KARATS] });
  const db = shop.database.db;
  // Size 14 of the band is neither in stock nor made to order.
  await writeDesignVariants(
    db,
    950,
    [{ name: 'Size', values: ['12', '14', '16'] }],
    [
      { sku: 'D950-12', values: ['12'], gram: 3, pricePaise: 200_000, stock: 3 },
      { sku: 'D950-14', values: ['14'], gram: 3.2, pricePaise: 240_000, stock: 0 },
      { sku: 'D950-16', values: ['16'], gram: 3.4, pricePaise: 280_000, stock: 2 },
    ],
  );
  await writeDesignVariants(
    db,
    951,
    [{ name: 'Ring size', values: ['14', '16'] }],
    [
      { sku: 'D951-14', values: ['14'], gram: 3, pricePaise: 300_000, stock: 0, madeToOrderDays: 10 },
      { sku: 'D951-16', values: ['16'], gram: 3.2, pricePaise: 320_000, stock: 0, madeToOrderDays: 12 },
    ],
  );
  await writeDesignVariants(
    db,
    952,
    [
      { name: 'Size', values: ['14'] },
      { name: 'Purity', values: ['18K', '22K'] },
    ],
    [
      { sku: 'D952-14-18K', values: ['14', '18K'], gram: 3, pricePaise: 500_000, stock: 1 },
      { sku: 'D952-14-22K', values: ['14', '22K'], gram: 3, pricePaise: 600_000, stock: 0 },
    ],
  );
  // The index has read the last of them.
  await seenByShoppers(async () => {
    const { body } = await get('/api/products/search?q=D952-14-18K');
    expect(body.total).toBe(1);
  });
});
afterAll(async () => {
  await shop?.close();
});

async function get(url: string) {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

const names = (products: readonly Product[]) => products.map((product) => product.name).sort();

describe('a size in stock', () => {
  it('finds the women’s rings in stock in size 14, and those made in it', async () => {
    const inStock = await get('/api/women-rings?size=14&inStock=true');
    expect(inStock.status).toBe(200);
    expect(names(inStock.body.products)).toEqual(['Two Karat Band']);

    // Without inStock, a size that can be bought: in stock or made to order.
    const made = await get('/api/women-rings?size=14');
    expect(names(made.body.products)).toEqual(['Made To Order Band', 'Two Karat Band']);

    // inStock=false: made in that size, none of it in stock.
    const notInStock = await get('/api/women-rings?size=14&inStock=false');
    expect(names(notInStock.body.products)).toEqual(['Made To Order Band']);

    const page = await get('/api/women-rings/page?size=16&inStock=true');
    expect(names(page.body.products)).toEqual(['Sized Silver Band']);
    expect(page.body.total).toBe(1);
  });

  it('asks search for a size in stock with the in-stock filter', async () => {
    const { status, body } = await get('/api/products/search?peopleCategory=women&size=14&inStock=true');
    expect(status).toBe(200);
    expect(names(body.products)).toEqual(['Two Karat Band']);
    expect(body.total).toBe(1);
  });

  it('offers the sizes on the listing pages that have sized designs only', async () => {
    const rings = await get('/api/women-rings/page');
    expect(rings.body.sizes).toEqual(['12', '14', '16']);
    const pendants = await get('/api/women-pendants/page');
    expect(pendants.status).toBe(200);
    expect(pendants.body).not.toHaveProperty('sizes');
  });

  it('offers on a search the sizes of the designs it finds, and none where it finds no sized design', async () => {
    const bands = await get('/api/products/search?q=band');
    expect(bands.body.sizes).toEqual(['12', '14', '16']);
    // Asked for size 14 in stock, it still offers every size the search finds, to change it.
    const fourteen = await get('/api/products/search?q=band&size=14&inStock=true');
    expect(names(fourteen.body.products)).toEqual(['Two Karat Band']);
    expect(fourteen.body.sizes).toEqual(['12', '14', '16']);
    const karats = await get('/api/products/search?q=karat');
    expect(karats.body.sizes).toEqual(['14']);
    const pendants = await get('/api/products/search?q=pendant');
    expect(pendants.status).toBe(200);
    expect(pendants.body).not.toHaveProperty('sizes');
  });

  it('refuses a size longer than any size', async () => {
    const { status, body } = await get(`/api/women-rings?size=${'1'.repeat(21)}`);
    expect(status).toBe(400);
    expect(body.message).toContain('size must be at most 20 characters');
  });
});

describe('the price filter', () => {
  it('finds a design when any of its variants is priced in the range', async () => {
    // The band starts at ₹2,000; its size 16 is ₹2,800.
    const { body } = await get('/api/products/search?minPrice=2700&maxPrice=2900');
    expect(names(body.products)).toEqual(['Sized Silver Band']);
    const listing = await get('/api/women-rings?minPrice=2700&maxPrice=2900');
    expect(names(listing.body.products)).toEqual(['Sized Silver Band']);
    // The card still shows where it starts.
    expect(listing.body.products[0]).toMatchObject({ price: 2000, priceVaries: true });
  });

  it('does not find it by the price of a variant that cannot be bought', async () => {
    // Size 14 of the band (₹2,400) is neither in stock nor made to order.
    const { body } = await get('/api/products/search?minPrice=2300&maxPrice=2450');
    expect(names(body.products)).not.toContain('Sized Silver Band');
  });

  it('follows a variant’s new price that leaves the design’s own figures as they were', async () => {
    await shop.database.db
      .update(productVariants)
      .set({ pricePaise: 350_000 })
      .where(eq(productVariants.sku, 'D950-16'));
    await seenByShoppers(async () => {
      const { body } = await get('/api/products/search?minPrice=3400&maxPrice=3600');
      expect(names(body.products)).toContain('Sized Silver Band');
    });
    await shop.database.db
      .update(productVariants)
      .set({ pricePaise: 280_000 })
      .where(eq(productVariants.sku, 'D950-16'));
    await seenByShoppers(async () => {
      const { body } = await get('/api/products/search?minPrice=3400&maxPrice=3600');
      expect(names(body.products)).not.toContain('Sized Silver Band');
    });
  });
});

describe('a SKU typed into search', () => {
  it('finds its design, whose card opens that variant', async () => {
    const { status, body } = await get('/api/products/search?q=d950-16');
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    expect(body.products).toEqual([
      expect.objectContaining({
        _id: '950',
        name: 'Sized Silver Band',
        variantSku: 'D950-16',
        priceVaries: true,
      }),
    ]);
  });

  it('is offered while the shopper types, linking to that variant', async () => {
    const { body } = await get('/api/products/suggestions?q=D952-14-22K');
    expect(body.suggestions).toEqual([
      { kind: 'piece', label: 'Two Karat Band', path: '/product/952?variant=D952-14-22K' },
    ]);
  });

  it('finds a piece without options by its SKU, on its page as before', async () => {
    const { body } = await get('/api/products/search?q=P00001');
    expect(body.products).toHaveLength(1);
    expect(body.products[0]._id).toBe('1');
    expect(body.products[0]).not.toHaveProperty('variantSku');
    const suggestions = await get('/api/products/suggestions?q=p00001');
    expect(suggestions.body.suggestions).toEqual([
      { kind: 'piece', label: template.name, path: '/product/1' },
    ]);
  });
});

describe('a design made to order', () => {
  it('is not in stock, and its card says it is made to order', async () => {
    const { body } = await get('/api/women-rings');
    const card = body.products.find((product: Product) => product._id === '951');
    expect(card).toMatchObject({ inStock: false, madeToOrderDays: 10, price: 3000, priceVaries: true });
    const inStock = await get('/api/products/search?inStock=true&peopleCategory=women&category=ring');
    expect(names(inStock.body.products)).not.toContain('Made To Order Band');
  });

  it('leaves a piece without options out of stock as before', async () => {
    const { body } = await get('/api/products/search?peopleCategory=men&category=chain');
    const chain = body.products.find((product: Product) => product._id === '6');
    expect(chain).toMatchObject({ inStock: false });
    expect(chain).not.toHaveProperty('madeToOrderDays');
  });
});
