import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, SearchAnswer, TypeListingAnswer } from '@shop/shared/catalogue-api';
import { TYPE_LISTINGS } from '@shop/shared/catalogue';
import { FIXTURE_PRODUCTS, FIXTURE_REVIEWS } from '../../test-support/catalogue-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS, reviews: FIXTURE_REVIEWS });
});
afterAll(async () => {
  await shop?.close();
});

async function get(url: string) {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const names = (products: Product[]) => products.map((product) => product.name);

describe('health and connectivity', () => {
  it('reports that the shop and its database answer', async () => {
    expect(await get('/api/health')).toMatchObject({ status: 200, body: { ok: true, db: 'postgres' } });
  });

  it('answers the connectivity check the kids listing makes first', async () => {
    expect(await get('/api/test')).toMatchObject({ status: 200, body: { success: true } });
  });

  it('answers an unknown API path with 404 and a message', async () => {
    const { status, body } = await get('/api/no-such-call');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'There is nothing at GET /api/no-such-call.' });
  });
});

describe('GET /api/all-products', () => {
  it('lists every product in the spec’s JSON, prices in rupees', async () => {
    const { status, body } = await get('/api/all-products?limit=1000');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe('12 products found');
    expect(body.products).toHaveLength(12);
    const ring = body.products.find((product: Product) => product._id === '1');
    expect(ring).toEqual({
      _id: '1',
      name: 'Classic Solitaire Silver Ring',
      description: 'A 92.5 sterling silver ring with one bright stone, ready for a short engraving.',
      price: 2499,
      originalPrice: 2999,
      discount: 17,
      isNew: true,
      images: [
        '/images/catalogue/v1/ring-silver-1-640.webp',
        '/images/catalogue/v1/ring-silver-1-b-640.webp',
      ],
      image: '/images/catalogue/v1/ring-silver-1-640.webp',
      engravingTemplate: null,
      category: 'ring',
      productCategory: 'Ring',
      peopleCategory: 'women',
      productType: 'Silver',
      purity: 'silver-925',
      gram: 3.2,
      countryOfOrigin: 'India',
      inStock: true,
      stockLeft: null,
      rating: expect.closeTo(4.6, 5),
      reviews: 10,
      customOption: 'Engraving',
      customizationType: 'engraving',
      customizationTypes: [
        { id: 'engraving', name: 'Engraving' },
        { id: 'combined', name: 'Combined' },
      ],
      createdAt: '2026-10-01T10:00:00.000Z',
    });
  });

  it('puts featured pieces (best rated) first and honours a smaller limit', async () => {
    const { body } = await get('/api/all-products?limit=2');
    expect(names(body.products)).toEqual(['Forever Together Wedding Bands', 'Om Engraved Gold Pendant']);
  });

  it('cuts a limit above 1000 down instead of refusing it', async () => {
    const { status, body } = await get('/api/all-products?limit=50000');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(12);
  });

  it.each([
    ['abc', 'limit must be a whole number of 1 or more (at most 1000 are sent)'],
    ['0', 'limit must be a whole number of 1 or more (at most 1000 are sent)'],
    ['-5', 'limit must be a whole number of 1 or more (at most 1000 are sent)'],
  ])('refuses limit=%s with a message', async (limit, message) => {
    expect(await get(`/api/all-products?limit=${limit}`)).toMatchObject({
      status: 400,
      body: { success: false, message },
    });
  });
});

