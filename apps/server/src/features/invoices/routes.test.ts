import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import { DOCUMENT_TEXTS, financialYearOf, type OrderDocumentsAnswer } from '@shop/shared/gst';
import { priceFromRate } from '@shop/shared/pricing';
import { invoices, orderLines, receiptVouchers } from '../../db/schema.ts';
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
import { takeOrderSteps } from '../../test-support/order-steps.ts';
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
  gram: 32.5,
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

/** Staff make the piece and ship it; the shipping issues the tax invoice. */
const ship = (orderId: string) => takeOrderSteps(shop.app, owner, orderId, 'shipped');

async function invoiceNumberOf(orderId: string): Promise<string> {
  const [row] = await shop.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!row) throw new Error(`Order ${orderId} has no invoice`);
  return row.number;
}

async function receiptNumberOf(orderId: string): Promise<string> {
  const [row] = await shop.database.db
    .select()
    .from(receiptVouchers)
    .where(eq(receiptVouchers.orderId, orderId));
  if (!row) throw new Error(`Order ${orderId} has no receipt voucher`);
  return row.number;
}

/** The PDF of a mail's attachment, read back as its reader sees it. */
async function attachedText(raw: string, fileName: string): Promise<string> {
  const encoded =
    raw
      .split(fileName)
      .at(-1)
      ?.split(/\r?\n\r?\n/)[1]
      ?.split(/\r?\n--/)[0] ?? '';
  return pdfText(Buffer.from(encoded.replace(/\s+/g, ''), 'base64'));
}

/** Every document of an order as the back office lists it, once `ready` says the list is complete. */
async function documentsOf(
  orderId: string,
  ready: (answer: OrderDocumentsAnswer) => boolean,
): Promise<OrderDocumentsAnswer> {
  return vi.waitFor(
    async () => {
      const answer: OrderDocumentsAnswer = (
        await download(`/api/admin/orders/${orderId}/documents`, owner)
      ).json();
      if (!ready(answer)) throw new Error(`Not yet: ${JSON.stringify(answer)}`);
      return answer;
    },
    { timeout: 5_000, interval: 25 },
  );
}

