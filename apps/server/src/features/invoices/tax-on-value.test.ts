/**
 * Each tax of a document is its rate on the document's taxable value, and the paisa that leaves
 * over or short of what was paid is the document's round-off
 * (docs/decisions/0042-each-tax-is-its-rate-on-the-taxable-value.md). The case: a ₹500
 * piece at a fixed price and the ₹100 delivery, ₹600 paid. Its value before GST is ₹485.44 +
 * ₹97.09 = ₹582.53; 1.5 % of that is ₹8.73795, so CGST ₹8.74 and SGST ₹8.74, and ₹582.53 +
 * ₹17.48 = ₹600.01 is brought to the ₹600 paid by a round-off of −₹0.01. The documents are read
 * as a person's reader reads them, with poppler's pdftotext.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  creditNotes,
  invoices,
  receiptVouchers,
  refundVouchers,
  type NewProductRow,
} from '../../db/schema.ts';
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
import { ensurePoppler, pdfWords } from '../../test-support/poppler.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { takeOrderSteps } from '../../test-support/order-steps.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const plain = FIXTURE_PRODUCTS.find((piece) => piece.customizationTypes?.length === 0);
if (!plain) throw new Error('The fixtures lost their plain pieces');
const BAND: NewProductRow = {
  ...plain,
  id: 960,
  name: 'Plain Silver Band',
  pricePaise: 500_00,
  originalPricePaise: null,
};

let shop: TestApp;
let owner: AuthorizationHeader;
let meena: Customer;
let orders = 0;

beforeAll(async () => {
  ensurePoppler();
  shop = await buildTestApp({ products: [...FIXTURE_PRODUCTS, BAND] });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  meena = await signUp(injectRequests(shop.app), 'meena@example.in');
});
afterAll(async () => {
  await shop?.close();
});

/** A paid order of the band, delivered to `state`: ₹600 with the delivery. */
async function aPaidOrder(state: string): Promise<string> {
  const send = injectRequests(shop.app);
  const body = createOrderBody([{ product: BAND, quantity: 1 }], `halves-${(orders += 1)}`);
  body.customerDetails = { ...CUSTOMER_DETAILS, state };
  const created = await createOrder(send, meena, body);
  const paid = await verifyPayment(send, meena, await payWithTestProvider(send, created.providerOrderId));
  expect(paid.status).toBe(200);
  return created.orderId;
}

const ship = (orderId: string) => takeOrderSteps(shop.app, owner, orderId, 'shipped');

/**
 * The document's text line by line as pdftotext finds its words: a label and its amount, drawn
 * as two columns, read as the one line a person sees ('CGST 1.5 % ₹8.74').
 */
