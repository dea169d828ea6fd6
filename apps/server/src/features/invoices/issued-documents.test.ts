/**
 * An issued document never changes: the tax invoice reads as it was issued whatever staff do to
 * the piece or the order afterwards, and the credit notes of an invoice reverse it to the paisa.
 */
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductInputFields } from '@shop/shared/catalogue-admin';
import { fixedPriceBreakup, priceFromRate } from '@shop/shared/pricing';
import { replaceCatalogue } from '../../db/catalogue-writes.ts';
import {
  creditNotes,
  documentSeries,
  invoices,
  orderLines,
  orders,
  products,
  refunds,
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
import { signedInStaff } from '../../test-support/staff.ts';
import { takeOrderSteps } from '../../test-support/order-steps.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test-support/test-app.ts';

/**
 * A sterling silver plate of 200 g priced from a rate of ₹95 a gram, making ₹15 a gram, stones
 * ₹734.45 and hallmarking ₹45: ₹22,779.45 before GST, ₹683.38 of GST, rounded up by ₹0.17 to
 * ₹23,463. With ₹100 of shipping its invoice has the taxable value of ₹22,876.54, and
 * 1.5 % of it is ₹343.1481: CGST ₹343.15 and SGST ₹343.15, round-off ₹0.16, total ₹23,563.
 */
const PLATE_BREAKUP = priceFromRate(
  {
    purity: 'silver-925',
    netWeightMg: 200_000,
    making: { kind: 'per_gram', paisePerGram: 15_00 },
    stonesPaise: 734_45,
    hallmarkingPaise: 45_00,
  },
  { 'silver-925': 95_00 },
);
const [ring] = FIXTURE_PRODUCTS;
const PLATE: NewProductRow = {
  ...ring!,
  id: 901,
  name: 'Annapoorna Silver Plate',
  gram: 212.5,
  pricing: 'rate',
  netWeightMg: 200_000,
  makingKind: 'per_gram',
  makingValue: 15_00,
  stonesPaise: 734_45,
  hallmarkingPaise: 45_00,
  pricePaise: PLATE_BREAKUP.totalPaise,
  priceBreakup: PLATE_BREAKUP,
  originalPricePaise: null,
};

let shop: TestApp;
let owner: AuthorizationHeader;
let meena: Customer;
let receipts = 0;

beforeAll(async () => {
  shop = await buildTestApp({ products: [...FIXTURE_PRODUCTS, PLATE] });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  meena = await signUp(injectRequests(shop.app), 'meena@example.in');
});
afterAll(async () => {
  await shop?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return shop.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
}

/** A paid order of one piece, delivered in Tamil Nadu, the shop's own state. */
async function aPaidOrder(product: NewProductRow): Promise<string> {
  const send = injectRequests(shop.app);
  const created = await createOrder(
    send,
    meena,
    createOrderBody([{ product, quantity: 1 }], `issued-${(receipts += 1)}`),
  );
  const paid = await verifyPayment(send, meena, await payWithTestProvider(send, created.providerOrderId));
  expect(paid.status).toBe(200);
  return created.orderId;
}

/** Staff make the piece and ship it: the order goes through its steps to shipped. */
const ship = (orderId: string) => takeOrderSteps(shop.app, owner, orderId, 'shipped');

/** The text a reader of the PDF sees, its runs of spaces and line breaks made one space. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function invoiceText(orderId: string): Promise<string> {
  const answer = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/invoice`,
    headers: meena.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return pdfText(answer.rawPayload);
}

/** The owner refunds an amount; the provider's webhook processes it a moment later. */
async function refund(orderId: string, amountPaise: number, reason: string): Promise<string> {
  const before = await shop.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
  const answer = await call('POST', `/api/admin/orders/${orderId}/refunds`, { amountPaise, reason });
  expect(answer.statusCode, answer.body).toBe(200);
  return vi.waitFor(
    async () => {
      const notes = await shop.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
      const note = notes.find((each) => !before.some((earlier) => earlier.refundId === each.refundId));
      if (!note?.refundId) throw new Error('No credit note yet');
      return note.refundId;
    },
    { timeout: 5_000, interval: 25 },
  );
}

async function creditNoteText(orderId: string, refundId: string): Promise<string> {
  const answer = await call('GET', `/api/admin/orders/${orderId}/credit-notes/${refundId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return pdfText(answer.rawPayload);
}

/** The amount a document's PDF states against a label, in paise: 'CGST 1.5 % ₹343.15' → 34315. */
function amountOf(text: string, label: string): number {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped} (-?)₹([0-9,]+)\\.(\\d\\d)`).exec(text);
  if (!found) throw new Error(`The document states no ${label}: ${text}`);
  const paise = Number(found[2]!.replaceAll(',', '')) * 100 + Number(found[3]);
  return found[1] ? -paise : paise;
}

describe('an issued tax invoice', () => {
  it('reads as issued after staff change the piece’s purity and record its HUID', async () => {
    const piece: ProductInputFields = {
      name: 'Kolam Silver Anklet',
      description: 'A sterling silver anklet with a kolam pattern, made in Madurai.',
      peopleCategory: 'women',
      productCategory: 'Anklet',
      productType: 'Silver',
      purity: 'silver-925',
      gram: 8.5,
      price: 4200,
      originalPrice: null,
      isNew: false,
      stock: 5,
      customizationTypes: [],
    };
    const created = await call('POST', '/api/admin/products', piece);
    expect(created.statusCode, created.body).toBe(201);
    const productId = Number((created.json() as { product: { _id: string } }).product._id);
    const orderId = await aPaidOrder({ ...ring!, id: productId, pricePaise: 4200_00 });
    await ship(orderId);

    const issued = await invoiceText(orderId);
    expect(issued).toContain('Kolam Silver Anklet');
    expect(issued).toContain('Sterling silver (925)');
    expect(issued).not.toContain('HUID');

    const changed = await call('PUT', `/api/admin/products/${productId}`, { ...piece, purity: 'silver-999' });
    expect(changed.statusCode, changed.body).toBe(200);
    const hallmarked = await call('PUT', `/api/admin/orders/${orderId}/lines/0/huid`, { huid: 'AB12C3' });
    expect(hallmarked.statusCode, hallmarked.body).toBe(200);

    const later = await invoiceText(orderId);
    expect(later).not.toContain('Fine silver (999)');
    expect(later).not.toContain('AB12C3');
    expect(later).toBe(issued);
  });

  it('shows the weight of a piece at a fixed price', async () => {
    // The Classic Solitaire Silver Ring, at a fixed price, weighs 3.2 g.
    const orderId = await aPaidOrder(ring!);
    await ship(orderId);
    expect(await invoiceText(orderId)).toMatch(/Classic Solitaire Silver Ring .*3\.200 g/);
  });
});

describe('the credit notes of an invoice', () => {
  it('repeat the invoice’s figures for a full refund', async () => {
    const orderId = await aPaidOrder(PLATE);
    await ship(orderId);
    const invoice = await invoiceText(orderId);
    expect(invoice).toContain('Taxable value ₹22,876.54');
    expect(invoice).toContain('CGST 1.5 % ₹343.15');
    expect(invoice).toContain('SGST 1.5 % ₹343.15');
    expect(invoice).toContain('Round off ₹0.16');
    expect(invoice).toContain('Total ₹23,563.00');

    const note = await creditNoteText(orderId, await refund(orderId, 23_563_00, 'The plate was returned'));
    expect(note).toContain('Taxable value ₹22,876.54');
    expect(note).toContain('CGST 1.5 % ₹343.15');
    expect(note).toContain('SGST 1.5 % ₹343.15');
    expect(note).toContain('Round off ₹0.16');
    expect(note).toContain('Total refunded ₹23,563.00');
  });

  it('never add up to more than the invoice, and the last one brings them to it exactly', async () => {
    const orderId = await aPaidOrder(PLATE);
    await ship(orderId);
    const texts: string[] = [];
    // ₹23,562.99 at 3 % would be ₹22,876.69 before tax, more than the invoice's ₹22,876.54.
    for (const [amountPaise, reason] of [
      [23_562_99, 'Nearly all of it'],
      [1, 'The last paisa'],
    ] as const) {
      texts.push(await creditNoteText(orderId, await refund(orderId, amountPaise, reason)));
    }
    const sum = (label: string) => texts.reduce((total, text) => total + amountOf(text, label), 0);
    expect(sum('Taxable value')).toBe(22_876_54);
    expect(sum('CGST 1.5 %')).toBe(343_15);
    expect(sum('SGST 1.5 %')).toBe(343_15);
    expect(sum('Total refunded')).toBe(23_563_00);
    const [first] = texts;
    expect(amountOf(first!, 'Taxable value')).toBeLessThanOrEqual(22_876_54);
    expect(amountOf(first!, 'Total refunded')).toBe(23_562_99);
  });
});

describe('a tax invoice and a credit note issued before documents kept what they state', () => {
  it('are frozen as they read at the first start after the migration, and the database keeps them so', async () => {
    const database = await createTestDatabase();
    await replaceCatalogue(database.db, FIXTURE_PRODUCTS);
    // The shop before migration 0027: the invoice numbered as the order was paid, with no
    // seller (numbered by migration 0023), and a credit note of a part refunded.
    const paidAt = new Date('2026-09-14T06:30:00Z');
    const [order] = await database.db
      .insert(orders)
      .values({
        userId: null,
        status: 'paid',
        subtotalPaise: ring!.pricePaise,
        shippingPaise: 100_00,
        totalPaise: ring!.pricePaise + 100_00,
        customer: CUSTOMER_DETAILS,
        providerOrderId: 'order_before_0027',
        paymentId: 'pay_before_0027',
        paidAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await database.db.insert(orderLines).values({
      orderId,
      position: 0,
      productId: ring!.id!,
      name: ring!.name,
      image: '',
      unitPricePaise: ring!.pricePaise,
      quantity: 1,
      priceBreakup: fixedPriceBreakup(ring!.pricePaise),
    });
    await database.db
      .insert(invoices)
      .values({ orderId, number: 'VT/2026-27/00001', financialYear: '2026-27', issuedAt: paidAt });
    await database.db
      .insert(documentSeries)
      .values({ kind: 'invoice', financialYear: '2026-27', lastNumber: 1 });
    const [refunded] = await database.db
      .insert(refunds)
      .values({
        orderId,
        amountPaise: 1_030_00,
        reason: 'A stone was loose',
        status: 'processed',
        providerRefundId: 'rfnd_before_0027',
        settledAt: new Date('2026-09-20T06:30:00Z'),
      })
      .returning({ id: refunds.id });
    await database.db.insert(creditNotes).values({
      refundId: refunded!.id,
      orderId,
      number: 'VT/CN/26-27/0001',
      financialYear: '2026-27',
      issuedAt: new Date('2026-09-20T06:30:00Z'),
      seller: {
        legalName: 'Velli & Thangam',
        gstin: '33AABCV1234F1ZV',
        stateCode: '33',
        address: '14 South Car Street, Madurai, Tamil Nadu 625001',
      },
    });

    const upgraded = await buildTestApp({ database });
    try {
      const lakshmi = await signedInStaff(upgraded, { email: 'lakshmi@shop.test', role: 'owner' });
      const staffText = async (url: string) => {
        const answer = await upgraded.app.inject({ method: 'GET', url, headers: lakshmi });
        expect(answer.statusCode, answer.body).toBe(200);
        return pdfText(answer.rawPayload);
      };
      // Staff change the piece and record the HUID after the freeze: neither reaches the invoice.
      await database.db.update(products).set({ purity: 'silver-999' }).where(eq(products.id, ring!.id!));
      await database.db.update(orderLines).set({ huid: 'ZX98Y7' }).where(eq(orderLines.orderId, orderId));

      const invoice = await staffText(`/api/admin/orders/${orderId}/invoice`);
      expect(invoice).toContain('Invoice number: VT/2026-27/00001');
      expect(invoice).toContain('Date: 14 Sep 2026');
      expect(invoice).toContain('Velli & Thangam');
      expect(invoice).toContain('GSTIN: 33AABCV1234F1ZV');
      expect(invoice).toContain('Meena Sundaram');
      expect(invoice).toContain(
        'Classic Solitaire Silver Ring 7113 1 Sterling silver (925) 3.200 g 3.200 g ₹2,426.21',
      );
      expect(invoice).not.toContain('ZX98Y7');
      expect(invoice).toContain('Taxable value ₹2,523.30');
      expect(invoice).toContain('CGST 1.5 % ₹37.85');
      expect(invoice).toContain('Total ₹2,599.00');

      const note = await staffText(`/api/admin/orders/${orderId}/credit-notes/${refunded!.id}`);
      expect(note).toContain('Credit note number: VT/CN/26-27/0001');
      expect(note).toContain('Against tax invoice VT/2026-27/00001');
      expect(note).toContain('Reason: A stone was loose');
      expect(note).toContain('Taxable value ₹1,000.00');
      expect(note).toContain('CGST 1.5 % ₹15.00');
      expect(note).toContain('Total refunded ₹1,030.00');

      // Whoever asks, the database no longer changes or removes them.
      await expect(
        database.db.update(invoices).set({ number: 'VT/2026-27/00099' }).where(eq(invoices.orderId, orderId)),
      ).rejects.toMatchObject({
        cause: { message: 'VT/2026-27/00001 of invoices was issued and never changes' },
      });
      await expect(
        database.db.delete(creditNotes).where(eq(creditNotes.refundId, refunded!.id)),
      ).rejects.toMatchObject({
        cause: { message: 'VT/CN/26-27/0001 of credit_notes was issued and never changes' },
      });
    } finally {
      await upgraded.close();
    }
  });

  it('are frozen with the tax as they printed it: the GST each price held, the odd paisa to CGST', async () => {
    // An ₹86 toe ring from before breakups were kept and the ₹100 delivery, ₹186 paid: ₹83.50
    // and ₹97.09 of value, whose prices held ₹2.50 and ₹2.91 of GST; ₹5.41 was printed as CGST
    // ₹2.71 and SGST ₹2.70, with nothing to round. A ₹100 note took 3 % out: ₹1.46 and ₹1.45.
    const database = await createTestDatabase();
    const toeRing: NewProductRow = { ...ring!, id: 902, name: 'Mettu Silver Toe Ring', pricePaise: 86_00 };
    await replaceCatalogue(database.db, [...FIXTURE_PRODUCTS, toeRing]);
    const paidAt = new Date('2026-09-15T06:30:00Z');
    const [order] = await database.db
      .insert(orders)
      .values({
        userId: null,
        status: 'paid',
        subtotalPaise: 86_00,
        shippingPaise: 100_00,
        totalPaise: 186_00,
        customer: CUSTOMER_DETAILS,
        providerOrderId: 'order_halves_before_0027',
        paymentId: 'pay_halves_before_0027',
        paidAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await database.db.insert(orderLines).values({
      orderId,
      position: 0,
      productId: toeRing.id!,
      name: toeRing.name,
      image: '',
      unitPricePaise: 86_00,
      quantity: 1,
      priceBreakup: null,
    });
    await database.db
      .insert(invoices)
      .values({ orderId, number: 'VT/2026-27/00002', financialYear: '2026-27', issuedAt: paidAt });
    const [refunded] = await database.db
      .insert(refunds)
      .values({
        orderId,
        amountPaise: 100_00,
        reason: 'The ring pinched',
        status: 'processed',
        providerRefundId: 'rfnd_halves_before_0027',
        settledAt: new Date('2026-09-21T06:30:00Z'),
      })
      .returning({ id: refunds.id });
    await database.db.insert(creditNotes).values({
      refundId: refunded!.id,
      orderId,
      number: 'VT/CN/26-27/0002',
      financialYear: '2026-27',
      issuedAt: new Date('2026-09-21T06:30:00Z'),
      seller: {
        legalName: 'Velli & Thangam',
        gstin: '33AABCV1234F1ZV',
        stateCode: '33',
        address: '14 South Car Street, Madurai, Tamil Nadu 625001',
      },
    });

    const upgraded = await buildTestApp({ database });
    try {
      const [invoice] = await database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      expect(invoice).toMatchObject({
        taxablePaise: 180_59,
        cgstPaise: 2_71,
        sgstPaise: 2_70,
        igstPaise: 0,
        roundOffPaise: 0,
        totalPaise: 186_00,
      });
      expect(invoice!.content!.lines[0]).toMatchObject({ taxablePaise: 83_50, taxPaise: 2_50 });
      expect(invoice!.content!.shipping).toEqual({ taxablePaise: 97_09, taxPaise: 2_91 });
      const [note] = await database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
      expect(note).toMatchObject({ taxablePaise: 97_09, cgstPaise: 1_46, sgstPaise: 1_45, roundOffPaise: 0 });
    } finally {
      await upgraded.close();
    }
  });
});
