import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import { financialYearOf, INVOICE_TEXTS, type OrderDocumentsAnswer } from '@shop/shared/gst';
import { priceFromRate } from '@shop/shared/pricing';
import { invoices, orderLines } from '../../db/schema.ts';
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
import { mailWhere } from '../../test-support/mail.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

/** A 22K necklace of 30 g priced from the day's rate: over two lakh rupees with its GST. */
const HARAM_BREAKUP = priceFromRate(
  {
    purity: 'gold-916',
    netWeightMg: 30_000,
    making: { kind: 'percent', basisPoints: 1_200 },
    stonesPaise: 0,
    hallmarkingPaise: 45_00,
  },
  { 'gold-916': 6_500_00 },
);
const [, pendant] = FIXTURE_PRODUCTS;
const HARAM = {
  ...pendant!,
  id: 900,
  name: 'Lakshmi Gold Haram',
  purity: 'gold-916' as const,
  pricePaise: HARAM_BREAKUP.totalPaise,
  originalPricePaise: null,
};

let shop: TestApp;
let owner: AuthorizationHeader;
let meena: Customer;
let arjun: Customer;
let receipts = 0;

beforeAll(async () => {
  shop = await buildTestApp({ products: [...FIXTURE_PRODUCTS, HARAM] });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  meena = await signUp(injectRequests(shop.app), 'meena@example.in');
  arjun = await signUp(injectRequests(shop.app), 'arjun@example.in');
});
afterAll(async () => {
  await shop?.close();
});

/** An order of the haram, delivered to `state`, paid or not. */
async function anOrder(customer: Customer, state: string, paid = true) {
  const send = injectRequests(shop.app);
  const body = createOrderBody([{ product: HARAM, quantity: 1 }], `invoice-${(receipts += 1)}`);
  body.customerDetails = { ...CUSTOMER_DETAILS, state };
  // The haram costs more than ₹2,00,000, so the checkout asks for the buyer's PAN.
  body.pan = 'ABCPS1234K';
  const created = await createOrder(send, customer, body);
  if (paid) {
    const answer = await verifyPayment(
      send,
      customer,
      await payWithTestProvider(send, created.providerOrderId),
    );
    expect(answer.status).toBe(200);
  }
  return created;
}

/** What an order of a rate-priced piece keeps, and what staff record when it is made: the breakup and the HUID. */
async function recordPieceDetails(orderId: string) {
  await shop.database.db
    .update(orderLines)
    .set({ priceBreakup: HARAM_BREAKUP, huid: 'AB12C3' })
    .where(eq(orderLines.orderId, orderId));
}

async function download(url: string, headers: AuthorizationHeader) {
  return shop.app.inject({ method: 'GET', url, headers });
}

