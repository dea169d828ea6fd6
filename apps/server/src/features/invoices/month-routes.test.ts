import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GST_MONTH_TEXTS, MONTH_CSV_COLUMNS, type GstMonthAnswer } from '@shop/shared/gst-month';
import { creditNotes, invoices, receiptVouchers, type NewProductRow } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  CUSTOMER_DETAILS,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
  type Customer,
} from '../../test-support/checkout.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { takeOrderSteps } from '../../test-support/order-steps.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let owner: AuthorizationHeader;
let staff: AuthorizationHeader;
let meena: Customer;
let orders = 0;

const [ring, pendant] = FIXTURE_PRODUCTS;
const plain = FIXTURE_PRODUCTS.find((piece) => piece.customizationTypes?.length === 0);
/** ₹500 at a fixed price: ₹600 with the delivery, ₹582.53 before GST (the receipt). */
const band: NewProductRow = {
  ...plain!,
  id: 960,
  name: 'Plain Silver Band',
  pricePaise: 500_00,
  originalPricePaise: null,
};

beforeAll(async () => {
  shop = await buildTestApp({ products: [...FIXTURE_PRODUCTS, band] });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar', role: 'staff' });
  meena = await signUp(injectRequests(shop.app), 'meena@example.in');
});
afterAll(async () => {
  await shop?.close();
});

/** A paid order of `quantity` pieces delivered to `state`. */
async function paidOrder(state: string, lines: { product: NewProductRow | undefined; quantity: number }[]) {
  const send = injectRequests(shop.app);
  const body = createOrderBody(
    lines.map(({ product, quantity }) => ({ product: product!, quantity })),
    `month-${(orders += 1)}`,
  );
  body.customerDetails = { ...CUSTOMER_DETAILS, state };
  const created = await createOrder(send, meena, body);
  const answer = await verifyPayment(send, meena, await payWithTestProvider(send, created.providerOrderId));
  expect(answer.status).toBe(200);
  return created.orderId;
}

const ship = (orderId: string) => takeOrderSteps(shop.app, owner, orderId, 'shipped');

