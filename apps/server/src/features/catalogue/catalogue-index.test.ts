/**
 * The index answers as the database did (decision 0021): for each query a shopper may make of
 * the demo catalogue, the pieces found, their order and the total are the SQL's of
 * repository.ts (findProducts, with typos corrected against ts_stat's words as before). And
 * the index follows the catalogue: a change shows once the index has read it, and a search
 * made while it reads gets the index before, never half of the change.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SortOption } from '@shop/shared/catalogue';
import { demoCatalogue } from '@shop/demo-catalogue/demo-catalogue';
import { demoReviews } from '@shop/demo-catalogue/demo-reviews';
import { DEMO_RATES } from '@shop/demo-catalogue/demo-rates';
import { demoDesignVariants } from '@shop/demo-catalogue/demo-variants';
import type { DatabaseHandle } from '../../db/client.ts';
import { addReviews, replaceCatalogue, writeDesignVariants } from '../../db/catalogue-writes.ts';
import { products } from '../../db/schema.ts';
import { DEMO_PRODUCT_COUNT } from '../../db/seed.ts';
import { createTestDatabase } from '../../test-support/test-app.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { createLiveIndex, type LiveIndex } from './live-index.ts';
import { catalogueWords, findProducts, type ProductFilter } from './repository.ts';
import { correctWord, searchWords, type Vocabulary } from './search-terms.ts';

const SIZED = demoDesignVariants(demoCatalogue(DEMO_PRODUCT_COUNT));
const SIZED_SKU = SIZED[0]?.variants[3]?.sku ?? 'none';

let database: DatabaseHandle;
let live: LiveIndex;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = demoCatalogue(DEMO_PRODUCT_COUNT);
  await replaceCatalogue(database.db, rows);
  // Their reviews make the ratings "featured" order sorts by.
  await addReviews(database.db, demoReviews(rows));
  // Rings sold in sizes, some made to order: the size, SKU and price filters read their variants.
  for (const design of SIZED) {
    await writeDesignVariants(database.db, design.productId, design.options, design.variants, DEMO_RATES);
  }
  live = createLiveIndex(database.db);
  await live.refresh();
});
afterAll(async () => {
  live?.close();
  await database?.close();
});

interface Case {
  q?: string;
  filter?: Omit<ProductFilter, 'words'>;
  sortBy?: SortOption;
  page?: number;
  limit?: number;
}

const CASES: Case[] = [
  { q: 'ring' },
  { q: 'rnig' },
  { q: 'pendent' },
  { q: 'braclet' },
  { q: 'chian' },
  { q: 'silver ank' },
  { q: 'pend', page: 2 },
  { q: 'men' },
  { q: 'women' },
  { q: 'ladies ring' },
  { q: 'gents kada' },
  { q: 'kids bracelet' },
  { q: 'couple rings', sortBy: 'price-asc' },
  { q: 'gold chain', sortBy: 'price-desc' },
  { q: 'om' },
  { q: 'nose pin' },
  { q: 'toe ring' },
  { q: '92' },
  { q: 'claw-set solitaire' },
  { q: 'zebra' },
  { q: 'a' },
  { q: 'Sterling SILVER', sortBy: 'alpha-asc', page: 3 },
  { q: 'ring', sortBy: 'alpha-desc', page: 2, limit: 24 },
  { q: 'silver', sortBy: 'newest', page: 2 },
  // Deep pages of many matches: the page is kept in order as matches go by up to 200 pieces
  // in, and sorted whole beyond.
  { q: 'silver', page: 2, limit: 100 },
  { q: 'silver', page: 3, limit: 100 },
  { q: 'ring', sortBy: 'price-asc', page: 2, limit: 150 },
  { q: 'engraved', filter: { peopleCategory: 'women', material: 'Gold' } },
  { q: 'fingerprint', filter: { customization: 'fingerprint', inStock: true }, sortBy: 'price-asc' },
  { filter: { peopleCategory: 'women', material: 'Silver' }, sortBy: 'price-asc' },
  { filter: { peopleCategory: 'men', material: 'Gold', minPriceRupees: 5000, maxPriceRupees: 50000 } },
  { filter: { peopleCategory: 'kids', maxPriceRupees: 3000 }, sortBy: 'newest' },
  { filter: { material: 'Gold' }, sortBy: 'price-desc', page: 2 },
  { filter: { peopleCategory: 'couples' }, sortBy: 'alpha-asc' },
  { filter: { peopleCategory: 'women', customization: 'engraving' }, sortBy: 'alpha-desc', page: 2 },
  { filter: { inStock: false } },
  { filter: { peopleCategory: 'women', itemType: 'ring', productCategory: 'Ring' }, limit: 100 },
  // A type listing and the home page: every piece of one kind, and the whole catalogue.
  { filter: { peopleCategory: 'women', itemType: 'pendant', customization: 'engraving' }, limit: 1000 },
  { limit: 1000 },
  // Designs sold in sizes: a size in stock, one made to order, a SKU, every variant's price.
  { filter: { size: '14', inStock: true } },
  { filter: { itemType: 'ring', size: '20' } },
  { filter: { size: '20', inStock: false } },
  { filter: { size: '12' }, sortBy: 'price-desc' },
  { filter: { sku: SIZED_SKU } },
  { filter: { itemType: 'ring', minPriceRupees: 3000, maxPriceRupees: 6000 }, limit: 100 },
  // The designs' Tamil and Hindi names: whole words, beginnings, a typo, a vowel sign typed in
  // two parts (ொ as ெ and ா).
  { q: 'மோதிரம்' },
  { q: 'வெள்ளி கொலுசு' },
  { q: 'வெள்ளி கெ\u0bbeலுசு' },
  { q: 'தங்கப் பதக்', page: 2 },
  { q: 'மோதரம்' },
  { q: 'பெயர் பொறித்த மோதிரம்' },
  { q: 'अंगूठी' },
  { q: 'सोने का कड़ा', sortBy: 'price-asc' },
  { q: 'चाँदी पायल', filter: { peopleCategory: 'kids' } },
  { q: 'अंगुठी' },
];

const describeCase = ({ q, filter, sortBy, page, limit }: Case) =>
  [
    q === undefined ? 'no words' : `"${q}"`,
    JSON.stringify(filter ?? {}),
    sortBy ?? 'featured',
    page ?? 1,
    limit ?? 12,
  ].join(' ');

/** What the shop answered before the index: typos corrected against ts_stat, then the SQL. */
async function fromDatabase(query: Case, vocabulary: Vocabulary) {
  const words = searchWords(query.q ?? '').map((word) => correctWord(word, vocabulary));
  const limit = query.limit ?? 12;
  const { rows, total } = await findProducts(
    database.db,
    { ...query.filter, words },
    query.sortBy ?? 'featured',
    { limit, offset: ((query.page ?? 1) - 1) * limit },
  );
  return { words, ids: rows.map((row) => row.id), total };
}

