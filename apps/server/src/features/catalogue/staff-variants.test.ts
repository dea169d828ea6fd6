import { and, asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_TEXTS, PRODUCT_CSV_COLUMNS, type AdminProduct } from '@shop/shared/catalogue-admin';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import type { ProductAnswer } from '@shop/shared/catalogue-api';
import { orderReference } from '@shop/shared/checkout';
import { priceFromRate, puritiesOf, type PriceBreakup } from '@shop/shared/pricing';
import { RATE_TEXTS } from '@shop/shared/pricing-admin';
import {
  VARIANT_CSV_COLUMNS,
  VARIANT_CSV_TEXTS,
  VARIANT_TEXTS,
  type DesignVariantsAnswer,
  type DesignVariantsInputFields,
  type VariantInputFields,
} from '@shop/shared/variants-admin';
import { auditEntries, orderLines, products, productVariants } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  CUSTOMER_DETAILS,
  createOrder,
  payWithTestProvider,
  verifyPayment,
  injectRequests,
  signUp,
  type AuthorizationHeader,
} from '../../test-support/checkout.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let staff: AuthorizationHeader;
let owner: AuthorizationHeader;

// The silver ring of the fixtures, #1, at ₹2,499.
const RING = 1;

beforeAll(async () => {
  // The answer cache is on, as in a shop: a new size must still reach the product page at once.
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS, environment: { CATALOGUE_CACHE_SECONDS: '300' } });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi', role: 'owner' });
});
afterAll(async () => {
  await shop?.close();
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers = staff) {
  const answer = await shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
}

const saveGrid = (body: DesignVariantsInputFields, id = RING) =>
  call('PUT', `/api/admin/products/${id}/variants`, body);

async function productPage(id = RING) {
  const answer = await shop.app.inject({ method: 'GET', url: `/api/products/${id}` });
  return (answer.json() as ProductAnswer).product;
}

const variantRows = (id = RING) =>
  shop.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.position));

const auditOf = (id = RING) =>
  shop.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, 'product.variants'), eq(auditEntries.subjectId, String(id))))
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));

const SIZE_12: VariantInputFields = {
  sku: 'r1-12',
  values: ['12'],
  gram: 3.1,
  pricing: 'fixed',
  price: 2399,
  stock: 2,
};
const SIZE_14: VariantInputFields = {
  sku: 'R1-14',
  values: ['14'],
  gram: 3.4,
  netWeight: 3.2,
  pricing: 'rate',
  // A price sent for a rate-priced variant is the server's to work out, not the browser's.
  price: 1,
  makingKind: 'per_gram',
  making: 120,
  stock: 0,
  madeToOrderDays: 7,
};