describe('the tax invoice of an order delivered in the shop’s state', () => {
  it('is a PDF for its customer, issued as the order ships, with every field of Rule 46, CGST and SGST, in rupees and words', async () => {
    const order = await anOrder(meena, 'tamilnadu');
    await recordPieceDetails(order.orderId);
    const unshipped = await download(`/api/orders/${order.orderId}/invoice`, meena.headers);
    expect(unshipped.statusCode).toBe(404);
    expect(unshipped.json()).toEqual({ success: false, message: DOCUMENT_TEXTS.invoiceNotIssued });

    await ship(order.orderId);
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
    // The line: the haram weighs 32.5 g as the catalogue has it, of which 30 g of gold its breakup is paid for.
    expect(text).toContain('Purity Gross wt Net wt Taxable value');
    expect(text).toContain('Lakshmi Gold Haram 7113 1 22K gold (916) 32.500 g 30.000 g ₹2,18,445.00');
    expect(text).toContain('Metal ₹1,95,000.00 (30.000 g at ₹6,500.00/g)');
    expect(text).toContain('Making ₹23,400.00 (12 % of metal)');
    expect(text).toContain('Stones ₹0.00');
    expect(text).toContain('Hallmarking ₹45.00');
    expect(text).toContain('HUID: AB12C3');
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

  it('is attached to the mail that tells the customer the order is on its way', async () => {
    const order = await anOrder(meena, 'TN');
    await ship(order.orderId);
    const number = await invoiceNumberOf(order.orderId);
    const fileName = `Tax-invoice-${number.replaceAll('/', '-')}.pdf`;
    const mail = await mailWhere(
      shop.dataDir,
      (each) => /^To: meena@example\.in\r?$/m.test(each.raw) && each.raw.includes(fileName),
    );
    expect(mail.decoded).toContain('Your piece is on its way to you.');
    expect(mail.decoded).toContain('Your tax invoice is attached.');
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=/);
    expect(await attachedText(mail.raw, fileName)).toContain(`Invoice number: ${number}`);
  });
});

describe('the receipt voucher of a payment', () => {
  it('is issued as the order is paid, with every field of Rule 50, and attached to the confirmation', async () => {
    const order = await anOrder(meena, 'Tamil Nadu');
    const number = await receiptNumberOf(order.orderId);
    expect(number).toMatch(new RegExp(`^VT/R/${financialYearOf(new Date()).slice(2)}/\\d{5}$`));
    expect(await shop.database.db.select().from(invoices).where(eq(invoices.orderId, order.orderId))).toEqual(
      [],
    );

    const answer = await download(`/api/orders/${order.orderId}/receipt`, meena.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Receipt-voucher-${number.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Receipt Voucher');
    expect(text).toContain(`Receipt voucher number: ${number}`);
    expect(text).toContain('GSTIN: 33AABCV1234F1ZV');
    expect(text).toContain('Received from (buyer) Meena Sundaram 14 South Car Street Madurai 625001');
    expect(text).toContain('PAN: ABCPS1234K');
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('Payment received in advance for');
    expect(text).toContain('Lakshmi Gold Haram 7113 1 22K gold (916) ₹2,18,444.66');
    expect(text).toContain('Taxable value ₹2,18,541.75');
    // 1.5 % of ₹2,18,541.75 is ₹3,278.126 each; ₹0.01 over what was received comes back off.
    expect(text).toContain('CGST 1.5 % ₹3,278.13');
    expect(text).toContain('SGST 1.5 % ₹3,278.13');
    expect(text).toContain('Round off -₹0.01');
    expect(text).toContain('Amount received ₹2,25,098.00');
    expect(text).toContain('Amount in words: Rupees Two Lakh Twenty Five Thousand Ninety Eight Only');
    expect(text).toContain('The tax invoice for these pieces is issued when the order ships.');

    const fileName = `Receipt-voucher-${number.replaceAll('/', '-')}.pdf`;
    const mail = await mailWhere(
      shop.dataDir,
      (each) => /^To: meena@example\.in\r?$/m.test(each.raw) && each.raw.includes(fileName),
    );
    expect(mail.decoded).toContain(
      'The receipt for your payment is attached. Your tax invoice follows when your order ships.',
    );
    expect(await attachedText(mail.raw, fileName)).toContain(`Receipt voucher number: ${number}`);
  });
});

describe('the tax invoice of an order delivered to another state', () => {
  it('charges IGST at 3 % and names that state as the place of supply', async () => {
    const order = await anOrder(meena, 'Karnataka');
    await ship(order.orderId);
    const text = await pdfText(
      (await download(`/api/orders/${order.orderId}/invoice`, meena.headers)).rawPayload,
    );
    expect(text).toContain('State: Karnataka (29)');
    expect(text).toContain('Place of supply: Karnataka (29)');
    // A piece at a fixed price: the 3 % taken out of it.
    expect(text).toContain('Fixed price ₹2,24,998.00 a piece incl. GST; value ₹2,18,444.66 a piece');
    expect(text).toContain('Taxable value ₹2,18,541.75');
    expect(text).toContain('IGST 3 % ₹6,556.25');
    expect(text).not.toContain('CGST');
    expect(text).toContain('PAN: ABCPS1234K');
    expect(text).toContain('Total ₹2,25,098.00');
  });

  it('taxes a state it cannot read as inter-state and prints it as typed', async () => {
    const order = await anOrder(meena, 'Tamil Nad');
    await ship(order.orderId);
    const text = await pdfText(
      (await download(`/api/orders/${order.orderId}/invoice`, meena.headers)).rawPayload,
    );
    expect(text).toContain('Place of supply: Tamil Nad');
    expect(text).toContain('IGST 3 %');
  });
});

describe('who gets the documents', () => {
  it('answers another customer’s order as no order, and an unpaid one as without documents', async () => {
    const paid = await anOrder(meena, 'Tamil Nadu');
    for (const document of ['receipt', 'invoice']) {
      const other = await download(`/api/orders/${paid.orderId}/${document}`, arjun.headers);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ success: false, message: PAYMENT_TEXTS.orderNotFound });
    }

    const unpaid = await anOrder(meena, 'Tamil Nadu', false);
    for (const [document, message] of [
      ['receipt', DOCUMENT_TEXTS.receiptNotIssued],
      ['invoice', DOCUMENT_TEXTS.invoiceNotIssued],
    ]) {
      const answer = await download(`/api/orders/${unpaid.orderId}/${document}`, meena.headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ success: false, message });
      expect((await download(`/api/admin/orders/${unpaid.orderId}/${document}`, owner)).json()).toEqual({
        success: false,
        message,
      });
    }
  });

  it('gives staff every document of any order, and refuses a customer the back office’s calls', async () => {
    const order = await anOrder(arjun, 'Kerala');
    await ship(order.orderId);
    const answer = await download(`/api/admin/orders/${order.orderId}/invoice`, owner);
    expect(answer.statusCode).toBe(200);
    expect(await pdfText(answer.rawPayload)).toContain(
      `Invoice number: ${await invoiceNumberOf(order.orderId)}`,
    );
    const receipt = await download(`/api/admin/orders/${order.orderId}/receipt`, owner);
    expect(await pdfText(receipt.rawPayload)).toContain(
      `Receipt voucher number: ${await receiptNumberOf(order.orderId)}`,
    );
    for (const call of ['invoice', 'receipt', 'documents']) {
      expect((await download(`/api/admin/orders/${order.orderId}/${call}`, arjun.headers)).statusCode).toBe(
        403,
      );
    }
  });
});