/** A refund and its credit note, which follows the provider's word that the refund is made. */
async function refund(orderId: string, amountPaise: number) {
  const answer = await shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: owner,
    payload: { amountPaise, reason: 'The engraving was misspelt' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await vi.waitFor(
    async () => {
      const notes = await shop.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
      if (notes.length === 0) throw new Error('The credit note is not issued yet');
    },
    { timeout: 5_000, interval: 25 },
  );
}

/**
 * Dates the order's documents to a moment of our choosing, so the month is known: the database
 * keeps an issued document as it is, so its guard is set aside for this test's own database.
 */
async function issuedAt(orderId: string, moment: string) {
  const at = new Date(moment);
  const { db } = shop.database;
  await db.transaction(async (tx) => {
    for (const table of [invoices, receiptVouchers, creditNotes]) {
      await tx.execute(sql`ALTER TABLE ${table} DISABLE TRIGGER USER`);
      await tx.update(table).set({ issuedAt: at }).where(eq(table.orderId, orderId));
      await tx.execute(sql`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    }
  });
}

const get = (url: string, headers?: AuthorizationHeader) => shop.app.inject({ method: 'GET', url, headers });
const rupees = (paise: number) => (paise / 100).toFixed(2);

describe("the accountant's month", () => {
  it('adds up a month of sales inside and outside the shop’s state and a credit note, to the paisa', async () => {
    const madurai = await paidOrder('Tamil Nadu', [{ product: ring, quantity: 2 }]);
    const bengaluru = await paidOrder('Karnataka', [
      { product: ring, quantity: 1 },
      { product: pendant, quantity: 1 },
    ]);
    const mysuru = await paidOrder('KA', [{ product: pendant, quantity: 1 }]);
    const july = await paidOrder('Tamil Nadu', [{ product: ring, quantity: 1 }]);
    const unshipped = await paidOrder('Kerala', [{ product: ring, quantity: 1 }]);
    for (const order of [madurai, bengaluru, mysuru, july]) await ship(order);
    const { db } = shop.database;
    const [bengaluruInvoice] = await db.select().from(invoices).where(eq(invoices.orderId, bengaluru));
    await refund(bengaluru, Math.floor(bengaluruInvoice!.totalPaise! / 3));

    // The first hours of August in India are still 31 July in UTC: they count in August.
    await issuedAt(madurai, '2026-08-01T00:10:00+05:30');
    await issuedAt(bengaluru, '2026-08-14T11:00:00+05:30');
    await issuedAt(mysuru, '2026-08-31T23:50:00+05:30');
    await issuedAt(july, '2026-07-31T23:50:00+05:30');
    await issuedAt(unshipped, '2026-08-20T09:00:00+05:30');

    const answer = await get('/api/admin/invoices/months/2026-08', staff);
    expect(answer.statusCode, answer.body).toBe(200);
    const month = answer.json<GstMonthAnswer>();

    const invoiceOf = async (orderId: string) => {
      const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
      return row!;
    };
    const tn = await invoiceOf(madurai);
    const ka1 = await invoiceOf(bengaluru);
    const ka2 = await invoiceOf(mysuru);
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, bengaluru));
    expect(note).toBeDefined();
    // Within the state CGST and SGST, across states IGST, as the documents say.
    expect(tn.igstPaise).toBe(0);
    expect(tn.cgstPaise! + tn.sgstPaise!).toBeGreaterThan(0);
    expect(ka1.cgstPaise).toBe(0);

    expect(month.b2cs).toEqual([
      {
        placeOfSupply: 'Tamil Nadu (33)',
        intraState: true,
        ratePercent: 3,
        taxablePaise: tn.taxablePaise,
        cgstPaise: tn.cgstPaise,
        sgstPaise: tn.sgstPaise,
        igstPaise: 0,
      },
      {
        placeOfSupply: 'Karnataka (29)',
        intraState: false,
        ratePercent: 3,
        taxablePaise: ka1.taxablePaise! + ka2.taxablePaise! - note!.taxablePaise!,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: ka1.igstPaise! + ka2.igstPaise! - note!.igstPaise!,
      },
    ]);
    expect(month.hsn).toEqual([
      {
        hsn: '7113',
        // Two rings to Madurai, a ring and a pendant to Bengaluru, a pendant to Mysuru.
        quantity: 5,
        taxablePaise: tn.taxablePaise! + ka1.taxablePaise! + ka2.taxablePaise! - note!.taxablePaise!,
        cgstPaise: tn.cgstPaise,
        sgstPaise: tn.sgstPaise,
        igstPaise: ka1.igstPaise! + ka2.igstPaise! - note!.igstPaise!,
      },
    ]);
    // The B2C supplies and the HSN summary are two views of the same sales.
    const sum = (figure: 'taxablePaise' | 'igstPaise') =>
      month.b2cs.reduce((total, row) => total + row[figure], 0);
    expect(sum('taxablePaise')).toBe(month.hsn[0]!.taxablePaise);
    expect(sum('igstPaise')).toBe(month.hsn[0]!.igstPaise);

    const receipts = await db.select().from(receiptVouchers);
    const receiptOf = (orderId: string) => receipts.find((row) => row.orderId === orderId)!.number;
    const augustReceipts = [madurai, bengaluru, mysuru, unshipped].map(receiptOf).sort();
    expect(month.documents).toEqual([
      {
        kind: 'receipt_voucher',
        firstNumber: augustReceipts[0],
        lastNumber: augustReceipts[3],
        count: 4,
        cancelled: 0,
      },
      { kind: 'invoice', firstNumber: tn.number, lastNumber: ka2.number, count: 3, cancelled: 0 },
      { kind: 'credit_note', firstNumber: note!.number, lastNumber: note!.number, count: 1, cancelled: 0 },
    ]);

    const csv = await get('/api/admin/invoices/months/2026-08/documents.csv', owner);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="GST-documents-2026-08.csv"');
    const parsed = Papa.parse<string[]>(csv.body.trim());
    expect(parsed.data).toEqual([
      [...MONTH_CSV_COLUMNS],
      [
        'Tax invoice',
        tn.number,
        '2026-08-01',
        'Tamil Nadu (33)',
        rupees(tn.taxablePaise!),
        rupees(tn.cgstPaise!),
        rupees(tn.sgstPaise!),
        '0.00',
        rupees(tn.totalPaise!),
      ],
      [
        'Tax invoice',
        ka1.number,
        '2026-08-14',
        'Karnataka (29)',
        rupees(ka1.taxablePaise!),
        '0.00',
        '0.00',
        rupees(ka1.igstPaise!),
        rupees(ka1.totalPaise!),
      ],
      [
        'Credit note',
        note!.number,
        '2026-08-14',
        'Karnataka (29)',
        rupees(note!.taxablePaise!),
        '0.00',
        '0.00',
        rupees(note!.igstPaise!),
        rupees(note!.totalPaise!),
      ],
      [
        'Tax invoice',
        ka2.number,
        '2026-08-31',
        'Karnataka (29)',
        rupees(ka2.taxablePaise!),
        '0.00',
        '0.00',
        rupees(ka2.igstPaise!),
        rupees(ka2.totalPaise!),
      ],
    ]);
  });

  it('gives Tamil Nadu as much CGST as SGST in a month of documents that each state equal halves', async () => {
    // Two ₹600 orders and ₹100 refunded: each invoice states CGST and SGST of ₹8.74 on ₹582.53,
    // and the note ₹1.46 each on ₹97.09.
    const first = await paidOrder('Tamil Nadu', [{ product: band, quantity: 1 }]);
    const second = await paidOrder('TN', [{ product: band, quantity: 1 }]);
    for (const order of [first, second]) await ship(order);
    await refund(first, 100_00);
    for (const order of [first, second]) await issuedAt(order, '2026-10-15T12:00:00+05:30');

    const month = (await get('/api/admin/invoices/months/2026-10', staff)).json<GstMonthAnswer>();
    const halves = {
      taxablePaise: 2 * 582_53 - 97_09,
      cgstPaise: 2 * 8_74 - 1_46,
      sgstPaise: 2 * 8_74 - 1_46,
    };
    expect(month.b2cs).toEqual([
      { placeOfSupply: 'Tamil Nadu (33)', intraState: true, ratePercent: 3, ...halves, igstPaise: 0 },
    ]);
    expect(month.hsn).toEqual([{ hsn: '7113', quantity: 2, ...halves, igstPaise: 0 }]);

    const csv = await get('/api/admin/invoices/months/2026-10/documents.csv', owner);
    const rows = Papa.parse<string[]>(csv.body.trim()).data.slice(1);
    expect(rows.map((row) => [row[0], ...row.slice(4)])).toEqual([
      ['Tax invoice', '582.53', '8.74', '8.74', '0.00', '600.00'],
      ['Tax invoice', '582.53', '8.74', '8.74', '0.00', '600.00'],
      ['Credit note', '97.09', '1.46', '1.46', '0.00', '100.00'],
    ]);
  });

  it('sums a month mixing an invoice issued under the earlier rule and later ones as each was stated', async () => {
    // The invoice as the shop issued it before each tax was its rate on the value: the GST the
    // prices held, ₹17.47, halved with the odd paisa to CGST.
    const earlier = await paidOrder('Tamil Nadu', [{ product: band, quantity: 1 }]);
    const { db } = shop.database;
    const [receipt] = await db.select().from(receiptVouchers).where(eq(receiptVouchers.orderId, earlier));
    await db.insert(invoices).values({
      orderId: earlier,
      number: 'VT/2026-27/09002',
      financialYear: '2026-27',
      issuedAt: new Date(),
      seller: receipt!.seller,
      content: receipt!.content,
      taxablePaise: 582_53,
      cgstPaise: 8_74,
      sgstPaise: 8_73,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 600_00,
    });
    const later = await paidOrder('Tamil Nadu', [{ product: band, quantity: 1 }]);
    for (const order of [earlier, later]) await ship(order);
    for (const order of [earlier, later]) await issuedAt(order, '2026-11-10T12:00:00+05:30');

    const month = (await get('/api/admin/invoices/months/2026-11', staff)).json<GstMonthAnswer>();
    // The earlier invoice's ₹8.74 and ₹8.73, the later one's ₹8.74 twice.
    const stated = { taxablePaise: 2 * 582_53, cgstPaise: 8_74 + 8_74, sgstPaise: 8_73 + 8_74 };
    expect(month.b2cs).toEqual([
      { placeOfSupply: 'Tamil Nadu (33)', intraState: true, ratePercent: 3, ...stated, igstPaise: 0 },
    ]);
    expect(month.hsn).toEqual([{ hsn: '7113', quantity: 2, ...stated, igstPaise: 0 }]);
    const [kept] = await db.select().from(invoices).where(eq(invoices.orderId, earlier));
    expect(kept).toMatchObject({
      number: 'VT/2026-27/09002',
      cgstPaise: 8_74,
      sgstPaise: 8_73,
      roundOffPaise: 0,
    });
  });

  it('gives a month without documents an empty CSV with its headers and no figures', async () => {
    const answer = await get('/api/admin/invoices/months/2025-02', owner);
    expect(answer.json()).toEqual({ success: true, month: '2025-02', b2cs: [], hsn: [], documents: [] });
    const csv = await get('/api/admin/invoices/months/2025-02/documents.csv', owner);
    expect(csv.body).toBe(`${MONTH_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('refuses a month that is not YYYY-MM, and anyone not signed in as staff', async () => {
    for (const bad of ['2026-13', '2026-8', 'august', '2026-00']) {
      for (const url of [
        `/api/admin/invoices/months/${bad}`,
        `/api/admin/invoices/months/${bad}/documents.csv`,
      ]) {
        const answer = await get(url, owner);
        expect(answer.statusCode, url).toBe(400);
        expect(answer.body).toContain(GST_MONTH_TEXTS.badMonth);
      }
    }
    for (const url of [
      '/api/admin/invoices/months/2026-08',
      '/api/admin/invoices/months/2026-08/documents.csv',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, meena.headers)).statusCode).toBe(403);
    }
  });
});
