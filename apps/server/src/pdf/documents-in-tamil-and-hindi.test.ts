/**
 * A buyer who writes in Tamil or in Hindi: their name and address, an engraving, a refund's
 * reason and a gift's message with an emoji read back from every PDF the shop draws as they
 * were typed (poppler's pdftotext), each drawn in Noto fonts embedded in the file (pdffonts):
 * the receipt voucher, the refund voucher, the tax invoice, the credit note and the packing
 * slip. Bought on Tamil or Hindi pages, the receipt, the invoice, the refund voucher and the
 * credit note print their labels in that language beside the English.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerDetails } from '@shop/shared/checkout-api';
import type { OrderDocumentsAnswer } from '@shop/shared/gst';
import { receiptVouchers } from '../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  CUSTOMER_DETAILS,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
} from '../test-support/checkout.ts';
import { takeOrderSteps } from '../test-support/order-steps.ts';
import { mailWhere } from '../test-support/mail.ts';
import { ensurePoppler, pdffonts, pdftotext } from '../test-support/poppler.ts';
import { approveEveryProof } from '../test-support/proofs.ts';
import { signedInStaff } from '../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

const [ring] = FIXTURE_PRODUCTS;

interface Buyer {
  email: string;
  details: Pick<CustomerDetails, 'name' | 'address' | 'city' | 'state' | 'zipCode'>;
  engraving: string;
  gift: string;
  reasons: [string, string];
  /** The Noto font their script is drawn in. */
  font: string;
  /** The pages they bought on, and what each document prints in it beside the English. */
  language: 'ta' | 'hi';
  receiptLabels: string[];
  invoiceLabels: string[];
  voucherLabels: string[];
  noteLabels: string[];
  /** What the mails of the proof and of the shipping say to them. */
  proofReady: string;
  shipped: string;
  refunded: string;
}

const TAMIL: Buyer = {
  email: 'meena.tamil@example.in',
  details: {
    name: 'மீனா சுந்தரம்',
    // க்ஷ and ஸ்ரீ are one glyph each; கெ, கொ and கோ are drawn with their vowel sign first.
    address: '14, தெற்கு மாசி வீதி, ஸ்ரீ மீனாட்சி கோயில் அருகில், லக்ஷ்மி கொலு',
    city: 'மதுரை',
    state: 'Tamil Nadu',
    zipCode: '625001',
  },
  engraving: 'அம்மா',
  gift: 'அம்மாவுக்கு பிறந்தநாள் வாழ்த்துகள் 🎂',
  reasons: ['கல் தளர்ந்திருந்தது', 'மோதிரம் திருப்பி அனுப்பப்பட்டது'],
  font: 'NotoSansTamil-Regular',
  language: 'ta',
  receiptLabels: ['ரசீது', 'Date / தேதி', 'Amount received / பெற்ற தொகை', 'வரி விலைப்பட்டியல் ஆர்டர்'],
  invoiceLabels: ['வரி விலைப்பட்டியல்', 'Total / மொத்தம்', 'Taxable value / வரிக்குட்பட்ட மதிப்பு'],
  voucherLabels: [
    'பணத்திருப்பச் சீட்டு',
    'Refund voucher number / பணத்திருப்பச் சீட்டு எண்',
    'Date / தேதி',
    'Refunded to (buyer) / திருப்பிச் செலுத்தப்பட்டது (வாங்குபவருக்கு)',
    'Refund / பணத்திருப்பம்',
    'Of the payment received in advance for / இவற்றுக்காக முன்பணமாகப் பெற்றதிலிருந்து',
    'Taxable value / வரிக்குட்பட்ட மதிப்பு',
    'அன்று வழங்கிய ரசீது',
  ],
  noteLabels: [
    'கடன் குறிப்பு',
    'Credit note number / கடன் குறிப்பு எண்',
    'Buyer (billed and shipped to) / வாங்குபவர்',
    'Round off / முழுமையாக்கல்',
    'அன்று வழங்கிய வரி விலைப்பட்டியல்',
  ],
  proofReady: 'நகையின் மாதிரி 1 தயார்',
  shipped: 'உங்கள் நகை உங்களை நோக்கி வந்துகொண்டிருக்கிறது.',
  refunded: 'வங்கிக் கணக்கு அறிக்கையில் இது தெரிய பொதுவாக 5 முதல் 7 வேலை நாட்கள் ஆகும்.',
};

