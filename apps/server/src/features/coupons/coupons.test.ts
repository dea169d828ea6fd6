/**
 * Coupons from the back office to the invoice: the owner makes them (staff only read them),
 * the cart's quote and checkout refuse a code saying why, the order is priced with the
 * discount off the taxable value before GST, a use is held by the order and counted by the
 * payment, two shoppers at once never pass the limit, the tax invoice states the lowered value, and a
 * return refunds what was actually paid for its pieces.
 */
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import type { CreateOrderBody } from '@shop/shared/checkout-api';
import { COUPON_TEXTS } from '@shop/shared/coupons';
import type { Coupon, CreateCouponBody } from '@shop/shared/coupons-api';
import { formatPaiseWithPaise } from '@shop/shared/money';
import { STAFF_TEXTS } from '@shop/shared/staff';
import {
  auditEntries,
  couponHolds,
  couponUses,
  coupons,
  orderLines,
  orders,
  unmatchedPayments,
  type NewProductRow,
} from '../../db/schema.ts';
import { writeDesignVariants } from '../../db/catalogue-writes.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrderBody,
  CUSTOMER_DETAILS,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
  type CartLine,
  type Customer,
  type SendRequest,
} from '../../test-support/checkout.ts';
import { mailWhere } from '../../test-support/mail.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { takeOrderSteps } from '../../test-support/order-steps.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const [ring, pendant] = FIXTURE_PRODUCTS;
if (!ring || !pendant) throw new Error('the fixture catalogue is short');

/**
 * Two Classic Solitaire rings at ₹2,499 and the Om pendant at ₹28,500, at fixed prices: values
 * before GST of ₹4,852.42 and ₹27,669.90, ₹32,522.32 in all. 10 % off is ₹3,252.23, spread in
 * proportion: ₹485.24 off the rings and ₹2,766.99 off the pendant (the odd paisa goes to the
 * pendant's larger remainder). The rings' line is then ₹4,367.18 + ₹131.02 of GST =
 * ₹4,498.20, the pendant's ₹24,902.91 + ₹747.09 = ₹25,650.00: ₹30,148.20, ₹3,349.80 less
 * than ₹33,498, and ₹30,248.20 with the ₹100 of shipping.
 */
const CART: CartLine[] = [
  { product: ring, quantity: 2 },
  { product: pendant, quantity: 1 },
];
const TEN_OFF = { subtotal: 33_498_00, discount: 3_349_80, total: 30_248_20 };

/** A band sold in sizes: size 12 at ₹2,400, size 14 at ₹2,600, the design's card "from ₹2,400". */
const band: NewProductRow = { ...ring, id: 960, name: 'Sized Coupon Band', originalPricePaise: null };
const SIZE_12 = { sku: 'CB-12', values: ['12'], gram: 3.0, pricePaise: 2_400_00, stock: 5 };
const SIZE_14 = { sku: 'CB-14', values: ['14'], gram: 3.4, pricePaise: 2_600_00, stock: 5 };
const inSize = (size: typeof SIZE_12): CartLine => ({
  product: { ...band, pricePaise: size.pricePaise },
  quantity: 1,
  sku: size.sku,
});

let shop: TestApp;
let send: SendRequest;
let owner: AuthorizationHeader;
let staff: AuthorizationHeader;
let meena: Customer;
let divya: Customer;
let receipts = 0;

beforeAll(async () => {
  shop = await buildTestApp({ products: [...FIXTURE_PRODUCTS, band] });
  await writeDesignVariants(
    shop.database.db,
    band.id!,
    [{ name: 'Size', values: ['12', '14'] }],
    [SIZE_12, SIZE_14],
  );
  send = injectRequests(shop.app);
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  meena = await signUp(send, 'meena@example.in');
  divya = await signUp(send, 'divya@example.in');
});
afterAll(async () => {
  await shop?.close();
});