describe('GET /api/products/search', () => {
  it('finds rings by name and category, the best match first', async () => {
    const { status, body } = await get('/api/products/search?q=ring');
    expect(status).toBe(200);
    expect(body.total).toBe(5);
    expect(names(body.products)).toEqual(
      expect.arrayContaining([
        'Classic Solitaire Silver Ring',
        'Mayil Peacock Toe Ring',
        'Forever Together Wedding Bands',
        'Little Star Kids Ring',
        'Promise Infinity Ring',
      ]),
    );
    expect(body.products.at(-1).name).toBe('Forever Together Wedding Bands');
  });

  it('forgives typos and swapped letters', async () => {
    const rnig = (await get('/api/products/search?q=rnig')).body as SearchAnswer;
    expect(rnig.total).toBe(5);
    const pendent = (await get('/api/products/search?q=pendent')).body as SearchAnswer;
    expect(names(pendent.products).sort()).toEqual(['Fingerprint Heart Pendant', 'Om Engraved Gold Pendant']);
  });

  it('finds a word from its first letters', async () => {
    const { body } = await get('/api/products/search?q=brace');
    expect(body.total).toBe(3);
  });

  it('needs every word to match, so "gold ring" finds only gold rings', async () => {
    const { body } = await get('/api/products/search?q=gold%20ring');
    expect(names(body.products).sort()).toEqual(['Forever Together Wedding Bands', 'Little Star Kids Ring']);
  });

  it('does not take "men" for part of "women"', async () => {
    const { body } = await get('/api/products/search?q=men&limit=100');
    expect(body.products.every((product: Product) => product.peopleCategory === 'men')).toBe(true);
    expect(body.total).toBe(4);
  });

  it('lists everything, filtered, when the term is empty', async () => {
    const { body } = await get(
      '/api/products/search?q=&peopleCategory=female&productType=silver&sortBy=price-asc',
    );
    expect(names(body.products)).toEqual([
      'Mayil Peacock Toe Ring',
      'Classic Solitaire Silver Ring',
      'Fingerprint Heart Pendant',
      'Lotus Charm Bracelet',
    ]);
    expect(body).toMatchObject({ currentPage: 1, totalPages: 1, total: 4 });
  });

  it('pages through the results', async () => {
    const first = (await get('/api/products/search?limit=5&page=1&sortBy=alpha-asc')).body as SearchAnswer;
    const third = (await get('/api/products/search?limit=5&page=3&sortBy=alpha-asc')).body as SearchAnswer;
    expect(first).toMatchObject({ currentPage: 1, totalPages: 3, total: 12 });
    expect(names(first.products)).toEqual([
      'Baby Nazariya Bracelet',
      'Bold Link Bracelet',
      'Classic Solitaire Silver Ring',
      'Curb Link Chain for Men',
      'Fingerprint Heart Pendant',
    ]);
    expect(names(third.products)).toEqual(['Promise Infinity Ring', 'Royal Kada']);
    const past = (await get('/api/products/search?limit=5&page=9')).body as SearchAnswer;
    expect(past).toEqual({ products: [], currentPage: 9, totalPages: 3, total: 12 });
  });

  it('filters by price range in rupees, both ends included', async () => {
    const { body } = await get('/api/products/search?minPrice=1450&maxPrice=3200&sortBy=price-asc');
    expect(body.products.map((product: Product) => product.price)).toEqual([1450, 1999, 2499, 3200]);
  });

  it('filters by personalisation, stock and kind of piece', async () => {
    const fingerprint = (await get('/api/products/search?customOption=Fingerprint')).body as SearchAnswer;
    expect(names(fingerprint.products).sort()).toEqual([
      'Fingerprint Heart Pendant',
      'Little Star Kids Ring',
      'Lotus Charm Bracelet',
    ]);
    const outOfStock = (await get('/api/products/search?inStock=false')).body as SearchAnswer;
    expect(names(outOfStock.products)).toEqual(['Curb Link Chain for Men']);
    const kada = (await get('/api/products/search?category=kada')).body as SearchAnswer;
    expect(names(kada.products)).toEqual(['Royal Kada']);
    const metti = (await get('/api/products/search?productCategory=METTI')).body as SearchAnswer;
    expect(names(metti.products)).toEqual(['Mayil Peacock Toe Ring']);
  });

  it('sorts newest first', async () => {
    const { body } = await get('/api/products/search?sortBy=newest&limit=2');
    expect(names(body.products)).toEqual(['Promise Infinity Ring', 'Classic Solitaire Silver Ring']);
  });

  it.each([
    ['page=0', 'page must be a whole number from 1 to 100000'],
    ['page=two', 'page must be a whole number from 1 to 100000'],
    ['limit=1.5', 'limit must be a whole number of 1 or more (at most 100 are sent)'],
    ['minPrice=-1', 'minPrice must be a whole number of rupees from 0 to 10000000'],
    ['maxPrice=cheap', 'maxPrice must be a whole number of rupees from 0 to 10000000'],
    ['minPrice=5000&maxPrice=100', 'minPrice must not be more than maxPrice'],
    [
      'sortBy=cheapest',
      'sortBy must be one of: featured, alpha-asc, alpha-desc, price-asc, price-desc, newest',
    ],
    ['peopleCategory=pets', 'peopleCategory must be one of: all, women, men, kids, couples'],
    ['productType=platinum', 'productType must be one of: all, Gold, Silver'],
    ['page=1&page=2', 'page must be given once, as text'],
    [`q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('refuses %s with a message', async (query, message) => {
    expect(await get(`/api/products/search?${query}`)).toEqual(
      expect.objectContaining({ status: 400, body: { success: false, message } }),
    );
  });

  it('treats SQL in the search term as words to look for', async () => {
    const { status, body } = await get(
      `/api/products/search?q=${encodeURIComponent("ring'; DROP TABLE products; --")}`,
    );
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    expect((await get('/api/all-products')).body.products).toHaveLength(12);
  });
});

describe('GET /api/products/category/{people}', () => {
  it('lists only that group’s pieces as a plain array', async () => {
    const { status, body } = await get('/api/products/category/men');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(names(body).sort()).toEqual([
      'Bold Link Bracelet',
      'Curb Link Chain for Men',
      'Om Engraved Gold Pendant',
      'Royal Kada',
    ]);
  });

  it('lists the couple rings with their own categories', async () => {
    const { body } = await get('/api/products/category/couples?productCategory=Promise');
    expect(names(body)).toEqual(['Promise Infinity Ring']);
  });

  it('filters by metal and price and sorts', async () => {
    const { body } = await get(
      '/api/products/category/women?productType=Silver&maxPrice=3000&sortBy=price-desc',
    );
    expect(names(body)).toEqual(['Classic Solitaire Silver Ring', 'Mayil Peacock Toe Ring']);
  });

  it('refuses an unknown group with a message', async () => {
    expect(await get('/api/products/category/pets')).toMatchObject({
      status: 400,
      body: { success: false, message: 'category must be one of: all, women, men, kids, couples' },
    });
  });
});

describe('the nine type listings', () => {
  it('answer at every path of the spec', async () => {
    for (const listing of TYPE_LISTINGS) {
      const { status, body } = await get(`/api/${listing.path}`);
      expect(status, listing.path).toBe(200);
      expect(body.success, listing.path).toBe(true);
      for (const product of body.products as Product[]) {
        expect(product.peopleCategory).toBe(listing.peopleCategory);
        expect(product.category).toBe(listing.itemType);
      }
    }
  });

  it('list women’s rings with their count in the message', async () => {
    const { body } = await get('/api/women-rings');
    expect(body).toMatchObject({ success: true, message: '1 products found' });
    expect(names(body.products)).toEqual(['Classic Solitaire Silver Ring']);
  });

  it('filter by personalisation type, whatever its case', async () => {
    const combined = (await get('/api/kids-rings?customizationType=Combined')).body as TypeListingAnswer;
    expect(names(combined.products)).toEqual(['Little Star Kids Ring']);
    const engraving = (await get('/api/kids-rings?customizationType=engraving')).body as TypeListingAnswer;
    expect(engraving.products).toEqual([]);
    const all = (await get('/api/men-bracelets?customizationType=all&minPrice=1000'))
      .body as TypeListingAnswer;
    expect(names(all.products)).toEqual(['Bold Link Bracelet']);
  });

  it('refuse a personalisation type that does not exist', async () => {
    expect(await get('/api/women-pendants?customizationType=laser')).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: 'customizationType must be one of: all, engraving, fingerprint, image, combined',
      },
    });
  });
});

describe('GET /api/products/{id}', () => {
  it('opens one product by its id, as a shared link does', async () => {
    const { status, body } = await get('/api/products/7');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      product: { _id: '7', name: 'Fingerprint Heart Pendant', price: 3200 },
    });
  });

  it('answers 404 with a message for an id that does not exist', async () => {
    expect(await get('/api/products/999')).toMatchObject({
      status: 404,
      body: {
        success: false,
        message: 'There is no product with id 999. It may have been removed from the catalogue.',
      },
    });
  });

  it('refuses an id that is not a number', async () => {
    expect(await get('/api/products/abc')).toMatchObject({
      status: 400,
      body: { success: false, message: 'A product id is a whole number, such as /api/products/501' },
    });
  });
});

describe('compression', () => {
  it('sends large answers compressed to browsers that accept it, and plain to others', async () => {
    const plain = await shop.app.inject({ method: 'GET', url: '/api/all-products' });
    const compressed = await shop.app.inject({
      method: 'GET',
      url: '/api/all-products',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy and no server details', async () => {
    const { headers } = await get('/api/test');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
