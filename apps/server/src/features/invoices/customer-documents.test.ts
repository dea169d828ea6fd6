/**
 * The customer's documents: each processed refund's mail carries the refund voucher or credit
 * note it issued, and the order's customer, and no one else, lists and downloads every
 * document of their order.
 */
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderReference, PAYMENT_TEXTS } from '@shop/shared/checkout';
import type { CustomerOrder, CustomerOrderAnswer } from '@shop/shared/checkout-api';
import { DOCUMENT_TEXTS, documentFileName, type OrderDocumentsAnswer } from '@shop/shared/gst';
import { formatPaise } from '@shop/shared/money';
import { refunds } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrderBody,
  injectRequests,
  placeOrder,
  payWithTestProvider,
  signUp,
  type AuthorizationHeader,
  type Customer,
} from '../../test-support/checkout.ts';
import { headerOf, mailWhere, type OutboxMail } from '../../test-support/mail.ts';
import { signedWebhook } from '../../test-support/payments.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { takeOrderSteps } from '../../test-support/order-steps.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const plain = FIXTURE_PRODUCTS.find((piece) => piece.customizationTypes?.length === 0);
if (!plain) throw new Error('The fixtures lost their plain pieces');

let shop: TestApp;
let owner: AuthorizationHeader;
let meena: Customer;
let arjun: Customer;
let receipts = 0;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  meena = await signUp(injectRequests(shop.app), 'meena.documents@example.in');
  arjun = await signUp(injectRequests(shop.app), 'arjun.documents@example.in');
});
afterAll(async () => {
  await shop?.close();
});

async function anOrder(paid = true) {
  const body = createOrderBody([{ product: plain!, quantity: 1 }], `documents-${(receipts += 1)}`);
  return placeOrder(injectRequests(shop.app), meena, body, { paid });
}

const get = (url: string, headers: AuthorizationHeader | Record<string, never>) =>
  shop.app.inject({ method: 'GET', url, headers });

