import { fixedPriceBreakup } from '@shop/shared/pricing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSeller } from '@shop/shared/gst';
import { orders, receiptVouchers } from './db/schema.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import { CUSTOMER_DETAILS, injectRequests, signUp } from './test-support/checkout.ts';
import { buildTestApp, type TestApp } from './test-support/test-app.ts';
import { insertPendingOrder, markOrderPaid } from './features/payments/repository.ts';
import { insertInvoice, insertReceiptVoucher } from './features/invoices/repository.ts';

const SELLER: DocumentSeller = {
  legalName: 'Velli & Thangam',
  gstin: '33AABCV1234F1ZV',
  stateCode: '33',
  address: '14 South Car Street, Madurai, Tamil Nadu 625001',
};
const [ring] = FIXTURE_PRODUCTS;

let shop: TestApp;
let userId: string;
beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  ({ userId } = await signUp(injectRequests(shop.app), 'meena@example.in'));
});
afterAll(async () => {
  await shop?.close();
});

async function pendingOrders(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { orderId } = await insertPendingOrder(
      shop.database.db,
      {
        userId,
        subtotalPaise: ring!.pricePaise,
        shippingPaise: 0,
        customer: CUSTOMER_DETAILS,
        buyerPan: null,
        uploadIds: [],
        lines: [
          {
            productId: ring!.id!,
            name: ring!.name,
            image: '',
            unitPricePaise: ring!.pricePaise,
            quantity: 1,
            size: undefined,
            variant: undefined,
            customization: undefined,
            priceBreakup: fixedPriceBreakup(ring!.pricePaise),
          },
        ],
      },
      // These orders have no coupon: nothing to hold.
      async () => null,
    );
    ids.push(orderId);
  }
  return ids;
}

const receive = (tx: Parameters<typeof insertReceiptVoucher>[0], orderId: string, paidAt: Date) =>
  insertReceiptVoucher(tx, { orderId, issuedAt: paidAt, seller: SELLER });
const issue = (tx: Parameters<typeof insertInvoice>[0], orderId: string, shippedAt: Date) =>
  insertInvoice(tx, { orderId, issuedAt: shippedAt, seller: SELLER });

describe('document numbers', () => {
  it('are consecutive, with no gap and no repeat, for 20 payments at the same moment', async () => {
    const ids = await pendingOrders(20);
    const outcomes = await Promise.all(
      ids.map((orderId, index) => markOrderPaid(shop.database.db, orderId, `pay_many_${index}`, receive)),
    );
    expect(outcomes.every((outcome) => outcome.kind === 'paid')).toBe(true);
    const rows = await shop.database.db
      .select()
      .from(receiptVouchers)
      .where(inArray(receiptVouchers.orderId, ids));
    const serials = rows.map((row) => Number(row.number.split('/').at(-1))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(20);
  });

  it('take no number for a payment that rolls back', async () => {
    const [orderId] = await pendingOrders(1);
    await shop.database.db
      .update(orders)
      .set({ status: 'paid', paymentId: 'pay_already', paidAt: new Date() })
      .where(eq(orders.id, orderId!));
    expect(await markOrderPaid(shop.database.db, orderId!, 'pay_again', receive)).toEqual({
      kind: 'not-pending',
    });
    expect(
      await shop.database.db.select().from(receiptVouchers).where(eq(receiptVouchers.orderId, orderId!)),
    ).toEqual([]);
  });

  it('start again at 1 on 1 April in India, while 31 March goes on with the year before', async () => {
    const [lastOfMarch, stillMarch, firstOfApril, nextInApril] = await pendingOrders(4);
    const numbers = [];
    // 23:59 on 31 March and 00:00 on 1 April, India's time (UTC+5:30).
    for (const [orderId, moment] of [
      [lastOfMarch, '2031-03-31T18:29:00Z'],
      [stillMarch, '2031-03-31T18:29:59Z'],
      [firstOfApril, '2031-03-31T18:30:00Z'],
      [nextInApril, '2031-04-01T09:00:00Z'],
    ] as const) {
      numbers.push(await shop.database.db.transaction((tx) => issue(tx, orderId!, new Date(moment))));
    }
    expect(numbers).toEqual(['VT/2030-31/00001', 'VT/2030-31/00002', 'VT/2031-32/00001', 'VT/2031-32/00002']);
  });
});