/** The text a reader of the PDF sees, its runs of spaces and line breaks made one space. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function invoiceNumberOf(orderId: string): Promise<string> {
  const [row] = await shop.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!row) throw new Error(`Order ${orderId} has no invoice`);
  return row.number;
}

describe('the tax invoice of an order delivered in the shop’s state', () => {
  it('is a PDF for its customer with every field of Rule 46, CGST and SGST, in rupees and words', async () => {
    const order = await anOrder(meena, 'tamilnadu');
    await recordPieceDetails(order.orderId);
    const number = await invoiceNumberOf(order.orderId);
    expect(number).toBe(`VT/${financialYearOf(new Date())}/00001`);

    const answer = await download(`/api/orders/${order.orderId}/invoice`, meena.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Tax-invoice-${number.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);

    // The seller.
    expect(text).toContain('Velli & Thangam');
    expect(text).toContain('14 South Car Street, Madurai, Tamil Nadu 625001');
    expect(text).toContain('GSTIN: 33AABCV1234F1ZV');
    expect(text).toContain('State: Tamil Nadu (33)');
    // The document.
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice number: ${number}`);
    expect(text).toMatch(/Date: \d{1,2} [A-Z][a-z]{2} 20\d\d/);
    // The buyer and the place of supply.
    expect(text).toContain('Meena Sundaram');
    expect(text).toContain('14 South Car Street Madurai 625001');
    expect(text).toContain('PAN: ABCPS1234K');
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    // The line.
    expect(text).toContain('Lakshmi Gold Haram');
    expect(text).toContain('7113');
    expect(text).toContain('22K gold (916)');
    expect(text).toContain('30.000 g');
    expect(text).toContain('Metal ₹1,95,000.00 (30.000 g at ₹6,500.00/g)');
    expect(text).toContain('Making ₹23,400.00 (12 % of metal)');
    expect(text).toContain('Stones ₹0.00');
    expect(text).toContain('Hallmarking ₹45.00');
    expect(text).toContain('HUID: AB12C3');
    expect(text).toContain('₹2,18,445.00');
    expect(text).toContain('Shipping (part of the supply)');
    // The tax: 3 % of ₹2,18,445 for the haram and of ₹97.09 for the ₹100 shipping, ₹6,556.26.
    expect(text).toContain('Taxable value ₹2,18,542.09');
    expect(text).toContain('CGST 1.5 % ₹3,278.13');
    expect(text).toContain('SGST 1.5 % ₹3,278.13');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Round off -₹0.35');
    const total = HARAM_BREAKUP.totalPaise + 100_00;
    expect(total).toBe(2_25_098_00);
    expect(text).toContain('Total ₹2,25,098.00');
    expect(text).toContain('Amount in words: Rupees Two Lakh Twenty Five Thousand Ninety Eight Only');
  });

  it('is attached to the order’s confirmation mail', async () => {
    const order = await anOrder(meena, 'TN');
    const number = await invoiceNumberOf(order.orderId);
    const fileName = `Tax-invoice-${number.replaceAll('/', '-')}.pdf`;
    const mail = await mailWhere(
      shop.dataDir,
      (each) => /^To: meena@example\.in\r?$/m.test(each.raw) && each.raw.includes(fileName),
    );
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=/);
    const encoded =
      mail.raw
        .split(fileName)
        .at(-1)
        ?.split(/\r?\n\r?\n/)[1]
        ?.split(/\r?\n--/)[0] ?? '';
    const text = await pdfText(Buffer.from(encoded.replace(/\s+/g, ''), 'base64'));
    expect(text).toContain(`Invoice number: ${number}`);
  });
});

describe('the tax invoice of an order delivered to another state', () => {
  it('charges IGST at 3 % and names that state as the place of supply', async () => {
    const order = await anOrder(meena, 'Karnataka');
    const text = await pdfText(
      (await download(`/api/orders/${order.orderId}/invoice`, meena.headers)).rawPayload,
    );
    expect(text).toContain('State: Karnataka (29)');
    expect(text).toContain('Place of supply: Karnataka (29)');
    // Before breakups: the fixed price with the 3 % taken out.
    expect(text).toContain('Fixed price ₹2,24,998.00 a piece incl. GST; value ₹2,18,444.66 a piece');
    expect(text).toContain('Taxable value ₹2,18,541.75');
    expect(text).toContain('IGST 3 % ₹6,556.25');
    expect(text).not.toContain('CGST');
    expect(text).toContain('PAN: ABCPS1234K');
    expect(text).toContain('Total ₹2,25,098.00');
  });

  it('taxes a state it cannot read as inter-state and prints it as typed', async () => {
    const order = await anOrder(meena, 'Tamil Nad');
    const text = await pdfText(
      (await download(`/api/orders/${order.orderId}/invoice`, meena.headers)).rawPayload,
    );
    expect(text).toContain('Place of supply: Tamil Nad');
    expect(text).toContain('IGST 3 %');
  });
});

describe('who gets the invoice', () => {
  it('answers another customer’s order as no order, and an unpaid one as not invoiced', async () => {
    const paid = await anOrder(meena, 'Tamil Nadu');
    const other = await download(`/api/orders/${paid.orderId}/invoice`, arjun.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: PAYMENT_TEXTS.orderNotFound });

    const unpaid = await anOrder(meena, 'Tamil Nadu', false);
    const answer = await download(`/api/orders/${unpaid.orderId}/invoice`, meena.headers);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ success: false, message: INVOICE_TEXTS.notIssued });
    expect((await download(`/api/admin/orders/${unpaid.orderId}/invoice`, owner)).json()).toEqual({
      success: false,
      message: INVOICE_TEXTS.notIssued,
    });
  });

  it('gives staff the invoice of any order, and refuses a customer the back office’s call', async () => {
    const order = await anOrder(arjun, 'Kerala');
    const answer = await download(`/api/admin/orders/${order.orderId}/invoice`, owner);
    expect(answer.statusCode).toBe(200);
    expect(await pdfText(answer.rawPayload)).toContain(
      `Invoice number: ${await invoiceNumberOf(order.orderId)}`,
    );
    expect((await download(`/api/admin/orders/${order.orderId}/invoice`, arjun.headers)).statusCode).toBe(
      403,
    );
  });
});

describe('a refund', () => {
  it('gets a credit note of its own series, naming the invoice, with the tax taken out', async () => {
    const order = await anOrder(meena, 'Tamil Nadu');
    const invoiceNumber = await invoiceNumberOf(order.orderId);
    const refunded = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refunds`,
      headers: owner,
      payload: { amountPaise: 1_030_00, reason: 'The clasp came loose' },
    });
    expect(refunded.statusCode).toBe(200);

    const deadline = Date.now() + 5_000;
    let documents: OrderDocumentsAnswer;
    for (;;) {
      documents = (await download(`/api/admin/orders/${order.orderId}/documents`, owner)).json();
      if (documents.creditNotes.length > 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(documents.invoice?.number).toBe(invoiceNumber);
    const [note] = documents.creditNotes;
    expect(note).toMatchObject({
      number: `VT/CN/${financialYearOf(new Date()).slice(2)}/0001`,
      amountPaise: 1_030_00,
    });

    const answer = await download(`/api/admin/orders/${order.orderId}/credit-notes/${note!.refundId}`, owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      `Credit-note-${note!.number.replaceAll('/', '-')}.pdf`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note number: ${note!.number}`);
    expect(text).toContain(`Against tax invoice ${invoiceNumber}`);
    expect(text).toContain('GSTIN: 33AABCV1234F1ZV');
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toContain('Reason: The clasp came loose');
    expect(text).toContain('Taxable value ₹1,000.00');
    expect(text).toContain('CGST 1.5 % ₹15.00');
    expect(text).toContain('SGST 1.5 % ₹15.00');
    expect(text).toContain('Total refunded ₹1,030.00');
    expect(text).toContain('Amount in words: Rupees One Thousand Thirty Only');
  });
});