async function post(url: string, headers: AuthorizationHeader, payload: object) {
  const answer = await shop.app.inject({ method: 'POST', url, headers, payload });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The attachment named `fileName` of a mail: its part's headers and its bytes. */
function attachment(mail: OutboxMail, fileName: string): { headers: string; bytes: Buffer } {
  const part = mail.raw
    .split(/\r?\n--/)
    .find((each) => each.includes(`filename=${fileName}`) || each.includes(`filename="${fileName}"`));
  if (!part) throw new Error(`The mail ${mail.file} has no attachment ${fileName}`);
  const [headers = '', body = ''] = part.split(/\r?\n\r?\n/);
  return { headers, bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
}

/** The customer's documents of the order, once `ready` says the list is complete. */
const documentsOf = (orderId: string, ready: (answer: OrderDocumentsAnswer) => boolean) =>
  vi.waitFor(
    async () => {
      const answer = await get(`/api/orders/${orderId}/documents`, meena.headers);
      expect(answer.statusCode, answer.body).toBe(200);
      const body: OrderDocumentsAnswer = answer.json();
      if (!ready(body)) throw new Error(`Not yet: ${answer.body}`);
      return body;
    },
    { timeout: 5_000, interval: 25 },
  );

const refundMail = (orderId: string, amountPaise: number) =>
  mailWhere(
    shop.dataDir,
    (mail) =>
      headerOf(mail, 'Subject') ===
      `Your Velli & Thangam order ${orderReference(orderId)}: refund of ${formatPaise(amountPaise)}`,
  );

describe('a refund before the order ships', () => {
  it('mails its refund voucher, which the customer lists and downloads, and no one else', async () => {
    const order = await anOrder();
    await post(`/api/orders/${order.id}/cancel`, meena.headers, { reason: 'Ordered twice' });

    const { documents } = await documentsOf(order.id, (answer) => answer.documents.length === 2);
    expect(documents.map((document) => document.kind)).toEqual(['receipt_voucher', 'refund_voucher']);
    const voucher = documents[1]!;
    expect(voucher).toMatchObject({
      number: expect.stringMatching(/^VT\/RF\/\d{2}-\d{2}\/\d{4}$/),
      totalPaise: order.totalPaise,
      issuedAt: expect.any(String),
    });
    const [refund] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(voucher.refundId).toBe(refund!.id);

    // The mail of the refund carries the voucher, named as the back office names it.
    const fileName = documentFileName('refund_voucher', voucher.number);
    const mail = await refundMail(order.id, order.totalPaise);
    expect(mail.decoded).toContain(`Your refund voucher ${voucher.number} for this refund is attached.`);
    const attached = attachment(mail, fileName);
    expect(attached.headers).toMatch(/Content-Type: application\/pdf/);
    const mailed = await pdfText(attached.bytes);
    expect(mailed).toContain(`Refund voucher number: ${voucher.number}`);
    expect(mailed).toContain(`Total refunded ₹${(order.totalPaise / 100).toLocaleString('en-IN')}.00`);

    // The customer downloads it as the back office does: a PDF named by its number.
    const path = `/api/orders/${order.id}/refund-vouchers/${voucher.refundId}`;
    const own = await get(path, meena.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(await pdfText(own.rawPayload)).toContain(`Refund voucher number: ${voucher.number}`);
    const staffCopy = await get(`/api/admin/orders/${order.id}/refund-vouchers/${voucher.refundId}`, owner);
    expect(staffCopy.headers['content-disposition']).toBe(own.headers['content-disposition']);

    // The receipt is in the list too, and downloads from its own address.
    const receipt = await get(`/api/orders/${order.id}/receipt`, meena.headers);
    expect(receipt.headers['content-disposition']).toBe(
      `attachment; filename="${documentFileName('receipt_voucher', documents[0]!.number)}"`,
    );

    // Not a credit note: the order never shipped.
    const credit = await get(`/api/orders/${order.id}/credit-notes/${voucher.refundId}`, meena.headers);
    expect(credit.statusCode).toBe(404);
    expect(credit.json()).toEqual({ success: false, message: DOCUMENT_TEXTS.creditNoteNotFound });

    // Another customer's session: as unknown as no order; no session: 401.
    for (const url of [`/api/orders/${order.id}/documents`, path]) {
      const other = await get(url, arjun.headers);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ success: false, message: PAYMENT_TEXTS.orderNotFound });
      const nobody = await get(url, {});
      expect(nobody.statusCode).toBe(401);
      expect(nobody.json()).toMatchObject({ success: false });
    }
    // Staff sessions are not the customer's.
    expect((await get(`/api/orders/${order.id}/documents`, owner)).statusCode).toBe(401);
    // An id that is no refund of the order.
    const unknown = await get(
      `/api/orders/${order.id}/refund-vouchers/00000000-0000-4000-8000-000000000000`,
      meena.headers,
    );
    expect(unknown.json()).toEqual({ success: false, message: DOCUMENT_TEXTS.refundVoucherNotFound });
  });
});

describe('a refund once the order has shipped', () => {
  it('mails its credit note, and the order says what was refunded and what was paid in the end', async () => {
    const order = await anOrder();
    await takeOrderSteps(shop.app, owner, order.id, 'shipped');
    const part = 100_00;
    await post(`/api/admin/orders/${order.id}/refunds`, owner, { amountPaise: part, reason: 'A scratch' });

    const { documents } = await documentsOf(order.id, (answer) => answer.documents.length === 3);
    expect(documents.map((document) => document.kind)).toEqual(['receipt_voucher', 'invoice', 'credit_note']);
    const note = documents[2]!;
    expect(note).toMatchObject({ number: expect.stringMatching(/^VT\/CN\//), totalPaise: part });

    const fileName = documentFileName('credit_note', note.number);
    const mail = await refundMail(order.id, part);
    expect(mail.decoded).toContain(`Your credit note ${note.number} for this refund is attached.`);
    // The staff's reason is written for colleagues: the mail does not carry it.
    expect(mail.decoded).not.toContain('A scratch');
    const mailed = await pdfText(attachment(mail, fileName).bytes);
    expect(mailed).toContain(`Credit note number: ${note.number}`);
    expect(mailed).toContain('Total refunded ₹100.00');

    const own = await get(`/api/orders/${order.id}/credit-notes/${note.refundId}`, meena.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect((await get(`/api/orders/${order.id}/invoice`, meena.headers)).statusCode).toBe(200);

    const seen: CustomerOrder = (
      await get(`/api/orders/${order.id}`, meena.headers)
    ).json<CustomerOrderAnswer>().order;
    expect(seen).toMatchObject({
      refunds: [{ amountPaise: part, status: 'processed', askedAt: expect.any(String) }],
      refundedPaise: part,
      refundsOnTheirWayPaise: 0,
      paidInTheEndPaise: order.totalPaise - part,
    });
    expect(seen.refunds[0]?.processedAt).toEqual(expect.any(String));
  });
});

describe('a refund that issues no document', () => {
  it('says so in its mail, with nothing attached', async () => {
    // Staff cancel an unpaid order; the shopper's payment arrives after: nothing was sold.
    const order = await anOrder(false);
    await post(`/api/admin/orders/${order.id}/cancel`, owner, {});
    const payment = await payWithTestProvider(injectRequests(shop.app), order.providerOrderId);
    const event = await signedWebhook(shop, {
      id: payment.razorpay_payment_id,
      orderId: order.providerOrderId,
      amountPaise: order.totalPaise,
    });
    const paid = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: event.headers,
      payload: event.body,
    });
    expect(paid.statusCode).toBe(200);
    await post(`/api/admin/orders/${order.id}/refunds`, owner, {
      amountPaise: order.totalPaise,
      reason: 'Paid after cancelling',
    });

    const mail = await refundMail(order.id, order.totalPaise);
    expect(mail.decoded).toContain(
      'This refund has no refund voucher: your payment reached us after the order had been cancelled, so no receipt was issued for it.',
    );
    expect(mail.raw).not.toMatch(/Content-Type: application\/pdf/);
    const { documents } = await documentsOf(order.id, () => true);
    expect(documents).toEqual([]);
  });
});
