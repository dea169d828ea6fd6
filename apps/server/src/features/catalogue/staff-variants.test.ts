import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import type { ProductAnswer } from '@shop/shared/catalogue-api';
import { orderReference } from '@shop/shared/checkout';
import { priceFromRate, puritiesOf } from '@shop/shared/pricing';
import { RATE_TEXTS } from '@shop/shared/pricing-admin';
import {
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
        pricing: 'fixed',
        price: 2699,
        stock: 1,
        madeToOrderDays: null,
      },
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
