import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import { PRODUCT_TEXTS, type ProductInputFields } from '@shop/shared/catalogue-admin';
import { priceFromRate, type PriceBreakup } from '@shop/shared/pricing';
import { RATE_TEXTS, type MetalRatesAnswer } from '@shop/shared/pricing-admin';
import { STAFF_TEXTS } from '@shop/shared/staff';
import { auditEntries, metalRates, orderLines, orders, products } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  injectRequests,
  signUp,
  type AuthorizationHeader,
  type Customer,
} from '../../test-support/checkout.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, seenByShoppers, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let staff: AuthorizationHeader;
let owner: AuthorizationHeader;
let customer: Customer;

/** Om Engraved Gold Pendant (men, pendant), priced from the rate of 22K gold from here on. */
const PENDANT = FIXTURE_PRODUCTS[1]!;
const PENDANT_PRICING = {
  purity: 'gold-916',
  netWeightMg: 4_250,
  making: { kind: 'per_gram', paisePerGram: 60_000 },
  stonesPaise: 150_000,
  hallmarkingPaise: 4_500,
} as const;

beforeAll(async () => {
  // Answers are kept as in a shop: a new rate must still reach the storefront at once.
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS, environment: { CATALOGUE_CACHE_SECONDS: '300' } });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi', role: 'owner' });
  customer = await signUp(injectRequests(shop.app), 'meena@example.in');
});
afterAll(async () => {
  await shop?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: object = {}, payload?: object) {
  const answer = await shop.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });
  return { status: answer.statusCode, body: answer.json() };
}

const setRates = (rates: Record<string, unknown>, member: object = owner) =>
  call('POST', '/api/admin/metal-rates', member, { rates });

const storedRates = () => shop.database.db.select().from(metalRates);

describe('the day’s metal rates', () => {
  it('keeps the rates away from shoppers and from staff who would set them', async () => {
    expect((await call('GET', '/api/admin/metal-rates')).status).toBe(401);
    const shopper = await call('GET', '/api/admin/metal-rates', customer.headers);
    expect(shopper).toEqual({ status: 403, body: { success: false, message: STAFF_TEXTS.customerSession } });
    expect((await setRates({ 'gold-999': 7850 }, customer.headers)).status).toBe(403);
    const byStaff = await setRates({ 'gold-999': 7850 }, staff);
    expect(byStaff).toEqual({ status: 403, body: { success: false, message: STAFF_TEXTS.ownerOnly } });
    expect(await storedRates()).toEqual([]);

    const read = await call('GET', '/api/admin/metal-rates', staff);
    expect(read.status).toBe(200);
    expect((read.body as MetalRatesAnswer).current['gold-999']).toBeNull();
  });

  it('refuses a rate that is no rate, says why, and stores nothing', async () => {
    for (const rate of [0, -5, 7850.125, 'seven thousand']) {
      const answer = await setRates({ 'gold-999': 7850, 'gold-916': rate });
      expect(answer).toEqual({ status: 400, body: { success: false, message: RATE_TEXTS.rate('gold-916') } });
    }
    expect(await setRates({})).toEqual({
      status: 400,
      body: { success: false, message: RATE_TEXTS.noneGiven },
    });
    expect(await storedRates()).toEqual([]);
  });

  it('lets the owner set several purities at once, keeps every change, and records who made it', async () => {
    const first = await setRates({ 'gold-999': 7850, 'gold-916': 7190.5 });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(RATE_TEXTS.saved(2, { pieces: 0, variants: 0 }));
    const second = await setRates({ 'gold-916': 7200 });
    expect(second.body.message).toBe(RATE_TEXTS.saved(1, { pieces: 0, variants: 0 }));

    const read = (await call('GET', '/api/admin/metal-rates', staff)).body as MetalRatesAnswer;
    expect(read.current['gold-916']).toMatchObject({ ratePaisePerGram: 720_000, setBy: 'Lakshmi' });
    expect(read.current['gold-999']).toMatchObject({ ratePaisePerGram: 785_000, setBy: 'Lakshmi' });
    expect(read.current['silver-925']).toBeNull();
    expect(read.history.map((entry) => [entry.purity, entry.ratePaisePerGram])).toEqual([
      ['gold-916', 720_000],
      ['gold-916', 719_050],
      ['gold-999', 785_000],
    ]);
    expect(await storedRates()).toHaveLength(3);
    const audit = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'metal-rate.set'));
    expect(audit.map((entry) => entry.after)).toEqual([
      { 'gold-999': 7850, 'gold-916': 7190.5, repricedPieces: 0, repricedVariants: 0 },
      { 'gold-916': 7200, repricedPieces: 0, repricedVariants: 0 },
    ]);
    const log = await call('GET', '/api/admin/audit?subjectType=metal-rate', owner);
    expect(log.body.entries).toHaveLength(2);
    expect(log.body.entries[0]).toMatchObject({ action: 'metal-rate.set', staff: { name: 'Lakshmi' } });
  });
});

