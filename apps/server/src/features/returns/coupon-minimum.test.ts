/**
 * A return that takes an order below its coupon's minimum order: the discount the kept pieces
 * had is taken back from the refund, the customer is told before asking, the mails say so, the
 * credit note states it for GST, and the accountant's month adds up to the paisa.
 *
 * The case: a 20 % coupon with a minimum of ₹1,899, a ₹1,500 piece and a ₹400 piece at
 * fixed prices with their 3 % inside. Their values before GST are ₹1,456.31 and ₹388.35; 20 % of
 * ₹1,844.66 is ₹368.93, spread ₹291.26 and ₹77.67, so the lines cost ₹1,165.05 + ₹34.95 =
 * ₹1,200 and ₹310.68 + ₹9.32 = ₹320: ₹1,520 with ₹380 off, ₹1,620 with the ₹100 of delivery.
 * Returning the ₹400 piece leaves ₹1,500, below ₹1,899: the ₹300 off the kept piece is taken
 * back, and ₹320 − ₹300 = ₹20 is refunded, so the kept piece cost its full ₹1,500 and delivery.
 */
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GstMonthAnswer } from '@shop/shared/gst-month';
import {
  creditNotes,
  invoices,
  orderReturns,
  orders,
  receiptVouchers,
  refunds,
  type NewProductRow,
} from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
  type CartLine,
  type Customer,
  type SendRequest,
} from '../../test-support/checkout.ts';
import { headerOf, mailWhere, type OutboxMail } from '../../test-support/mail.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { takeOrderSteps } from '../../test-support/order-steps.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const plain = FIXTURE_PRODUCTS.find((piece) => piece.customizationTypes?.length === 0);
if (!plain) throw new Error('The fixtures lost their plain pieces');
const piece = (id: number, name: string, pricePaise: number): NewProductRow => ({
  ...plain,
  id,
  name,
  pricePaise,
  originalPricePaise: null,
});
const anklet = piece(101, 'Kolam Silver Anklet', 1_500_00);
const band = piece(102, 'Plain Silver Band', 400_00);
const chain = piece(103, 'Rope Silver Chain', 1_700_00);

let shop: TestApp;
let send: SendRequest;
let owner: AuthorizationHeader;
let staff: AuthorizationHeader;
let meena: Customer;
let receipts = 0;

beforeAll(async () => {
  shop = await buildTestApp({ products: [...FIXTURE_PRODUCTS, anklet, band, chain] });
  send = injectRequests(shop.app);
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  meena = await signUp(send, 'meena@example.in');
  const made = await send({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: owner,
    payload: { code: 'SAVE20', kind: 'percent', value: 20, minOrder: 1_899_00 },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
});
afterAll(async () => {
  await shop?.close();
});

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: object, body?: object) {
  const answer = await shop.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(body && { payload: body }),
  });
  return { status: answer.statusCode, body: answer.json() };
}