async function makeCoupon(body: CreateCouponBody): Promise<Coupon> {
  const answer = await send({ method: 'POST', url: '/api/admin/coupons', headers: owner, payload: body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { coupon: Coupon }).coupon;
}

const items = (lines: readonly CartLine[]) => createOrderBody(lines, 'quote').items;

const quote = (code: string, lines: readonly CartLine[] = CART, customer?: Customer) =>
  send({
    method: 'POST',
    url: '/api/coupons/quote',
    headers: customer?.headers ?? {},
    payload: { code, items: items(lines) },
  });

/** The create-order body of a cart with a code, for the total the cart was quoted. */
function bodyWithCoupon(lines: readonly CartLine[], code: string, totalPaise: number): CreateOrderBody {
  return {
    ...createOrderBody(lines, `coupon-${(receipts += 1)}`),
    amount: totalPaise / 100,
    couponCode: code,
  };
}

async function startOrder(customer: Customer, body: CreateOrderBody) {
  const answer = await send({
    method: 'POST',
    url: '/api/api/create-razorpay-order',
    headers: customer.headers,
    payload: body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { order } = answer.body as { order: { id: string; receipt: string; amount: number } };
  return { providerOrderId: order.id, orderId: order.receipt, amountPaise: order.amount };
}

async function pay(customer: Customer, providerOrderId: string) {
  return verifyPayment(send, customer, await payWithTestProvider(send, providerOrderId));
}

const couponRow = async (code: string) =>
  (await shop.database.db.select().from(coupons).where(eq(coupons.code, code)))[0];

describe('the back office’s coupons', () => {
  it('are made by the owner only, unique whatever their case, each change in the audit log', async () => {
    const refused = await send({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: staff,
      payload: { code: 'STAFF5', kind: 'percent', value: 5, minOrder: 0 },
    });
    expect(refused).toEqual({ status: 403, body: { success: false, message: STAFF_TEXTS.ownerOnly } });

    const made = await makeCoupon({ code: 'pongal15', kind: 'percent', value: 15, minOrder: 0 });
    expect(made).toMatchObject({ code: 'PONGAL15', kind: 'percent', value: 15, active: true, uses: 0 });
    const again = await send({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: owner,
      payload: { code: 'Pongal15', kind: 'flat', value: 100_00, minOrder: 0 },
    });
    expect(again).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.duplicate('PONGAL15') },
    });

    const off = await send({
      method: 'PATCH',
      url: `/api/admin/coupons/${made.id}`,
      headers: owner,
      payload: { active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: COUPON_TEXTS.switchedOffNow('PONGAL15'),
      coupon: { active: false },
    });
    const staffSwitch = await send({
      method: 'PATCH',
      url: `/api/admin/coupons/${made.id}`,
      headers: staff,
      payload: { active: true },
    });
    expect(staffSwitch.status).toBe(403);

    const listed = await send({ method: 'GET', url: '/api/admin/coupons', headers: staff });
    expect(listed.status).toBe(200);
    expect((listed.body as { coupons: Coupon[] }).coupons).toContainEqual(
      expect.objectContaining({ code: 'PONGAL15', active: false, uses: 0 }),
    );

    const entries = await shop.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectType, 'coupon'), eq(auditEntries.subjectId, made.id)));
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual([
      ['coupon.create', expect.objectContaining({ code: 'PONGAL15', value: 15, active: true })],
      ['coupon.update', { active: false }],
    ]);
  });

  it('refuse a percentage out of range and an end before the start, changing nothing', async () => {
    const tooMuch = await send({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: owner,
      payload: { code: 'HALFPLUS', kind: 'percent', value: 95, minOrder: 0 },
    });
    expect(tooMuch.status).toBe(400);
    expect((tooMuch.body as { message: string }).message).toContain(COUPON_TEXTS.percentRule);
    const backwards = await send({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: owner,
      payload: {
        code: 'BACKWARDS',
        kind: 'flat',
        value: 100_00,
        minOrder: 0,
        startsAt: '2026-12-10T00:00:00+05:30',
        endsAt: '2026-12-01T00:00:00+05:30',
      },
    });
    expect(backwards.status).toBe(400);
    expect((backwards.body as { message: string }).message).toContain(COUPON_TEXTS.endsBeforeStart);
    expect(await couponRow('HALFPLUS')).toBeUndefined();
    expect(await couponRow('BACKWARDS')).toBeUndefined();
  });
});