function fromIndex(query: Case, index: CatalogueIndex) {
  const words = searchWords(query.q ?? '').map((word) => correctWord(word, index.vocabulary));
  const limit = query.limit ?? 12;
  const { pieces, total } = index.find({ ...query.filter, words }, query.sortBy ?? 'featured', {
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  });
  return { words, ids: pieces.map((piece) => piece.id), total };
}

describe('the index and the database answer alike', () => {
  it('knows the words of the catalogue, each used by as many pieces as ts_stat counts', async () => {
    const index = live.current();
    const fromStat = await catalogueWords(database.db);
    expect(index.vocabulary.frequency.size).toBeGreaterThan(300);
    expect(Object.fromEntries(index.vocabulary.frequency)).toEqual(Object.fromEntries(fromStat));
  });

  it.each(CASES.map((query) => [describeCase(query), query] as const))('%s', async (_title, query) => {
    const sql = await fromDatabase(query, { frequency: await catalogueWords(database.db) });
    const index = fromIndex(query, live.current());
    expect(index).toEqual(sql);
    // Only a word nothing begins finds nothing; every other case finds something to compare.
    if (query.q !== 'zebra') expect(index.total).toBeGreaterThan(0);
  });

  it('finds designs by their Tamil and Hindi names, as typed and with a typo', () => {
    const index = live.current();
    const namesFound = (q: string, language: 'nameTa' | 'nameHi') => {
      const words = searchWords(q).map((word) => correctWord(word, index.vocabulary));
      const { pieces } = index.find({ words }, 'featured', { limit: 1000, offset: 0 });
      return pieces.map(
        (piece) => piece.product.translations?.[language === 'nameTa' ? 'ta' : 'hi']?.name ?? '',
      );
    };
    const anklets = namesFound('வெள்ளிக் கொலுசு', 'nameTa');
    expect(anklets.length).toBeGreaterThan(3);
    expect(anklets.every((name) => name.includes('வெள்ளிக் கொலுசு'))).toBe(true);
    expect(namesFound('கெ\u0bbeலுசு', 'nameTa')).toEqual(namesFound('கொலுசு', 'nameTa'));
    expect(namesFound('மோதரம்', 'nameTa')).toEqual(namesFound('மோதிரம்', 'nameTa'));
    const rings = namesFound('अंगूठी', 'nameHi');
    expect(rings.length).toBeGreaterThan(10);
    expect(rings.every((name) => name.includes('अंगूठी') || name.includes('अंगूठियाँ'))).toBe(true);
  });

  it('finds no women’s piece for "men", though "women" finds them', () => {
    const index = live.current();
    const peopleOf = (q: string) =>
      new Set(
        index
          .find({ words: [q] }, 'featured', { limit: 1000, offset: 0 })
          .pieces.map((p) => p.peopleCategory),
      );
    expect(peopleOf('men')).toEqual(new Set(['men']));
    expect(peopleOf('women')).toEqual(new Set(['women']));
  });
});