describe('a design’s options and variants in the back office', () => {
  it('gives a piece a size option, prices the rate-priced size on the server, shows both in the shop and logs it', async () => {
    expect((await call('GET', `/api/admin/products/${RING}/variants`)).body).toMatchObject({
      options: [],
      variants: [],
    });
    const refused = await saveGrid({
      options: [{ name: 'Size', values: ['12', '14'] }],
      variants: [SIZE_12, SIZE_14],
    });
    expect(refused).toMatchObject({ status: 400, body: { message: RATE_TEXTS.missingRate('silver-925') } });
    expect(await variantRows()).toMatchObject([{ sku: 'P00001', values: [] }]);

    expect(
      (await call('POST', '/api/admin/metal-rates', { rates: { 'silver-925': 95 } }, owner)).status,
    ).toBe(200);
    const saved = await saveGrid({
      options: [{ name: 'Size', values: ['12', '14'] }],
      variants: [SIZE_12, SIZE_14],
    });
    expect(saved.status).toBe(200);
    const answer = saved.body as DesignVariantsAnswer;
    const breakup = priceFromRate(
      {
        purity: 'silver-925',
        netWeightMg: 3_200,
        making: { kind: 'per_gram', paisePerGram: 12_000 },
        stonesPaise: 0,
        hallmarkingPaise: 0,
      },
      { 'silver-925': 9_500 },
    );
    expect(answer.message).toBe(VARIANT_TEXTS.saved);
    expect(
      answer.variants.map(({ sku, label, price, stock, madeToOrderDays }) => ({
        sku,
        label,
        price,
        stock,
        madeToOrderDays,
      })),
    ).toEqual([
      { sku: 'R1-12', label: 'Size 12', price: 2399, stock: 2, madeToOrderDays: null },
      { sku: 'R1-14', label: 'Size 14', price: breakup.totalPaise / 100, stock: 0, madeToOrderDays: 7 },
    ]);

    const page = await productPage();
    expect(page.options).toEqual([{ name: 'Size', values: ['12', '14'] }]);
    expect(page.variants?.map((variant) => [variant.label, variant.price, variant.inStock])).toEqual([
      ['Size 12', 2399, true],
      ['Size 14', breakup.totalPaise / 100, false],
    ]);
    const [design] = await shop.database.db.select().from(products).where(eq(products.id, RING));
    expect(design).toMatchObject({ stock: 2, priceVaries: true });

    const [entry] = await auditOf();
    expect(entry?.before).toMatchObject({ options: [], 'variant P00001': { stock: expect.any(Number) } });
    expect(entry?.after).toMatchObject({
      options: [{ name: 'Size', values: ['12', '14'] }],
      'variant R1-12': { label: 'Size 12', gram: 3.1, price: 2399, stock: 2 },
      'variant R1-14': { label: 'Size 14', netWeight: 3.2, pricing: 'rate', madeToOrderDays: 7 },
    });
  });

  it('adds a size: its variant is on the product page at once, and the log names only it', async () => {
    const { variants } = (await call('GET', `/api/admin/products/${RING}/variants`))
      .body as DesignVariantsAnswer;
    const kept = variants.map(({ label: _label, ...variant }) => variant);
    await productPage(); // the page is kept in the shop's cache
    const saved = await saveGrid({
      options: [{ name: 'Size', values: ['12', '14', '16'] }],
      variants: [
        ...kept,
        { sku: 'R1-16', values: ['16'], gram: 3.7, pricing: 'fixed', price: 2699, stock: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    const page = await productPage();
    expect(page.variants?.map((variant) => variant.label)).toEqual(['Size 12', 'Size 14', 'Size 16']);
    expect(page.variants?.[2]).toMatchObject({ sku: 'R1-16', price: 2699, inStock: true });
    // The kept variants are the same rows: orders that bought them still point at them.
    expect((await variantRows()).map((row) => row.id).slice(0, 2)).toEqual(
      variants.map((variant) => variant.id),
    );

    const entries = await auditOf();
    expect(entries).toHaveLength(2);
    expect(entries[1]?.before).toEqual({ options: [{ name: 'Size', values: ['12', '14'] }] });
    expect(entries[1]?.after).toEqual({
      options: [{ name: 'Size', values: ['12', '14', '16'] }],
      'variant R1-16': {
        values: ['16'],
        label: 'Size 16',
        gram: 3.7,
        netWeight: null,
        purity: null,
        makingKind: null,
        making: null,
        stones: null,
        pricing: 'fixed',
        price: 2699,
        stock: 1,
        madeToOrderDays: null,
      },
    });
  });

  it('logs a change of one size’s stock as that size’s stock alone', async () => {
    const { variants, options } = (await call('GET', `/api/admin/products/${RING}/variants`))
      .body as DesignVariantsAnswer;
    const rows = variants.map(({ label: _label, ...variant }) =>
      variant.sku === 'R1-12' ? { ...variant, stock: 5 } : variant,
    );
    expect((await saveGrid({ options, variants: rows })).status).toBe(200);
    const entry = (await auditOf()).at(-1);
    expect(entry?.before).toEqual({ 'variant R1-12': { label: 'Size 12', stock: 2 } });
    expect(entry?.after).toEqual({ 'variant R1-12': { label: 'Size 12', stock: 5 } });
    // Back as it was, for the cases below.
    await saveGrid({
      options,
      variants: rows.map((row) => (row.sku === 'R1-12' ? { ...row, stock: 2 } : row)),
    });
  });

  it('refuses a bad grid with its message and changes nothing', async () => {
    const { variants } = (await call('GET', `/api/admin/products/${RING}/variants`))
      .body as DesignVariantsAnswer;
    const kept = variants.map(({ label: _label, ...variant }) => variant);
    const options = [{ name: 'Size', values: ['12', '14', '16'] }];
    const before = await variantRows();
    const logged = (await auditOf()).length;
    const cases: [DesignVariantsInputFields, string][] = [
      [{ options, variants: [...kept, { ...SIZE_12, sku: 'R1-16' }] }, VARIANT_TEXTS.skuRepeated('R1-16')],
      [
        { options, variants: [...kept, { ...SIZE_12, sku: 'R1-18', values: ['18'] }] },
        VARIANT_TEXTS.valueUnknown('Size', '18'),
      ],
      [{ options, variants: [{ ...kept[0]!, gram: 0 }, ...kept.slice(1)] }, VARIANT_TEXTS.gram],
      [
        { options, variants: [{ ...kept[1]!, netWeight: null }, ...kept.slice(2)] },
        VARIANT_TEXTS.netWeightRequired,
      ],
      [
        { options, variants: [{ ...kept[0]!, sku: 'P00002' }, ...kept.slice(1)] },
        VARIANT_TEXTS.skuTaken('P00002', 2),
      ],
      [
        { options, variants: [{ ...kept[0]!, purity: 'gold-916' }, ...kept.slice(1)] },
        VARIANT_TEXTS.purity('Silver', puritiesOf('Silver')),
      ],
      [
        { options: [{ name: 'Size', values: ['12', '12'] }], variants: kept.slice(0, 1) },
        VARIANT_TEXTS.optionValueRepeated('Size', '12'),
      ],
      [{ options: [], variants: kept }, VARIANT_TEXTS.optionsCount],
    ];
    for (const [body, message] of cases) {
      const refused = await saveGrid(body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    expect(await variantRows()).toEqual(before);
    expect(await auditOf()).toHaveLength(logged);
  });

  it('removes a size no unpaid order holds, and refuses one an unpaid order holds', async () => {
    const { variants } = (await call('GET', `/api/admin/products/${RING}/variants`))
      .body as DesignVariantsAnswer;
    const kept = variants.map(({ label: _label, ...variant }) => variant);
    const customer = await signUp(injectRequests(shop.app), 'meena@example.in');
    // An order for size 12, created and not paid yet.
    const created = await createOrder(injectRequests(shop.app), customer, {
      amount: (239_900 + SHIPPING_PAISE) / 100,
      currency: 'INR',
      receipt: 'ring-12',
      items: [{ productId: String(RING), quantity: 1, sku: 'R1-12' }],
      customerDetails: CUSTOMER_DETAILS,
    });
    const refused = await saveGrid({
      options: [{ name: 'Size', values: ['14', '16'] }],
      variants: kept.slice(1),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: VARIANT_TEXTS.heldByUnpaidOrder('Size 12', orderReference(created.orderId)) },
    });
    expect((await variantRows()).map((row) => row.sku)).toEqual(['R1-12', 'R1-14', 'R1-16']);

    const removed = await saveGrid({
      options: [{ name: 'Size', values: ['12', '14'] }],
      variants: kept.slice(0, 2),
    });
    expect(removed.status).toBe(200);
    expect((await productPage()).variants?.map((variant) => variant.label)).toEqual(['Size 12', 'Size 14']);
    const [line] = await shop.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.orderId));
    expect(line).toMatchObject({ sku: 'R1-12', variant: 'Size 12' });
    const entries = await auditOf();
    expect(entries.at(-1)?.before).toMatchObject({ 'variant R1-16': { label: 'Size 16' } });
    expect(entries.at(-1)?.after).not.toHaveProperty('variant R1-16');
  });
});

describe('variants in the CSV', () => {
  const exportCsv = async () => {
    const answer = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: staff,
    });
    return Papa.parse<Record<string, string>>(answer.body, { header: true, skipEmptyLines: true });
  };
  const importCsv = async (text: string) => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...staff, 'content-type': 'text/csv' },
      payload: text,
    });
    return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
  };
  const csvOf = (fields: readonly string[], rows: readonly Record<string, string | number>[]) =>
    Papa.unparse({ fields: [...fields], data: [...rows] });

  it('exports one row a variant, the design’s columns on its first, and imports the file back unchanged', async () => {
    const parsed = await exportCsv();
    expect(parsed.meta.fields).toEqual([...PRODUCT_CSV_COLUMNS, ...VARIANT_CSV_COLUMNS]);
    const ring = parsed.data.filter((row) => row.id === String(RING));
    expect(
      ring.map((row) => [row.name, row.option1Name, row.option1Value, row.sku, row.variantStock]),
    ).toEqual([
      ['Classic Solitaire Silver Ring', 'Size', '12', 'R1-12', '2'],
      ['', '', '14', 'R1-14', '0'],
    ]);
    expect(ring[1]).toMatchObject({
      variantPricing: 'rate',
      variantNetWeight: '3.200',
      variantMadeToOrderDays: '7',
    });
    // A piece without options is one row, its variant's cells empty.
    expect(parsed.data.find((row) => row.id === '2')).toMatchObject({ option1Name: '', sku: '' });

    const variantsBefore = await variantRows();
    const logged = (await shop.database.db.select().from(auditEntries)).length;
    const text = csvOf(parsed.meta.fields ?? [], parsed.data);
    const answer = await importCsv(text);
    expect(answer).toMatchObject({ status: 200, body: { created: 0, updated: parsed.data.length - 1 } });
    expect(await variantRows()).toEqual(variantsBefore);
    // Nothing changed, so nothing is logged.
    expect(await shop.database.db.select().from(auditEntries)).toHaveLength(logged);
  });

  it('adds a size from a row of the file, and a new design with its sizes, each on the product page at once', async () => {
    const parsed = await exportCsv();
    const fields = parsed.meta.fields ?? [];
    const ringRows = parsed.data.filter((row) => row.id === String(RING));
    const newDesign = {
      name: 'Thulasi Leaf Ring',
      description: 'A silver ring with a tulsi leaf.',
      peopleCategory: 'women',
      productCategory: 'Ring',
      productType: 'Silver',
      gram: 3,
      price: '',
      isNew: 'yes',
      stock: '',
      customizationTypes: '',
      option1Name: 'Size',
    };
    const text = csvOf(fields, [
      ...ringRows,
      { id: RING, option1Value: '16', sku: 'R1-16', variantGram: 3.7, variantPrice: 2699, variantStock: 1 },
      {
        ...newDesign,
        option1Value: '10',
        sku: 'TL-10',
        variantGram: 2.8,
        variantPrice: 1899,
        variantStock: 2,
      },
      {
        option1Value: '12',
        sku: 'TL-12',
        variantGram: 3.1,
        variantPrice: 1999,
        variantStock: 0,
        variantMadeToOrderDays: 12,
      },
    ]);
    const answer = await importCsv(text);
    expect(answer).toMatchObject({ status: 200, body: { created: 1, updated: 1 } });
    expect((await productPage()).variants?.map((variant) => variant.label)).toEqual([
      'Size 12',
      'Size 14',
      'Size 16',
    ]);
    const [leaf] = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Thulasi Leaf Ring'));
    expect(leaf).toMatchObject({ pricePaise: 189_900, stock: 2, priceVaries: true });
    const page = await productPage(leaf?.id);
    expect(page.variants?.map((variant) => [variant.sku, variant.price, variant.madeToOrderDays])).toEqual([
      ['TL-10', 1899, null],
      ['TL-12', 1999, 12],
    ]);
  });

  it('refuses a bad variant row by its line and column, and stores nothing of the file', async () => {
    const parsed = await exportCsv();
    const fields = parsed.meta.fields ?? [];
    const ringRows = parsed.data.filter((row) => row.id === String(RING));
    const before = await variantRows();
    const text = csvOf(fields, [
      ...ringRows,
      { id: RING, option1Value: '18', sku: 'R1-18', variantGram: 4, variantPrice: 2799, variantStock: 'two' },
      { id: 2, option1Value: '20', sku: 'R1-20', variantGram: 4, variantPrice: 2799, variantStock: 1 },
      { id: 5, name: 'Renamed', option1Value: '20', sku: 'X-20' },
    ]);
    const answer = await importCsv(text);
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toEqual(
      expect.arrayContaining([
        { line: 5, field: 'variantStock', message: `${VARIANT_TEXTS.stock}. ${CSV_TEXTS.number}` },
        { line: 6, field: 'id', message: VARIANT_CSV_TEXTS.otherDesign('2') },
        { line: 7, field: 'option1Name', message: VARIANT_CSV_TEXTS.optionsOfVariantsOnly },
      ]),
    );
    expect(await variantRows()).toEqual(before);
  });

  it('keeps a design’s variants when a file of the columns before variants updates its row', async () => {
    const parsed = await exportCsv();
    const before = await variantRows();
    const ring = parsed.data.find((row) => row.id === String(RING));
    const text = csvOf(PRODUCT_CSV_COLUMNS, [{ ...ring, description: 'A ring sold in sizes.' }]);
    expect((await importCsv(text)).status).toBe(200);
    expect(await variantRows()).toEqual(before);
    const [design] = await shop.database.db.select().from(products).where(eq(products.id, RING));
    expect(design).toMatchObject({ description: 'A ring sold in sizes.', stock: 3 });
  });
});