async function read(url: string, headers: AuthorizationHeader): Promise<string> {
  const answer = await shop.app.inject({ method: 'GET', url, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  const lines: { y: number; words: { x: number; text: string }[] }[] = [];
  for (const word of await pdfWords(answer.rawPayload)) {
    let line = lines.find((each) => Math.abs(each.y - word.yMin) < 2);
    if (!line) lines.push((line = { y: word.yMin, words: [] }));
    line.words.push({ x: word.xMin, text: word.text });
  }
  return lines
    .sort((a, b) => a.y - b.y)
    .map((line) =>
      line.words
        .sort((a, b) => a.x - b.x)
        .map((word) => word.text)
        .join(' '),
    )
    .join('\n');
}

/** The owner refunds `amountPaise`; its note follows the provider's word that the refund is made. */
async function refund(
  orderId: string,
  amountPaise: number,
  table: typeof creditNotes | typeof refundVouchers,
) {
  const { db } = shop.database;
  const before = await db.select().from(table).where(eq(table.orderId, orderId));
  const answer = await shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: owner,
    payload: { amountPaise, reason: 'The band was a size too large' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return vi.waitFor(
    async () => {
      const notes = await db.select().from(table).where(eq(table.orderId, orderId));
      const note = notes.find((each) => !before.some((earlier) => earlier.refundId === each.refundId));
      if (!note) throw new Error('The note is not issued yet');
      return note;
    },
    { timeout: 5_000, interval: 25 },
  );
}

/** What every new document of the ₹600 order within the state says of its tax. */
const SIX_HUNDRED = [
  'Taxable value ₹582.53',
  'CGST 1.5 % ₹8.74',
  'SGST 1.5 % ₹8.74',
  'Round off -₹0.01',
] as const;

/** A ₹100 note: ₹97.09 of value, 1.5 % of it ₹1.456 each, so ₹1.46 twice and −₹0.01. */
const HUNDRED_BACK = [
  'Taxable value ₹97.09',
  'CGST 1.5 % ₹1.46',
  'SGST 1.5 % ₹1.46',
  'Round off -₹0.01',
  'Total refunded ₹100.00',
] as const;

describe('the documents of a ₹600 order delivered in Tamil Nadu', () => {
  it('state CGST and SGST of 1.5 % each on the value, on the receipt, the invoice and a credit note', async () => {
    const orderId = await aPaidOrder('Tamil Nadu');
    const receipt = await read(`/api/orders/${orderId}/receipt`, meena.headers);
    for (const figure of SIX_HUNDRED) expect(receipt).toContain(figure);
    expect(receipt).toContain('Amount received ₹600.00');
    expect(receipt).toContain('Amount in words: Rupees Six Hundred Only');

    await ship(orderId);
    const invoice = await read(`/api/orders/${orderId}/invoice`, meena.headers);
    expect(invoice).toContain('Plain Silver Band 7113 1');
    for (const figure of SIX_HUNDRED) expect(invoice).toContain(figure);
    expect(invoice).toContain('Total ₹600.00');

    const note = await refund(orderId, 100_00, creditNotes);
    const text = await read(`/api/admin/orders/${orderId}/credit-notes/${note.refundId}`, owner);
    for (const figure of HUNDRED_BACK) expect(text).toContain(figure);

    // What the documents state is what they keep, and the database checks that it adds up.
    const { db } = shop.database;
    const [kept] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(kept).toMatchObject({ taxablePaise: 582_53, cgstPaise: 8_74, sgstPaise: 8_74, roundOffPaise: -1 });
    const lineTax = kept!.content!.lines.reduce((sum, line) => sum + line.taxPaise, 0);
    expect(lineTax + (kept!.content!.shipping?.taxPaise ?? 0)).toBe(17_48);
  });

  it('state them on the refund voucher of a refund before the order ships', async () => {
    const orderId = await aPaidOrder('TN');
    const voucher = await refund(orderId, 100_00, refundVouchers);
    const text = await read(`/api/admin/orders/${orderId}/refund-vouchers/${voucher.refundId}`, owner);
    for (const figure of HUNDRED_BACK) expect(text).toContain(figure);
  });
});

describe('the tax invoice of a ₹600 order delivered to another state', () => {
  it('states IGST of 3 % on the value, and the paisa on the round-off', async () => {
    const orderId = await aPaidOrder('Karnataka');
    await ship(orderId);
    const text = await read(`/api/orders/${orderId}/invoice`, meena.headers);
    // 3 % of ₹582.53 is ₹17.4759.
    expect(text).toContain('Taxable value ₹582.53');
    expect(text).toContain('IGST 3 % ₹17.48');
    expect(text).toContain('Round off -₹0.01');
    expect(text).toContain('Total ₹600.00');
    expect(text).not.toContain('CGST');
  });
});

describe('a tax invoice issued under the earlier rule', () => {
  it('reads as it was issued, and its notes take it to nothing to the paisa', async () => {
    const orderId = await aPaidOrder('Tamil Nadu');
    const { db } = shop.database;
    // The invoice as the shop issued it before each tax was its rate on the value: the GST held
    // in each price (₹14.56 and ₹2.91), halved with the odd paisa to CGST.
    const [receipt] = await db.select().from(receiptVouchers).where(eq(receiptVouchers.orderId, orderId));
    const content = receipt!.content!;
    await db.insert(invoices).values({
      orderId,
      number: 'VT/2026-27/09001',
      financialYear: '2026-27',
      issuedAt: new Date('2026-11-20T06:30:00Z'),
      seller: receipt!.seller,
      content: {
        ...content,
        lines: content.lines.map((line) => ({ ...line, taxPaise: 14_56 })),
        shipping: { taxablePaise: 97_09, taxPaise: 2_91 },
      },
      taxablePaise: 582_53,
      cgstPaise: 8_74,
      sgstPaise: 8_73,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 600_00,
    });
    // Shipping the order keeps the invoice it has.
    await ship(orderId);
    const text = await read(`/api/orders/${orderId}/invoice`, meena.headers);
    expect(text).toContain('Invoice number: VT/2026-27/09001');
    expect(text).toContain('Taxable value ₹582.53');
    expect(text).toContain('CGST 1.5 % ₹8.74');
    expect(text).toContain('SGST 1.5 % ₹8.73');
    expect(text).toContain('Round off ₹0.00');
    expect(text).toContain('Total ₹600.00');
    expect(await read(`/api/orders/${orderId}/invoice`, meena.headers)).toBe(text);

    // A part refunded now is taxed on its own value; the last note gives back what is left.
    const part = await refund(orderId, 100_00, creditNotes);
    expect(part).toMatchObject({ taxablePaise: 97_09, cgstPaise: 1_46, sgstPaise: 1_46, roundOffPaise: -1 });
    const rest = await refund(orderId, 500_00, creditNotes);
    expect(rest).toMatchObject({
      taxablePaise: 485_44,
      cgstPaise: 7_28,
      sgstPaise: 7_27,
      igstPaise: 0,
      roundOffPaise: 1,
      totalPaise: 500_00,
    });
  });
});