describe('a code the cart and checkout refuse', () => {
  it('says which: unknown, switched off, not started, expired or below the minimum', async () => {
    expect(await quote('nosuch')).toEqual({
      status: 404,
      body: { success: false, message: COUPON_TEXTS.unknown('NOSUCH') },
    });

    await makeCoupon({ code: 'SLEEPING', kind: 'percent', value: 5, minOrder: 0, active: false });
    expect(await quote('sleeping')).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.switchedOff('SLEEPING') },
    });

    const later = new Date(Date.now() + 5 * 24 * 3600_000);
    await makeCoupon({
      code: 'NEWYEAR',
      kind: 'percent',
      value: 5,
      minOrder: 0,
      startsAt: later.toISOString(),
    });
    expect(await quote('NEWYEAR')).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.notStarted('NEWYEAR', later) },
    });

    const ended = new Date(Date.now() - 3600_000);
    await makeCoupon({
      code: 'DIWALI',
      kind: 'percent',
      value: 5,
      minOrder: 0,
      startsAt: new Date(Date.now() - 10 * 24 * 3600_000).toISOString(),
      endsAt: ended.toISOString(),
    });
    expect(await quote('diwali')).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.expired('DIWALI', ended) },
    });

    await makeCoupon({ code: 'BIGBUY', kind: 'flat', value: 1000_00, minOrder: 50_000_00 });
    expect(await quote('BIGBUY')).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.belowMinimum('BIGBUY', 50_000_00, TEN_OFF.subtotal) },
    });
    // Checkout refuses it with the same words, and stores no order.
    const before = await shop.database.db.select().from(orders);
    const refused = await send({
      method: 'POST',
      url: '/api/api/create-razorpay-order',
      headers: meena.headers,
      payload: bodyWithCoupon(CART, 'bigbuy', TEN_OFF.subtotal + 100_00),
    });
    expect(refused).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.belowMinimum('BIGBUY', 50_000_00, TEN_OFF.subtotal) },
    });
    expect(await shop.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it('says when it is used up, by everyone or by this customer, counting paid orders only', async () => {
    await makeCoupon({ code: 'ONCEEACH', kind: 'percent', value: 10, minOrder: 0, maxUsesPerCustomer: 1 });
    // An order started and never paid uses nothing.
    await startOrder(meena, bodyWithCoupon(CART, 'ONCEEACH', TEN_OFF.total));
    expect((await couponRow('ONCEEACH'))?.uses).toBe(0);
    expect((await quote('ONCEEACH', CART, meena)).status).toBe(200);

    const paid = await startOrder(meena, bodyWithCoupon(CART, 'ONCEEACH', TEN_OFF.total));
    expect((await pay(meena, paid.providerOrderId)).status).toBe(200);
    expect((await couponRow('ONCEEACH'))?.uses).toBe(1);
    expect(await quote('ONCEEACH', CART, meena)).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.usedUpByYou('ONCEEACH', 1) },
    });
    // Another customer may still use it.
    expect((await quote('ONCEEACH', CART, divya)).status).toBe(200);

    await makeCoupon({ code: 'FIRSTONE', kind: 'flat', value: 200_00, minOrder: 0, maxUses: 1 });
    const first = await quote('FIRSTONE', [{ product: ring, quantity: 1 }], divya);
    const firstTotal = (first.body as { totalPaise: number }).totalPaise;
    const order = await startOrder(
      divya,
      bodyWithCoupon([{ product: ring, quantity: 1 }], 'FIRSTONE', firstTotal),
    );
    expect((await pay(divya, order.providerOrderId)).status).toBe(200);
    expect(await quote('FIRSTONE', CART, meena)).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.usedUp('FIRSTONE') },
    });
  });
});