describe('a piece priced from the rate', () => {
  const RING: ProductInputFields = {
    name: 'Kolam Band 18K',
    description: 'An 18K gold band with a kolam pattern.',
    peopleCategory: 'women',
    productCategory: 'Ring',
    productType: 'Gold',
    purity: 'gold-750',
    gram: 3.5,
    pricing: 'rate',
    price: null,
    originalPrice: null,
    netWeight: 3.125,
    makingKind: 'percent',
    making: 12.5,
    stones: 0,
    hallmarking: 45,
    isNew: false,
    stock: 2,
    customizationTypes: [],
  };

  it('cannot be saved while its purity has no rate', async () => {
    const answer = await call('POST', '/api/admin/products', staff, RING);
    expect(answer).toEqual({
      status: 400,
      body: { success: false, message: RATE_TEXTS.missingRate('gold-750') },
    });
    const [stored] = await shop.database.db.select().from(products).where(eq(products.name, RING.name));
    expect(stored).toBeUndefined();
  });

  it('has no price before a discount', async () => {
    const answer = await call('POST', '/api/admin/products', staff, { ...RING, originalPrice: 30000 });
    expect(answer).toEqual({
      status: 400,
      body: { success: false, message: PRODUCT_TEXTS.originalPriceWithRate },
    });
  });

  it('is priced by the server from the current rate, with its breakup', async () => {
    await setRates({ 'gold-750': 5890 });
    const answer = await call('POST', '/api/admin/products', staff, { ...RING, price: 1 });
    expect(answer.status).toBe(201);
    const expected = priceFromRate(
      {
        purity: 'gold-750',
        netWeightMg: 3_125,
        making: { kind: 'percent', basisPoints: 1_250 },
        stonesPaise: 0,
        hallmarkingPaise: 4_500,
      },
      { 'gold-750': 589_000 },
    );
    expect(answer.body.product).toMatchObject({
      price: expected.totalPaise / 100,
      pricing: 'rate',
      netWeight: 3.125,
    });
    const page = await call('GET', `/api/products/${answer.body.product._id}`);
    expect(page.body.product.priceBreakup).toEqual(expected);
  });
});