describe('a variant’s own stones', () => {
  // The peacock toe ring of the fixtures, silver; its stones are set below.
  const TOE_RING = 3;
  const RATE = 9_500;
  const priceAt = (ratePaise: number, stonesPaise: number) =>
    priceFromRate(
      {
        purity: 'silver-925',
        netWeightMg: 2_000,
        making: { kind: 'per_gram', paisePerGram: 10_000 },
        stonesPaise,
        hallmarkingPaise: 0,
      },
      { 'silver-925': ratePaise },
    );
  const stonesOf = (breakup: PriceBreakup | null | undefined) =>
    breakup?.kind === 'rate' ? breakup.stonesPaise : undefined;
  const size = (value: string, stones: number | null): VariantInputFields => ({
    sku: `T3-${value}`,
    values: [value],
    gram: 2.2,
    netWeight: 2,
    pricing: 'rate',
    makingKind: 'per_gram',
    making: 100,
    stones,
    stock: 3,
  });
  const exportCsv = async () => {
    const answer = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: staff,
    });
    return Papa.parse<Record<string, string>>(answer.body, { header: true, skipEmptyLines: true });
  };
  const importCsv = async (rows: readonly Record<string, string | number>[], fields: readonly string[]) => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...staff, 'content-type': 'text/csv' },
      payload: Papa.unparse({ fields: [...fields], data: [...rows] }),
    });
    return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
  };

  beforeAll(async () => {
    await shop.database.db.update(products).set({ stonesPaise: 30_000 }).where(eq(products.id, TOE_RING));
    await call('POST', '/api/admin/metal-rates', { rates: { 'silver-925': RATE / 100 } }, owner);
  });

  it('prices a size with its own stones, the others with the design’s, and the page breaks each down so', async () => {
    const saved = await saveGrid(
      { options: [{ name: 'Size', values: ['6', '8'] }], variants: [size('6', null), size('8', 650)] },
      TOE_RING,
    );
    expect(saved.status).toBe(200);
    const answer = saved.body as DesignVariantsAnswer;
    expect(answer.variants.map(({ label, stones, price }) => ({ label, stones, price }))).toEqual([
      { label: 'Size 6', stones: null, price: priceAt(RATE, 30_000).totalPaise / 100 },
      { label: 'Size 8', stones: 650, price: priceAt(RATE, 65_000).totalPaise / 100 },
    ]);
    expect((await variantRows(TOE_RING)).map((row) => row.stonesPaise)).toEqual([null, 65_000]);

    const page = await productPage(TOE_RING);
    expect(
      page.variants?.map((variant) => [variant.label, stonesOf(variant.priceBreakup), variant.price]),
    ).toEqual([
      ['Size 6', 30_000, priceAt(RATE, 30_000).totalPaise / 100],
      ['Size 8', 65_000, priceAt(RATE, 65_000).totalPaise / 100],
    ]);
  });

  it('keeps each size’s stones when a rate change reprices it', async () => {
    const changed = await call('POST', '/api/admin/metal-rates', { rates: { 'silver-925': 101 } }, owner);
    expect(changed.status).toBe(200);
    const rows = await variantRows(TOE_RING);
    expect(rows.map((row) => [row.sku, row.pricePaise, stonesOf(row.priceBreakup)])).toEqual([
      ['T3-6', priceAt(10_100, 30_000).totalPaise, 30_000],
      ['T3-8', priceAt(10_100, 65_000).totalPaise, 65_000],
    ]);
    const page = await productPage(TOE_RING);
    expect(page.variants?.[1]?.priceBreakup).toEqual(priceAt(10_100, 65_000));
  });

  it('carries each size’s stones through the CSV and back, and names a row whose stones it cannot read', async () => {
    const parsed = await exportCsv();
    const fields = parsed.meta.fields ?? [];
    expect(fields).toContain('variantStones');
    const ring = parsed.data.filter((row) => row.id === String(TOE_RING));
    expect(ring.map((row) => [row.sku, row.variantStones])).toEqual([
      ['T3-6', ''],
      ['T3-8', '650'],
    ]);
    const before = await variantRows(TOE_RING);
    expect(await importCsv(parsed.data, fields)).toMatchObject({ status: 200 });
    expect(await variantRows(TOE_RING)).toEqual(before);

    // Size 6 takes stones of its own, size 8 goes back to the design's.
    const changed = parsed.data.map((row) =>
      row.sku === 'T3-6'
        ? { ...row, variantStones: '420.50' }
        : row.sku === 'T3-8'
          ? { ...row, variantStones: '' }
          : row,
    );
    expect(await importCsv(changed, fields)).toMatchObject({ status: 200 });
    expect((await variantRows(TOE_RING)).map((row) => [row.sku, row.stonesPaise, row.pricePaise])).toEqual([
      ['T3-6', 42_050, priceAt(10_100, 42_050).totalPaise],
      ['T3-8', null, priceAt(10_100, 30_000).totalPaise],
    ]);

    const stored = await variantRows(TOE_RING);
    const line = parsed.data.findIndex((row) => row.sku === 'T3-8') + 2;
    const bad = parsed.data.map((row) => (row.sku === 'T3-8' ? { ...row, variantStones: 'a few' } : row));
    const refused = await importCsv(bad, fields);
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual([
      { line, field: 'variantStones', message: `${VARIANT_TEXTS.stones}. ${CSV_TEXTS.number}` },
    ]);
    expect(await variantRows(TOE_RING)).toEqual(stored);
  });
});