describe('a coupon on a piece bought in a size', () => {
  it('counts the size’s own price, towards the minimum and in the discount', async () => {
    await makeCoupon({ code: 'SIZED10', kind: 'percent', value: 10, minOrder: 2_500_00 });
    // Size 14 reaches the ₹2,500 minimum; the design's lowest price, size 12's, would not.
    const fourteen = await quote('sized10', [inSize(SIZE_14)]);
    expect(fourteen.status, JSON.stringify(fourteen.body)).toBe(200);
    expect(fourteen.body).toMatchObject({
      subtotalPaise: SIZE_14.pricePaise,
      discountPaise: expect.any(Number),
    });
    const { discountPaise } = fourteen.body as { discountPaise: number };
    // 10 % of size 14's value before GST, its 3 % worked out again on what is left.
    expect(discountPaise).toBeGreaterThan(0.09 * SIZE_14.pricePaise);
    expect(discountPaise).toBeLessThan(0.1 * SIZE_14.pricePaise);
    expect(await quote('sized10', [inSize(SIZE_12)])).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.belowMinimum('SIZED10', 2_500_00, SIZE_12.pricePaise) },
    });
  });
});

describe('an order priced with a coupon', () => {
  it('takes the discount off the taxable value before GST, as the cart was quoted, frozen per line', async () => {
    await makeCoupon({ code: 'TENOFF', kind: 'percent', value: 10, minOrder: 30_000_00 });
    const quoted = await quote('tenoff');
    expect(quoted).toEqual({
      status: 200,
      body: {
        success: true,
        message: COUPON_TEXTS.applied('TENOFF'),
        code: 'TENOFF',
        subtotalPaise: TEN_OFF.subtotal,
        discountPaise: TEN_OFF.discount,
        shippingPaise: 100_00,
        totalPaise: TEN_OFF.total,
      },
    });

    // The undiscounted total is refused with the discounted one.
    const stale = await send({
      method: 'POST',
      url: '/api/api/create-razorpay-order',
      headers: meena.headers,
      payload: bodyWithCoupon(CART, 'TENOFF', TEN_OFF.subtotal + 100_00),
    });
    expect(stale).toEqual({
      status: 409,
      body: { success: false, message: PAYMENT_TEXTS.amountChanged(TEN_OFF.total) },
    });

    const created = await startOrder(meena, bodyWithCoupon(CART, 'TENOFF', TEN_OFF.total));
    expect(created.amountPaise).toBe(TEN_OFF.total);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(order).toMatchObject({
      couponCode: 'TENOFF',
      subtotalPaise: TEN_OFF.subtotal,
      discountPaise: TEN_OFF.discount,
      totalPaise: TEN_OFF.total,
    });
    const lines = await shop.database.db
      .select({ position: orderLines.position, discount: orderLines.couponDiscountPaise })
      .from(orderLines)
      .where(eq(orderLines.orderId, created.orderId))
      .orderBy(orderLines.position);
    expect(lines).toEqual([
      { position: 0, discount: 485_24 },
      { position: 1, discount: 2_766_99 },
    ]);
    // Counted at payment only.
    expect((await couponRow('TENOFF'))?.uses).toBe(0);
    expect(
      await shop.database.db.select().from(couponUses).where(eq(couponUses.orderId, created.orderId)),
    ).toEqual([]);
    expect((await pay(meena, created.providerOrderId)).status).toBe(200);
    expect((await couponRow('TENOFF'))?.uses).toBe(1);
    // The customer's order shows the discount between the subtotal and what was paid.
    const mine = await send({ method: 'GET', url: `/api/orders/${created.orderId}`, headers: meena.headers });
    expect((mine.body as { order: object }).order).toMatchObject({
      subtotal: TEN_OFF.subtotal / 100,
      shipping: 100,
      discount: TEN_OFF.discount / 100,
      couponCode: 'TENOFF',
      total: TEN_OFF.total / 100,
    });
    const staffView = await send({
      method: 'GET',
      url: `/api/admin/orders/${created.orderId}`,
      headers: staff,
    });
    expect(staffView.body).toMatchObject({
      order: { coupon: { code: 'TENOFF', discountPaise: TEN_OFF.discount }, totalPaise: TEN_OFF.total },
    });
    // The confirmation mail says so too.
    await mailWhere(
      shop.dataDir,
      (mail) => mail.raw.includes('To: meena@example.in') && mail.decoded.includes('Discount (TENOFF)'),
    );
  });
});