describe('a new rate reprices the pieces of its purity', () => {
  beforeAll(async () => {
    await setRates({ 'gold-916': 10000 });
    await shop.database.db
      .update(products)
      .set({
        pricing: 'rate',
        purity: PENDANT_PRICING.purity,
        netWeightMg: PENDANT_PRICING.netWeightMg,
        makingKind: 'per_gram',
        makingValue: PENDANT_PRICING.making.paisePerGram,
        stonesPaise: PENDANT_PRICING.stonesPaise,
        hallmarkingPaise: PENDANT_PRICING.hallmarkingPaise,
        originalPricePaise: null,
      })
      .where(eq(products.id, PENDANT.id!));
    // Priced at the current rate by a rate change, as the shop's pieces always are.
    await setRates({ 'gold-916': 10000 });
  });

  const priceAt = (rupeesPerGram: number) =>
    priceFromRate(PENDANT_PRICING, { 'gold-916': rupeesPerGram * 100 }).totalPaise / 100;
  type Listed = { _id: string; price: number }[];
  /** A category listing is the pieces alone; a search answer has them under `products`. */
  const piecesOf = (answer: { body: Listed | { products: Listed } }): Listed =>
    Array.isArray(answer.body) ? answer.body : answer.body.products;
  const pendantIn = (answer: { body: Listed | { products: Listed } }) =>
    piecesOf(answer).find((product) => product._id === String(PENDANT.id));

  it('on the product page, in listings, in search and in a price sort', async () => {
    const overview = (await call('GET', '/api/admin/metal-rates', staff)).body as MetalRatesAnswer;
    expect(overview.ratePricedPieces).toMatchObject({ 'gold-916': 1, 'gold-750': 1, 'gold-999': 0 });
    const before = priceAt(10000);
    expect((await call('GET', `/api/products/${PENDANT.id}`)).body.product.price).toBe(before);
    await seenByShoppers(async () => {
      const listing = await call('GET', '/api/products/category/men?sortBy=price-desc');
      expect(pendantIn(listing)?.price).toBe(before);
      expect(piecesOf(listing)[0]?._id).toBe(String(PENDANT.id));
    });

    // A lower rate: the pendant falls below the men's ₹45,000 bracelet in the price sort.
    const answer = await setRates({ 'gold-916': 7000 });
    expect(answer.body.message).toBe(RATE_TEXTS.saved(1, { pieces: 1, variants: 1 }));
    const after = priceAt(7000);
    expect(before).toBeGreaterThan(45_000);
    expect(after).toBeLessThan(45_000);

    // What shoppers see follows the database's announcement of the change (on PostgreSQL it
    // comes on another connection), and listings and search once the catalogue's index has read it.
    await seenByShoppers(async () => {
      const page = await call('GET', `/api/products/${PENDANT.id}`);
      expect(page.body.product.price).toBe(after);
      expect((page.body.product.priceBreakup as PriceBreakup).totalPaise).toBe(after * 100);
      expect(page.body.product.priceBreakup).toMatchObject({ ratePaisePerGram: 700_000 });
      const sorted = await call('GET', '/api/products/category/men?sortBy=price-desc');
      expect(pendantIn(sorted)?.price).toBe(after);
      expect(piecesOf(sorted)[0]?._id).not.toBe(String(PENDANT.id));
      const search = await call('GET', '/api/products/search?q=Om%20Engraved');
      expect(pendantIn(search)?.price).toBe(after);
    });
    const [stored] = await shop.database.db.select().from(products).where(eq(products.id, PENDANT.id!));
    expect(stored?.pricePaise).toBe(after * 100);
  });

  it('at checkout: a cart filled before the change is told the new total, and an order keeps its price', async () => {
    const send = injectRequests(shop.app);
    const atOldRate = { ...PENDANT, pricePaise: priceAt(7000) * 100 };
    const body = createOrderBody([{ product: atOldRate, quantity: 1 }], 'receipt-rate');
    await setRates({ 'gold-916': 7300 });
    const newTotal = priceAt(7300) * 100 + SHIPPING_PAISE;
    const refused = await send({
      method: 'POST',
      url: '/api/api/create-razorpay-order',
      headers: customer.headers,
      payload: body,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: PAYMENT_TEXTS.amountChanged(newTotal) });

    const created = await createOrder(send, customer, { ...body, amount: newTotal / 100 });
    expect(created.amountPaise).toBe(newTotal);
    await setRates({ 'gold-916': 8000 });

    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(order?.totalPaise).toBe(newTotal);
    const [line] = await shop.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.orderId));
    expect(line?.unitPricePaise).toBe(priceAt(7300) * 100);
    expect(line?.priceBreakup).toEqual(priceFromRate(PENDANT_PRICING, { 'gold-916': 730_000 }));
  });

  it('a piece at a fixed price keeps its breakup from its price in an order', async () => {
    const send = injectRequests(shop.app);
    const ring = FIXTURE_PRODUCTS[0]!;
    const created = await createOrder(
      send,
      customer,
      createOrderBody([{ product: ring, quantity: 2 }], 'receipt-fixed'),
    );
    const [line] = await shop.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.orderId));
    expect(line?.priceBreakup).toMatchObject({ kind: 'fixed', totalPaise: ring.pricePaise });
  });
});