const HINDI: Buyer = {
  email: 'priya.hindi@example.in',
  details: {
    name: 'प्रिया शर्मा',
    // क्ष, त्र and श्र are conjuncts, ि is drawn before its consonant, र्क puts the reph on top.
    address: 'मकान 12, मित्र विहार, श्री कृष्ण मंदिर के पास, क्षेत्र 4, पार्क रोड',
    city: 'नई दिल्ली',
    state: 'Delhi',
    zipCode: '110001',
  },
  engraving: 'श्री',
  gift: 'जन्मदिन की शुभकामनाएँ, दीदी! 🎉',
  reasons: ['नग ढीला था', 'अंगूठी वापस की गई'],
  font: 'NotoSansDevanagari-Regular',
  language: 'hi',
  receiptLabels: ['रसीद', 'Date / तारीख', 'Amount received / प्राप्त राशि'],
  invoiceLabels: ['टैक्स इनवॉइस', 'Total / कुल'],
  voucherLabels: [
    'रिफ़ंड वाउचर',
    'Refund voucher number / रिफ़ंड वाउचर संख्या',
    'Date / तारीख',
    'Refunded to (buyer) / रिफ़ंड किया गया (खरीदार को)',
    'Refund / रिफ़ंड',
    'Of the payment received in advance for / इनके लिए प्राप्त अग्रिम भुगतान में से',
    'को जारी रसीद',
  ],
  noteLabels: ['क्रेडिट नोट', 'Credit note number / क्रेडिट नोट संख्या', 'Taxable value / कर योग्य मूल्य', 'के संबंध में'],
  proofReady: 'का प्रूफ़ 1 तैयार है',
  shipped: 'आपका गहना आपके पास आ रहा है।',
  refunded: 'बैंक स्टेटमेंट में इसे दिखने में आम तौर पर 5 से 7 कार्यदिवस लगते हैं।',
};

let shop: TestApp;
let owner: AuthorizationHeader;

beforeAll(async () => {
  ensurePoppler();
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
});
afterAll(async () => {
  await shop?.close();
});

async function pdf(url: string, headers: AuthorizationHeader): Promise<Buffer> {
  const answer = await shop.app.inject({ method: 'GET', url, headers });
  expect(answer.statusCode, `${url}: ${answer.body.slice(0, 300)}`).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  return answer.rawPayload;
}