describe('a design’s own stones changed', () => {
  it('reprice its sizes that have none of their own, and leave those that have', async () => {
    const TOE_RING = 3;
    const read = await call('GET', `/api/admin/products/${TOE_RING}`);
    const piece = read.body.product as AdminProduct;
    const changed = await call('PUT', `/api/admin/products/${TOE_RING}`, {
      ...piece,
      customizationTypes: piece.customizationTypes.map((type) => type.id),
      stones: 350,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const priced = (stonesPaise: number) =>
      priceFromRate(
        {
          purity: 'silver-925',
          netWeightMg: 2_000,
          making: { kind: 'per_gram', paisePerGram: 10_000 },
          stonesPaise,
          hallmarkingPaise: 0,
        },
        { 'silver-925': 10_100 },
      ).totalPaise;
    expect((await variantRows(TOE_RING)).map((row) => [row.sku, row.stonesPaise, row.pricePaise])).toEqual([
      ['T3-6', 42_050, priced(42_050)],
      ['T3-8', null, priced(35_000)],
    ]);
    const page = await productPage(TOE_RING);
    expect(page.variants?.map((variant) => variant.price)).toEqual([
      priced(42_050) / 100,
      priced(35_000) / 100,
    ]);
  });
});

describe('a paid order of a size no longer made', () => {
  it('keeps the size’s name, SKU and weight on its line when the size is removed', async () => {
    const BAND = 10;
    const options = [{ name: 'Size', values: ['5', '6'] }];
    const sizes: VariantInputFields[] = [
      { sku: 'B10-5', values: ['5'], gram: 2.5, pricing: 'fixed', price: 1500, stock: 3 },
      { sku: 'B10-6', values: ['6'], gram: 2.7, pricing: 'fixed', price: 1600, stock: 3 },
    ];
    const saved = (await saveGrid({ options, variants: sizes }, BAND)).body as DesignVariantsAnswer;
    const send = injectRequests(shop.app);
    const customer = await signUp(send, 'kavya@example.in');
    const created = await createOrder(send, customer, {
      amount: (150_000 + SHIPPING_PAISE) / 100,
      currency: 'INR',
      receipt: 'band-5',
      items: [{ productId: String(BAND), quantity: 1, sku: 'B10-5' }],
      customerDetails: CUSTOMER_DETAILS,
    });
    const payment = await payWithTestProvider(send, created.providerOrderId);
    expect((await verifyPayment(send, customer, payment)).status).toBe(200);

    const kept = saved.variants.filter((variant) => variant.sku === 'B10-6');
    const removed = await saveGrid(
      {
        options: [{ name: 'Size', values: ['6'] }],
        variants: kept.map(({ label: _label, ...variant }) => variant),
      },
      BAND,
    );
    expect(removed.status).toBe(200);
    const [line] = await shop.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.orderId));
    expect(line).toMatchObject({ variantId: null, sku: 'B10-5', variant: 'Size 5', grossWeightMg: 2_500 });
    expect((await productPage(BAND)).variants?.map((variant) => variant.label)).toEqual(['Size 6']);
  });
});