/** A delivered order of `lines` with SAVE20, for the total the cart was quoted. */
async function aDeliveredOrderWithSave20(lines: CartLine[], totalPaise: number) {
  const body = { ...createOrderBody(lines, `minimum-${(receipts += 1)}`), amount: totalPaise / 100 };
  const created = await send({
    method: 'POST',
    url: '/api/api/create-razorpay-order',
    headers: meena.headers,
    payload: { ...body, couponCode: 'SAVE20' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const { order } = created.body as { order: { id: string; receipt: string } };
  const paid = await verifyPayment(send, meena, await payWithTestProvider(send, order.id));
  expect(paid.status).toBe(200);
  await takeOrderSteps(shop.app, staff, order.receipt, 'delivered');
  return order.receipt;
}

/** The return's steps up to received, by staff. */
async function receive(orderId: string, returnId: string) {
  const base = `/api/admin/orders/${orderId}/returns/${returnId}`;
  expect((await call('POST', `${base}/decision`, staff, { decision: 'approve' })).status).toBe(200);
  const pickup = { courier: 'Delhivery', trackingNumber: 'DL445566' };
  expect((await call('POST', `${base}/pickup`, staff, pickup)).status).toBe(200);
  expect((await call('POST', `${base}/received`, staff, {})).status).toBe(200);
  return base;
}

const mailTo = (subject: RegExp, says: string) =>
  mailWhere(
    shop.dataDir,
    (mail: OutboxMail) =>
      mail.raw.includes('To: meena@example.in') &&
      subject.test(headerOf(mail, 'subject') ?? '') &&
      mail.decoded.replace(/\s+/g, ' ').includes(says),
  );

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const BELOW_MINIMUM =
  'Returning this piece takes your order below the ₹1,899 minimum of the code SAVE20: the ₹300 discount on the pieces you keep is taken from the refund.';

describe('a return that takes an order below its coupon’s minimum', () => {
  it('refunds ₹20, not ₹320: the kept piece ends up at its full price, and every paper says why', async () => {
    const orderId = await aDeliveredOrderWithSave20(
      [
        { product: anklet, quantity: 1 },
        { product: band, quantity: 1 },
      ],
      1_620_00,
    );
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ totalPaise: 1_620_00, discountPaise: 380_00, shippingPaise: 100_00 });

    // Before asking: the form's quote says what the refund is, and why.
    const wanted = { lines: [{ position: 1, quantity: 1 }] };
    const quote = await call('POST', `/api/orders/${orderId}/returns/quote`, meena.headers, wanted);
    expect(quote).toEqual({
      status: 200,
      body: {
        success: true,
        amountPaise: 20_00,
        couponWithdrawal: {
          code: 'SAVE20',
          minOrderPaise: 1_899_00,
          discountPaise: 300_00,
          returnedPaise: 320_00,
        },
        notice: BELOW_MINIMUM,
      },
    });
    expect(
      await shop.database.db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)),
    ).toEqual([]);

    const asked = await call('POST', `/api/orders/${orderId}/returns`, meena.headers, {
      ...wanted,
      reason: 'The band is too thin',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [ret] = asked.body.returns;
    expect(ret).toMatchObject({
      status: 'requested',
      amountPaise: 20_00,
      couponWithdrawal: { code: 'SAVE20', minOrderPaise: 1_899_00, discountPaise: 300_00 },
    });
    await mailTo(/return asked for/, BELOW_MINIMUM);

    const base = await receive(orderId, ret.id);
    await mailTo(/return received/, 'We will refund ₹20 to the card or account you paid with');
    await mailTo(/return received/, BELOW_MINIMUM);
    const refunded = await call('POST', `${base}/refund`, owner, {});
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);

    const note = await vi.waitFor(
      async () => {
        const [found] = await shop.database.db
          .select()
          .from(creditNotes)
          .where(eq(creditNotes.orderId, orderId));
        if (!found) throw new Error('No credit note yet');
        return found;
      },
      { timeout: 5_000, interval: 25 },
    );
    const [refund] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ amountPaise: 20_00, status: 'processed' });
    // The note gives back the returned piece (₹310.68 + ₹9.32) less the discount withdrawn from
    // the kept one (₹291.26 + ₹8.74): ₹19.42 + ₹0.58, so the invoice less the note states the
    // kept piece at its full value (₹1,456.31 + ₹43.69) and the delivery (₹97.09 + ₹2.91).
    expect(note).toMatchObject({
      taxablePaise: 19_42,
      cgstPaise: 29,
      sgstPaise: 29,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 20_00,
    });
    const [invoice] = await shop.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.taxablePaise! - note.taxablePaise!).toBe(1_456_31 + 97_09);
    expect(invoice!.cgstPaise! + invoice!.sgstPaise! - note.cgstPaise! - note.sgstPaise!).toBe(43_69 + 2_91);

    const pdf = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/credit-notes/${note.refundId}`,
      headers: owner,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Pieces returned: Plain Silver Band × 1 ₹310.68 ₹9.32 ₹320.00');
    expect(text).toContain(
      'Less the coupon discount withdrawn from the pieces kept: Kolam Silver Anklet × 1 −₹291.26 −₹8.74 −₹300.00',
    );
    expect(text).toContain(
      'The order no longer reaches the ₹1,899.00 minimum of the coupon SAVE20, so the pieces kept are valued at their full price',
    );
    expect(text).toContain('Taxable value ₹19.42');
    expect(text).toContain('Total refunded ₹20.00');

    await mailTo(/refund of/, 'We have refunded ₹20 to the card or account you paid with.');
    const customerView = await call('GET', `/api/orders/${orderId}/returns`, meena.headers);
    expect(customerView.body.returns[0]).toMatchObject({ status: 'refunded', amountPaise: 20_00 });

    // The accountant's month: the invoice less the note, to the paisa.
    const september = new Date('2026-09-10T11:00:00+05:30');
    await shop.database.db.transaction(async (tx) => {
      for (const table of [invoices, receiptVouchers, creditNotes]) {
        await tx.execute(sql`ALTER TABLE ${table} DISABLE TRIGGER USER`);
        await tx.update(table).set({ issuedAt: september }).where(eq(table.orderId, orderId));
        await tx.execute(sql`ALTER TABLE ${table} ENABLE TRIGGER USER`);
      }
    });
    const month = (await call('GET', '/api/admin/invoices/months/2026-09', staff)).body as GstMonthAnswer;
    expect(month.b2cs).toEqual([
      {
        placeOfSupply: 'Tamil Nadu (33)',
        intraState: true,
        ratePercent: 3,
        taxablePaise: 1_553_40,
        cgstPaise: 23_30,
        sgstPaise: 23_30,
        igstPaise: 0,
      },
    ]);
    expect(month.hsn).toEqual([
      { hsn: '7113', quantity: 2, taxablePaise: 1_553_40, cgstPaise: 23_30, sgstPaise: 23_30, igstPaise: 0 },
    ]);
  });

  it('refunds nothing when the discount taken back is more than the returned piece, and still takes it', async () => {
    // ₹1,700 + ₹400 at 20 % off: ₹1,360.01 and ₹320, ₹1,780.01 with delivery. Keeping the chain
    // (₹1,700, below ₹1,899) takes back its ₹339.99 off, more than the band's ₹320.
    const orderId = await aDeliveredOrderWithSave20(
      [
        { product: chain, quantity: 1 },
        { product: band, quantity: 1 },
      ],
      1_780_01,
    );
    const notice =
      'Returning this piece takes your order below the ₹1,899 minimum of the code SAVE20: the ₹339.99 discount on the pieces you keep is more than the ₹320 you paid for the piece you return, so nothing is refunded. You may still send it back.';
    const wanted = { lines: [{ position: 1, quantity: 1 }] };
    const quote = await call('POST', `/api/orders/${orderId}/returns/quote`, meena.headers, wanted);
    expect(quote.body).toMatchObject({ amountPaise: 0, notice });

    const asked = await call('POST', `/api/orders/${orderId}/returns`, meena.headers, {
      ...wanted,
      reason: 'Not needed',
    });
    expect(asked.status).toBe(200);
    const [ret] = asked.body.returns;
    expect(ret).toMatchObject({ amountPaise: 0 });
    const base = await receive(orderId, ret.id);
    await mailTo(/return received/, notice);

    // Nothing to give back: the return is closed without a refund or a note.
    const closed = await call('POST', `${base}/refund`, owner, {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.returns[0]).toMatchObject({ status: 'refunded', amountPaise: 0 });
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    await mailTo(/return closed/, 'Nothing is refunded: the ₹339.99 discount on the pieces you keep');
    expect(await shop.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).toEqual(
      [],
    );
  });

  it('keeps the minimum the order was priced with when the coupon is changed afterwards', async () => {
    const orderId = await aDeliveredOrderWithSave20(
      [
        { product: anklet, quantity: 1 },
        { product: band, quantity: 1 },
      ],
      1_620_00,
    );
    const coupons = (await call('GET', '/api/admin/coupons', owner)).body.coupons as {
      id: string;
      code: string;
    }[];
    const save20 = coupons.find((coupon) => coupon.code === 'SAVE20');
    expect((await call('PATCH', `/api/admin/coupons/${save20?.id}`, owner, { minOrder: 0 })).status).toBe(
      200,
    );
    const quote = await call('POST', `/api/orders/${orderId}/returns/quote`, meena.headers, {
      lines: [{ position: 1, quantity: 1 }],
    });
    expect(quote.body).toMatchObject({ amountPaise: 20_00, notice: BELOW_MINIMUM });
    await call('PATCH', `/api/admin/coupons/${save20?.id}`, owner, { minOrder: 1_899_00 });
  });
});