describe('the tax invoice of an order with a coupon', () => {
  const ship = (orderId: string) => takeOrderSteps(shop.app, staff, orderId, 'shipped');

  async function invoiceText(customer: Customer, orderId: string): Promise<string> {
    const answer = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/invoice`,
      headers: customer.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(answer.rawPayload) });
    try {
      return (await parser.getText()).text.replace(/\s+/g, ' ');
    } finally {
      await parser.destroy();
    }
  }

  const rupees = formatPaiseWithPaise;

  it('states the discount and the lowered taxable value, with CGST and SGST on it, to the paisa', async () => {
    await makeCoupon({ code: 'INVOICE10', kind: 'percent', value: 10, minOrder: 0 });
    const created = await startOrder(divya, bodyWithCoupon(CART, 'INVOICE10', TEN_OFF.total));
    expect((await pay(divya, created.providerOrderId)).status).toBe(200);
    await ship(created.orderId);
    const text = await invoiceText(divya, created.orderId);
    // The lines' ₹4,367.18 and ₹24,902.91, and the shipping's ₹97.09: ₹29,367.18. Their GST:
    // ₹131.02 + ₹747.09 + ₹2.91 = ₹881.02, half each to the Centre and the state.
    expect(text).toContain(`${COUPON_TEXTS.documentValueBefore} ${rupees(32_619_41)}`);
    expect(text).toContain(`${COUPON_TEXTS.documentDiscount} -${rupees(3_252_23)}`);
    expect(text).toContain(`Taxable value ${rupees(29_367_18)}`);
    expect(text).toContain(`CGST 1.5 % ${rupees(440_51)}`);
    expect(text).toContain(`SGST 1.5 % ${rupees(440_51)}`);
    expect(text).toContain(`Round off ${rupees(0)}`);
    expect(text).toContain(`Total ${rupees(TEN_OFF.total)}`);
    expect(text).toContain(
      COUPON_TEXTS.documentLineDiscount(rupees(485_24), rupees(4_852_42), rupees(4_367_18)),
    );
  });

  it('charges IGST on the lowered value for a delivery to another state', async () => {
    // ₹500 off the value of one ring (₹2,426.21): ₹1,926.21 + ₹57.79 of GST = ₹1,984.00, and
    // ₹2,084.00 with shipping; IGST ₹57.79 + ₹2.91.
    await makeCoupon({ code: 'FLAT500', kind: 'flat', value: 500_00, minOrder: 0 });
    const lines = [{ product: ring, quantity: 1 }];
    const quoted = await quote('FLAT500', lines);
    expect(quoted.body).toMatchObject({ discountPaise: 515_00, totalPaise: 2_084_00 });
    const body = {
      ...bodyWithCoupon(lines, 'FLAT500', 2_084_00),
      customerDetails: { ...CUSTOMER_DETAILS, city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' },
    };
    const created = await startOrder(divya, body);
    expect((await pay(divya, created.providerOrderId)).status).toBe(200);
    await ship(created.orderId);
    const text = await invoiceText(divya, created.orderId);
    expect(text).toContain(`Taxable value ${rupees(1_926_21 + 97_09)}`);
    expect(text).toContain(`IGST 3 % ${rupees(57_79 + 2_91)}`);
    expect(text).not.toContain('CGST');
    expect(text).toContain(`Total ${rupees(2_084_00)}`);
  });
});

describe('two shoppers at once against a limit of one', () => {
  it('start one order holding the use and are refused the other; the held order pays', async () => {
    const coupon = await makeCoupon({ code: 'LASTONE', kind: 'percent', value: 10, minOrder: 0, maxUses: 1 });
    const shoppers = [meena, divya];
    const started = await Promise.all(
      shoppers.map((shopper) =>
        send({
          method: 'POST',
          url: '/api/api/create-razorpay-order',
          headers: shopper.headers,
          payload: bodyWithCoupon(CART, 'LASTONE', TEN_OFF.total),
        }),
      ),
    );
    expect(started.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const index = started.findIndex((answer) => answer.status === 200);
    expect(started[1 - index]?.body).toEqual({ success: false, message: COUPON_TEXTS.usedUp('LASTONE') });
    const held = (started[index]?.body as { order: { id: string } }).order;
    expect((await pay(shoppers[index]!, held.id)).status).toBe(200);

    expect((await couponRow('LASTONE'))?.uses).toBe(1);
    const uses = await shop.database.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.couponId, Number(coupon.id)));
    expect(uses.map((use) => use.withinLimit)).toEqual([true]);
    const listed = await send({ method: 'GET', url: '/api/admin/coupons', headers: staff });
    expect((listed.body as { coupons: Coupon[] }).coupons).toContainEqual(
      expect.objectContaining({ code: 'LASTONE', uses: 1, usesBeyondLimit: 0, held: 0 }),
    );
    expect(await quote('LASTONE')).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.usedUp('LASTONE') },
    });
  });

  it('paying at the same moment, one of them after the hold ended, give one paid order; the other payment pays nothing', async () => {
    await makeCoupon({ code: 'LASTPAY', kind: 'percent', value: 10, minOrder: 0, maxUses: 1 });
    const late = await startOrder(meena, bodyWithCoupon(CART, 'LASTPAY', TEN_OFF.total));
    // Meena's hold runs out while her payment window is still open somewhere.
    await shop.database.db
      .update(couponHolds)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(couponHolds.orderId, late.orderId));
    const holding = await startOrder(divya, bodyWithCoupon(CART, 'LASTPAY', TEN_OFF.total));
    const [meenaPaid, divyaPaid] = await Promise.all([
      pay(meena, late.providerOrderId),
      pay(divya, holding.providerOrderId),
    ]);
    // Divya's live hold always finds its place: Meena's payment comes either while it holds the
    // use or after it took it.
    expect(divyaPaid.status).toBe(200);
    expect(meenaPaid).toEqual({
      status: 409,
      body: { success: false, message: PAYMENT_TEXTS.couponUsedUpWhilePaying('LASTPAY') },
    });
    const rows = await shop.database.db.select().from(orders).where(eq(orders.couponCode, 'LASTPAY'));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [late.orderId]: 'pending',
      [holding.orderId]: 'paid',
    });
    expect((await couponRow('LASTPAY'))?.uses).toBe(1);
    const kept = await shop.database.db
      .select()
      .from(unmatchedPayments)
      .where(eq(unmatchedPayments.orderId, late.orderId));
    expect(kept).toEqual([
      expect.objectContaining({ amountPaise: TEN_OFF.total, reason: 'coupon-used-up', refundStatus: null }),
    ]);
  });
});

describe('a return of pieces bought with a coupon', () => {
  it('refunds the share actually paid for the returned pieces', async () => {
    await makeCoupon({ code: 'RETURN10', kind: 'percent', value: 10, minOrder: 0 });
    const created = await startOrder(meena, bodyWithCoupon(CART, 'RETURN10', TEN_OFF.total));
    expect((await pay(meena, created.providerOrderId)).status).toBe(200);
    await takeOrderSteps(shop.app, staff, created.orderId, 'delivered');
    // One of the two rings, whose line was paid ₹4,498.20: ₹2,249.10, not its ₹2,499 price.
    const asked = await send({
      method: 'POST',
      url: `/api/orders/${created.orderId}/returns`,
      headers: meena.headers,
      payload: { lines: [{ position: 0, quantity: 1 }], reason: 'One ring is enough' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((asked.body as { returns: { amountPaise: number }[] }).returns[0]?.amountPaise).toBe(2_249_10);
  });
});