/** The refund's document, once the provider's webhook has settled it. */
async function refunded(orderId: string, amountPaise: number, reason: string, kind: string) {
  const answer = await shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: owner,
    payload: { amountPaise, reason },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return vi.waitFor(
    async () => {
      const { documents } = (
        await shop.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${orderId}/documents`,
          headers: owner,
        })
      ).json<OrderDocumentsAnswer>();
      const found = documents.find((document) => document.kind === kind);
      if (!found?.refundId) throw new Error(`No ${kind} yet: ${JSON.stringify(documents)}`);
      return found.refundId;
    },
    { timeout: 5_000, interval: 25 },
  );
}

/** What a reader finds in the document, and the fonts its words are drawn in, embedded as subsets. */
async function expectDocument(document: Buffer, texts: readonly string[], fonts: readonly string[]) {
  const text = await pdftotext(document);
  for (const expected of texts) expect(text, `${expected} in: ${text}`).toContain(expected);
  const embedded = await pdffonts(document);
  for (const font of fonts) {
    expect(embedded, font).toContainEqual({ name: font, embedded: true, subset: true, unicode: true });
  }
}

describe.each([
  ['Tamil', TAMIL],
  ['Hindi', HINDI],
])('a buyer writing in %s', (_, buyer) => {
  it('reads their name, address, engraving, gift message and refunds back from every document', async () => {
    const send = injectRequests(shop.app);
    const customer = await signUp(send, buyer.email);
    const body = createOrderBody(
      [
        {
          product: ring!,
          quantity: 1,
          size: '12',
          customization: {
            type: 'engraving',
            customName: buyer.engraving,
            selectedFont: 'serif',
            fontSize: 30,
          },
        },
      ],
      `scripts-${buyer.email}`,
    );
    const order = await createOrder(send, customer, {
      ...body,
      customerDetails: { ...CUSTOMER_DETAILS, ...buyer.details },
      gift: { message: buyer.gift, wrap: true },
      language: buyer.language,
    });
    const paid = await verifyPayment(send, customer, await payWithTestProvider(send, order.providerOrderId));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { orderId } = order;
    const { name, address, city, state, zipCode } = buyer.details;
    const buyerLines = [name, address, `${city} ${zipCode}`];

    const receipt = await pdf(`/api/orders/${orderId}/receipt`, customer.headers);
    await expectDocument(
      receipt,
      ['Receipt Voucher', ...buyer.receiptLabels, ...buyerLines, '₹'],
      [buyer.font, 'DejaVuSans'],
    );

    const slip = await pdf(`/api/admin/orders/${orderId}/packing-slip`, owner);
    await expectDocument(
      slip,
      [name, address, `${city}, ${state} ${zipCode}`, `Engraving: "${buyer.engraving}"`, buyer.gift],
      [buyer.font, 'NotoEmoji-Regular'],
    );

    const voucherId = await refunded(orderId, 10_00, buyer.reasons[0], 'refund_voucher');
    const voucher = await pdf(`/api/admin/orders/${orderId}/refund-vouchers/${voucherId}`, owner);
    await expectDocument(
      voucher,
      [
        'Refund Voucher',
        ...buyer.voucherLabels,
        ...buyerLines,
        `${buyer.language === 'ta' ? 'Reason / காரணம்' : 'Reason / कारण'}: ${buyer.reasons[0]}`,
        'Total refunded',
        '₹10.00',
      ],
      [buyer.font],
    );

    await approveEveryProof(shop.app, orderId, owner, customer.headers);
    await takeOrderSteps(shop.app, owner, orderId, 'shipped');
    // The proof's and the shipping's mails are in their language too.
    const toBuyer = (text: string) =>
      mailWhere(
        shop.dataDir,
        (mail) => mail.raw.includes(`\r\nTo: ${CUSTOMER_DETAILS.email}\r\n`) && mail.decoded.includes(text),
      );
    expect((await toBuyer(buyer.proofReady)).decoded).toContain(buyer.language === 'ta' ? 'அன்புள்ள' : 'प्रिय');
    expect((await toBuyer(buyer.shipped)).raw).toContain('Content-Type: application/pdf');
    expect((await toBuyer(buyer.refunded)).decoded).toContain('₹10');
    const invoice = await pdf(`/api/orders/${orderId}/invoice`, customer.headers);
    await expectDocument(
      invoice,
      ['Tax Invoice', ...buyer.invoiceLabels, ...buyerLines, ring!.name],
      [buyer.font],
    );

    const noteId = await refunded(orderId, 10_00, buyer.reasons[1], 'credit_note');
    const note = await pdf(`/api/admin/orders/${orderId}/credit-notes/${noteId}`, owner);
    await expectDocument(
      note,
      [
        'Credit Note',
        ...buyer.noteLabels,
        ...buyerLines,
        `Reason`,
        buyer.reasons[1],
        'Total refunded',
        '₹10.00',
      ],
      [buyer.font],
    );
  });
});

describe('a Tamil order whose receipt voucher was issued before its labels were', () => {
  it('is refunded on a refund voucher in English alone, as the receipt it answers', async () => {
    const send = injectRequests(shop.app);
    const customer = await signUp(send, 'earlier.tamil@example.in');
    const order = await createOrder(send, customer, {
      ...createOrderBody([{ product: ring!, quantity: 1, size: '12' }], 'scripts-earlier'),
      customerDetails: { ...CUSTOMER_DETAILS, ...TAMIL.details },
      language: 'ta',
    });
    const paid = await verifyPayment(send, customer, await payWithTestProvider(send, order.providerOrderId));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { db } = shop.database;
    const [receipt] = await db
      .select()
      .from(receiptVouchers)
      .where(eq(receiptVouchers.orderId, order.orderId));
    expect(receipt?.content?.language).toBe('ta');
    // As it was kept before: the database keeps an issued document, so its guard is set aside here.
    const { language: _, ...before } = receipt!.content!;
    await db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE ${receiptVouchers} DISABLE TRIGGER USER`);
      await tx
        .update(receiptVouchers)
        .set({ content: before })
        .where(eq(receiptVouchers.orderId, order.orderId));
      await tx.execute(sql`ALTER TABLE ${receiptVouchers} ENABLE TRIGGER USER`);
    });

    const voucherId = await refunded(order.orderId, 10_00, 'Stone loose', 'refund_voucher');
    const text = await pdftotext(
      await pdf(`/api/admin/orders/${order.orderId}/refund-vouchers/${voucherId}`, owner),
    );
    expect(text).toContain('Refund voucher number:');
    expect(text).toContain('Refunded to (buyer)');
    expect(text).toContain('Reason: Stone loose');
    expect(text).toContain(TAMIL.details.name);
    expect(text).not.toContain('பணத்திருப்பச் சீட்டு');
    expect(text).not.toContain('தேதி');
  });
});