describe('the index follows the catalogue', () => {
  const findNew = () => live.current().find({ words: ['zanzib'] }, 'featured', { limit: 12, offset: 0 });

  it('shows a new piece once it has read it; a search meanwhile gets the index before', async () => {
    expect(findNew().total).toBe(0);
    await database.db.insert(products).values({
      ...demoCatalogue(1)[0]!,
      id: 9001,
      name: 'Zanzibar Jasmine Ring',
    });
    const reading = live.refresh();
    // The index is reading the change: shoppers still get the whole index before it.
    expect(findNew().total).toBe(0);
    await reading;
    expect(findNew().pieces.map((piece) => piece.name)).toEqual(['Zanzibar Jasmine Ring']);
    expect(live.current().vocabulary.frequency.get('zanzibar')).toBe(1);
  });

  it('shows a price change in price order, and hides an archived piece', async () => {
    const cheapest = () =>
      live.current().find({ words: ['ring'] }, 'price-asc', { limit: 1, offset: 0 }).pieces[0]?.id;
    await database.db.update(products).set({ pricePaise: 100 }).where(eq(products.id, 9001));
    await live.refresh();
    expect(cheapest()).toBe(9001);
    expect(findNew().pieces[0]?.product.price).toBe(1);

    await database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, 9001));
    await live.refresh();
    expect(findNew().total).toBe(0);
    expect(cheapest()).not.toBe(9001);
    expect(live.current().vocabulary.frequency.has('zanzibar')).toBe(false);
  });

  it('finds pieces by their new words, whether a few or many were renamed', async () => {
    const named = (word: string) =>
      live
        .current()
        .find({ words: [word] }, 'alpha-asc', { limit: 100, offset: 0 })
        .pieces.map((p) => p.id);
    // A few pieces change in the word index in place; many build a new word index.
    await database.db.execute(sql`UPDATE products SET name = name || ' Kolkata' WHERE id IN (3, 4)`);
    await live.refresh();
    expect(new Set(named('kolkata'))).toEqual(new Set([3, 4]));
    await database.db.execute(sql`UPDATE products SET name = name || ' Mysore' WHERE id <= 40`);
    await live.refresh();
    expect(new Set(named('mysore'))).toEqual(new Set(Array.from({ length: 40 }, (_, i) => i + 1)));
    expect(new Set(named('kolkata'))).toEqual(new Set([3, 4]));
  });

  it('still answers as the database after the changes', async () => {
    const vocabulary = { frequency: await catalogueWords(database.db) };
    for (const query of CASES.slice(0, 8)) {
      expect(fromIndex(query, live.current())).toEqual(await fromDatabase(query, vocabulary));
    }
  });
});