/** The owner refunds part of an order. */
async function refund(orderId: string, amountPaise: number, reason: string) {
  const refunded = await shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: owner,
    payload: { amountPaise, reason },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
}

describe('a refund', () => {
  it('before the order ships gets a refund voucher of its own series, naming the receipt voucher', async () => {
    const order = await anOrder(meena, 'Tamil Nadu');
    const receiptNumber = await receiptNumberOf(order.orderId);
    await refund(order.orderId, 1_030_00, 'The engraving was left off');

    const { documents } = await documentsOf(order.orderId, (answer) => answer.documents.length === 2);
    const [receipt, voucher] = documents;
    expect(receipt).toMatchObject({
      kind: 'receipt_voucher',
      number: receiptNumber,
      totalPaise: 2_25_098_00,
    });
    expect(voucher).toMatchObject({
      kind: 'refund_voucher',
      number: `VT/RF/${financialYearOf(new Date()).slice(2)}/0001`,
      totalPaise: 1_030_00,
    });

    const credit = await download(
      `/api/admin/orders/${order.orderId}/credit-notes/${voucher!.refundId}`,
      owner,
    );
    expect(credit.json()).toEqual({ success: false, message: DOCUMENT_TEXTS.creditNoteNotFound });
    const answer = await download(
      `/api/admin/orders/${order.orderId}/refund-vouchers/${voucher!.refundId}`,
      owner,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      `Refund-voucher-${voucher!.number.replaceAll('/', '-')}.pdf`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Refund Voucher');
    expect(text).toContain(`Refund voucher number: ${voucher!.number}`);
    expect(text).toContain(`Against receipt voucher ${receiptNumber}`);
    expect(text).toContain('Refunded to (buyer) Meena Sundaram');
    expect(text).toContain('Reason: The engraving was left off');
    expect(text).toContain('Of the payment received in advance for: 1 × Lakshmi Gold Haram (HSN 7113)');
    expect(text).toContain('Taxable value ₹1,000.00');
    expect(text).toContain('CGST 1.5 % ₹15.00');
    expect(text).toContain('SGST 1.5 % ₹15.00');
    expect(text).toContain('Total refunded ₹1,030.00');
    expect(text).toContain('Amount in words: Rupees One Thousand Thirty Only');
  });

  it('once the order has shipped gets a credit note of its own series, naming the invoice', async () => {
    const order = await anOrder(meena, 'Tamil Nadu');
    await ship(order.orderId);
    const invoiceNumber = await invoiceNumberOf(order.orderId);
    await refund(order.orderId, 1_030_00, 'The clasp came loose');

    const { documents } = await documentsOf(order.orderId, (answer) => answer.documents.length === 3);
    expect(documents.map((document) => document.kind)).toEqual(['receipt_voucher', 'invoice', 'credit_note']);
    const note = documents[2]!;
    expect(documents[1]).toMatchObject({ number: invoiceNumber, totalPaise: 2_25_098_00 });
    expect(note).toMatchObject({
      number: `VT/CN/${financialYearOf(new Date()).slice(2)}/0001`,
      totalPaise: 1_030_00,
    });

    const answer = await download(`/api/admin/orders/${order.orderId}/credit-notes/${note.refundId}`, owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      `Credit-note-${note.number.replaceAll('/', '-')}.pdf`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain(`Against tax invoice ${invoiceNumber}`);
    expect(text).toContain('GSTIN: 33AABCV1234F1ZV');
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toContain('Reason: The clasp came loose');
    expect(text).toContain('HSN 7113');
    expect(text).toContain('Taxable value ₹1,000.00');
    expect(text).toContain('CGST 1.5 % ₹15.00');
    expect(text).toContain('SGST 1.5 % ₹15.00');
    expect(text).toContain('Round off ₹0.00');
    expect(text).toContain('Total refunded ₹1,030.00');
    expect(text).toContain('Amount in words: Rupees One Thousand Thirty Only');
  });
});
