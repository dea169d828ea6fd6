/**
 * Buyers' reviews through the API as the storefront and the back office call them: who may
 * write one (and the sentence everyone else reads), the limits, editing by writing again,
 * the mean and each star's count, and staff hiding one (audit log, mail, counted nowhere).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, REVIEW_TEXTS, type ReviewsAnswer } from '@shop/shared/reviews';
import { writeDesignVariants } from '../../db/catalogue-writes.ts';
import { auditEntries, productReviews, products, type NewProductRow } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
  type Customer,
} from '../../test-support/checkout.ts';
import { headerOf, mailWhere } from '../../test-support/mail.ts';
import { approveEveryProof } from '../../test-support/proofs.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { takeOrderSteps } from '../../test-support/order-steps.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { REVIEW_WRITES_PER_CUSTOMER } from './routes.ts';

// Pieces without personalisation and in stock: no proof stands between payment and making.
const [toeRing, kada] = FIXTURE_PRODUCTS.filter(
  (piece) => piece.customizationTypes?.length === 0 && (piece.stock ?? 0) > 0,
);
if (!toeRing || !kada) throw new Error('The fixtures lost their plain pieces');
/** A band sold in sizes 12 and 14 and in two karats, each at its own price. */
const band: NewProductRow = { ...toeRing, id: 950, name: 'Sized Review Band', originalPricePaise: null };
/** A toe ring staff named in Tamil, reviewed by a Tamil and a Hindi account. */
const metti: NewProductRow = {
  ...toeRing,
  id: 951,
  name: 'Silver Metti Pair',
  nameTa: 'வெள்ளி மெட்டி ஜோடி',
  nameHi: '',
  originalPricePaise: null,
};
const BAND_VARIANTS = [
  { sku: 'RB-12-22K', values: ['12', '22K'], gram: 3.1, pricePaise: 2_500_00, stock: 3 },
  { sku: 'RB-14-22K', values: ['14', '22K'], gram: 3.4, pricePaise: 2_700_00, stock: 3 },
];

let shop: TestApp;
let staff: AuthorizationHeader;
let meena: Customer;
let divya: Customer;
let asha: Customer;
let receipts = 0;

beforeAll(async () => {
  shop = await buildTestApp({ products: [...FIXTURE_PRODUCTS, band, metti] });
  await writeDesignVariants(
    shop.database.db,
    band.id!,
    [
      { name: 'Size', values: ['12', '14'] },
      { name: 'Purity', values: ['22K'] },
    ],
    BAND_VARIANTS,
  );
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  const send = injectRequests(shop.app);
  meena = await signUp(send, 'meena@example.in');
  divya = await signUp(send, 'divya@example.in');
  asha = await signUp(send, 'asha@example.in');
});
afterAll(async () => {
  await shop?.close();
});

async function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Partial<AuthorizationHeader> = {},
  body?: object,
) {
  const answer = await shop.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(body && { payload: body }),
  });
  return { status: answer.statusCode, body: answer.json() };
}

async function aPaidOrder(
  piece: NewProductRow,
  customer: Customer,
  variant?: (typeof BAND_VARIANTS)[number],
) {
  const send = injectRequests(shop.app);
  const line = variant
    ? { product: { ...piece, pricePaise: variant.pricePaise }, quantity: 1, sku: variant.sku }
    : { product: piece, quantity: 1 };
  const created = await createOrder(send, customer, createOrderBody([line], `r-${(receipts += 1)}`));
  const paid = await verifyPayment(send, customer, await payWithTestProvider(send, created.providerOrderId));
  expect(paid.status).toBe(200);
  await approveEveryProof(shop.app, created.orderId, staff, customer.headers);
  return created.orderId;
}

const deliver = (orderId: string) => takeOrderSteps(shop.app, staff, orderId, 'delivered');

const REVIEW = { stars: 5, title: 'Lovely toe ring', text: 'Fits well and shines. The hallmark is clear.' };
const reviewsOf = async (id: number | undefined) =>
  (await call('GET', `/api/products/${id}/reviews`)).body as ReviewsAnswer;
const rowsOf = (id: number | undefined) =>
  shop.database.db
    .select()
    .from(productReviews)
    .where(eq(productReviews.productId, id ?? 0));
const pieceOf = async (id: number | undefined) =>
  (await call('GET', `/api/products/${id}`)).body.product as { rating: number; reviews: number };

describe('who may write a review', () => {
  it('shows a piece without reviews with no rating at all', async () => {
    expect(await reviewsOf(toeRing.id)).toEqual({
      success: true,
      average: null,
      count: 0,
      stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      reviews: [],
      page: 1,
      pages: 1,
    });
    expect(await pieceOf(toeRing.id)).toMatchObject({ rating: 0, reviews: 0 });
  });

  it('asks a visitor who is not signed in to sign in (401), and stores nothing', async () => {
    const answer = await call('POST', `/api/products/${toeRing.id}/reviews`, {}, REVIEW);
    expect(answer.status).toBe(401);
    expect(await rowsOf(toeRing.id)).toEqual([]);
  });

  it('refuses a customer who never ordered the piece with who may review (403)', async () => {
    const answer = await call('POST', `/api/products/${toeRing.id}/reviews`, meena.headers, REVIEW);
    expect(answer).toEqual({ status: 403, body: { success: false, message: REVIEW_TEXTS.onlyBuyers } });
    expect(await rowsOf(toeRing.id)).toEqual([]);
  });

  it('refuses a customer whose order with the piece is paid but not yet delivered', async () => {
    const orderId = await aPaidOrder(toeRing, meena);
    const answer = await call('POST', `/api/products/${toeRing.id}/reviews`, meena.headers, REVIEW);
    expect(answer).toEqual({ status: 403, body: { success: false, message: REVIEW_TEXTS.onlyBuyers } });
    await deliver(orderId);
  });

  it('publishes the review of a customer whose order was delivered, as a verified buyer', async () => {
    const answer = await call('POST', `/api/products/${toeRing.id}/reviews`, meena.headers, REVIEW);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: REVIEW_TEXTS.saved,
      review: { stars: 5, title: 'Lovely toe ring', author: 'Meena S.', verifiedBuyer: true },
    });
    const listed = await reviewsOf(toeRing.id);
    expect(listed).toMatchObject({ average: 5, count: 1, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
    expect(listed.reviews.map((review) => [review.title, review.author, review.verifiedBuyer])).toEqual([
      ['Lovely toe ring', 'Meena S.', true],
    ]);
    // The piece's own answer (and the index it comes from) has the rating at once.
    expect(await pieceOf(toeRing.id)).toMatchObject({ rating: 5, reviews: 1 });
  });

  it('refuses another customer, whose order is not the one delivered', async () => {
    const answer = await call('POST', `/api/products/${toeRing.id}/reviews`, divya.headers, REVIEW);
    expect(answer).toEqual({ status: 403, body: { success: false, message: REVIEW_TEXTS.onlyBuyers } });
    expect(await rowsOf(toeRing.id)).toHaveLength(1);
  });

  it('edits the review when its writer writes again: still one review', async () => {
    const answer = await call('POST', `/api/products/${toeRing.id}/reviews`, meena.headers, {
      stars: 3,
      title: 'Tarnished a little',
      text: 'After a month it needs polishing.',
    });
    expect(answer.status).toBe(200);
    const rows = await rowsOf(toeRing.id);
    expect(rows.map((row) => [row.stars, row.title])).toEqual([[3, 'Tarnished a little']]);
    expect(rows[0]?.updatedAt.getTime()).toBeGreaterThan(rows[0]?.createdAt.getTime() ?? Infinity);
    expect(await reviewsOf(toeRing.id)).toMatchObject({ average: 3, count: 1, stars: { 3: 1, 5: 0 } });
  });

  it('answers 404 for a piece the shop does not have', async () => {
    expect((await call('GET', '/api/products/999999/reviews')).status).toBe(404);
    expect((await call('GET', '/api/products/abc/reviews')).status).toBe(404);
  });
});

describe('a review by a buyer of a variant', () => {
  it('says which variant its writer bought, as their order named it, and nothing for a piece without', async () => {
    await deliver(await aPaidOrder(band, asha, BAND_VARIANTS[1]));
    const written = await call('POST', `/api/products/${band.id}/reviews`, asha.headers, {
      ...REVIEW,
      title: 'Fits my finger',
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.review).toMatchObject({ verifiedBuyer: true, bought: 'Size 14, 22K' });
    expect((await reviewsOf(band.id)).reviews.map((review) => [review.title, review.bought])).toEqual([
      ['Fits my finger', 'Size 14, 22K'],
    ]);
    // A second size bought later is named beside the first.
    await deliver(await aPaidOrder(band, asha, BAND_VARIANTS[0]));
    expect((await reviewsOf(band.id)).reviews[0]?.bought).toBe('Size 14, 22K; Size 12, 22K');
    // The toe ring was bought without a variant or a size.
    expect((await reviewsOf(toeRing.id)).reviews.map((review) => review.bought)).toEqual([null]);
    // The back office's list names them as the storefront does.
    const listed = await call('GET', '/api/admin/reviews', staff);
    const bought = (listed.body.reviews as { productName: string; bought: string | null }[]).map((review) => [
      review.productName,
      review.bought,
    ]);
    expect(bought).toContainEqual(['Sized Review Band', 'Size 14, 22K; Size 12, 22K']);
    expect(bought).toContainEqual([toeRing.name, null]);
  });
});

describe('what a review must hold', () => {
  it.each([
    ['no stars', { title: 'Nice', text: 'Nice.' }, REVIEW_MESSAGES.starsRequired],
    ['0 stars', { stars: 0, title: 'Nice', text: 'Nice.' }, REVIEW_MESSAGES.starsRequired],
    ['6 stars', { stars: 6, title: 'Nice', text: 'Nice.' }, REVIEW_MESSAGES.starsRequired],
    ['4.5 stars', { stars: 4.5, title: 'Nice', text: 'Nice.' }, REVIEW_MESSAGES.starsRequired],
    ['stars as text', { stars: '5', title: 'Nice', text: 'Nice.' }, REVIEW_MESSAGES.starsRequired],
    ['an empty title', { stars: 4, title: '   ', text: 'Nice.' }, REVIEW_MESSAGES.titleRequired],
    ['a title too long', { stars: 4, title: 'a'.repeat(101), text: 'Nice.' }, REVIEW_MESSAGES.titleTooLong],
    ['no text', { stars: 4, title: 'Nice' }, REVIEW_MESSAGES.textRequired],
    ['a text too long', { stars: 4, title: 'Nice', text: 'पायल '.repeat(401) }, REVIEW_MESSAGES.textTooLong],
  ])('refuses %s with a clear message, and changes nothing', async (_case, body, message) => {
    const answer = await call('POST', `/api/products/${toeRing.id}/reviews`, meena.headers, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect((await rowsOf(toeRing.id)).map((row) => row.title)).toEqual(['Tarnished a little']);
  });
});

describe('the mean and each star’s count', () => {
  it('are the published reviews’, newest first', async () => {
    for (const [customer, stars] of [
      [divya, 5],
      [asha, 4],
      [meena, 4],
    ] as const) {
      await deliver(await aPaidOrder(kada, customer));
      const answer = await call('POST', `/api/products/${kada.id}/reviews`, customer.headers, {
        stars,
        title: `${stars} stars`,
        text: 'A good kada.',
      });
      expect(answer.status).toBe(200);
    }
    const listed = await reviewsOf(kada.id);
    expect(listed).toMatchObject({
      average: 13 / 3,
      count: 3,
      stars: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
    expect(listed.reviews.map((review) => review.title)).toEqual(['4 stars', '4 stars', '5 stars']);
    expect(await pieceOf(kada.id)).toMatchObject({ rating: 4.3, reviews: 3 });
  });
});

describe('staff hide a review', () => {
  it('refuses without a reason, a visitor (401) and a customer (403)', async () => {
    const [review] = await rowsOf(kada.id);
    const url = `/api/admin/reviews/${review?.id}/hide`;
    expect((await call('POST', url, {}, { reason: 'Abusive' })).status).toBe(401);
    expect((await call('POST', url, meena.headers, { reason: 'Abusive' })).status).toBe(403);
    const noReason = await call('POST', url, staff, { reason: ' ' });
    expect(noReason).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(REVIEW_MESSAGES.reasonRequired) },
    });
    expect((await rowsOf(kada.id)).every((row) => row.hiddenAt === null)).toBe(true);
  });

  it('hides it with a reason: counted nowhere, in the audit log, and its writer is mailed', async () => {
    const five = (await rowsOf(kada.id)).find((row) => row.stars === 5);
    const list = await call('GET', '/api/admin/reviews', staff);
    expect(list.status).toBe(200);
    expect(list.body.reviews.map((review: { title: string }) => review.title).slice(0, 3)).toEqual([
      '4 stars',
      '4 stars',
      '5 stars',
    ]);

    const hidden = await call('POST', `/api/admin/reviews/${five?.id}/hide`, staff, {
      reason: 'It names another shop’s offer.',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.review).toMatchObject({ hiddenReason: 'It names another shop’s offer.' });

    const listed = await reviewsOf(kada.id);
    expect(listed).toMatchObject({ average: 4, count: 2, stars: { 4: 2, 5: 0 } });
    expect(listed.reviews.map((review) => review.title)).toEqual(['4 stars', '4 stars']);
    expect(await pieceOf(kada.id)).toMatchObject({ rating: 4, reviews: 2 });
    const [row] = await shop.database.db
      .select({ rating: products.rating, reviews: products.reviews })
      .from(products)
      .where(eq(products.id, kada.id ?? 0));
    expect(row).toEqual({ rating: 4, reviews: 2 });

    const [entry] = await shop.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'review.hide'), eq(auditEntries.subjectId, five?.id ?? '')));
    expect(entry?.after).toMatchObject({ hidden: true, reason: 'It names another shop’s offer.' });

    const mail = await mailWhere(
      shop.dataDir,
      (candidate) =>
        candidate.raw.includes('To: divya@example.in') &&
        /is hidden/.test(headerOf(candidate, 'subject') ?? ''),
    );
    expect(mail.decoded).toContain('It names another shop’s offer.');

    const again = await call('POST', `/api/admin/reviews/${five?.id}/hide`, staff, { reason: 'Twice' });
    expect(again).toEqual({ status: 409, body: { success: false, message: REVIEW_TEXTS.alreadyHidden } });
  });

  it('answers 404 for a review the shop does not have', async () => {
    const answer = await call('POST', '/api/admin/reviews/not-a-review/hide', staff, { reason: 'Spam' });
    expect(answer).toEqual({ status: 404, body: { success: false, message: REVIEW_TEXTS.reviewNotFound } });
  });
});

describe('a hidden review stays hidden until staff publish it again', () => {
  it('keeps the writer’s new version hidden, saying so, and counts it nowhere', async () => {
    const hidden = (await rowsOf(kada.id)).find((row) => row.hiddenAt !== null);
    expect(hidden?.customerId).toBe(divya.userId);
    const answer = await call('POST', `/api/products/${kada.id}/reviews`, divya.headers, {
      stars: 5,
      title: 'Still the best kada',
      text: 'Better than the one from the shop next door.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      hidden: true,
      message:
        'Your review was hidden by the shop: It names another shop’s offer. Your changes are saved, and it stays hidden.',
      review: { title: 'Still the best kada' },
    });
    const [row] = (await rowsOf(kada.id)).filter((each) => each.id === hidden?.id);
    expect(row).toMatchObject({
      title: 'Still the best kada',
      hiddenReason: 'It names another shop’s offer.',
      hiddenAt: hidden?.hiddenAt,
    });
    const listed = await reviewsOf(kada.id);
    expect(listed).toMatchObject({ average: 4, count: 2, stars: { 4: 2, 5: 0 } });
    expect(listed.reviews.map((review) => review.title)).not.toContain('Still the best kada');
    expect(await pieceOf(kada.id)).toMatchObject({ rating: 4, reviews: 2 });
  });

  it('is published again by staff alone: in the audit log, counted, and its writer is mailed', async () => {
    const hidden = (await rowsOf(kada.id)).find((row) => row.hiddenAt !== null);
    const url = `/api/admin/reviews/${hidden?.id}/publish`;
    expect((await call('POST', url, {}, {})).status).toBe(401);
    expect((await call('POST', url, divya.headers, {})).status).toBe(403);
    expect((await rowsOf(kada.id)).find((row) => row.id === hidden?.id)?.hiddenAt).not.toBeNull();

    const published = await call('POST', url, staff, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.review).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(await reviewsOf(kada.id)).toMatchObject({ count: 3, stars: { 4: 2, 5: 1 } });
    expect(await pieceOf(kada.id)).toMatchObject({ rating: 4.3, reviews: 3 });
    const [entry] = await shop.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'review.publish'), eq(auditEntries.subjectId, hidden?.id ?? '')));
    expect(entry).toMatchObject({
      before: { hidden: true, reason: 'It names another shop’s offer.' },
      after: { hidden: false },
    });
    const mail = await mailWhere(
      shop.dataDir,
      (candidate) =>
        candidate.raw.includes('To: divya@example.in') &&
        /is published again/.test(headerOf(candidate, 'subject') ?? ''),
    );
    expect(mail.decoded).toContain('Still the best kada');

    expect(await call('POST', url, staff, {})).toEqual({
      status: 409,
      body: { success: false, message: 'This review is not hidden.' },
    });
    // Written again now, it is published as any review is.
    const again = await call('POST', `/api/products/${kada.id}/reviews`, divya.headers, {
      stars: 4,
      title: 'A good kada',
      text: 'Well made.',
    });
    expect(again.body).toMatchObject({ hidden: false, message: REVIEW_TEXTS.saved });
  });
});

describe('how often a buyer may write', () => {
  it('refuses a buyer who wrote many times in the hour (429), and keeps the review as it was', async () => {
    const kavya = await signUp(injectRequests(shop.app), 'kavya@example.in');
    await deliver(await aPaidOrder(toeRing, kavya));
    const write = (title: string) =>
      call('POST', `/api/products/${toeRing.id}/reviews`, kavya.headers, { ...REVIEW, title });
    for (let time = 1; time <= REVIEW_WRITES_PER_CUSTOMER.max; time += 1) {
      expect((await write(`Mended ${time}`)).status).toBe(200);
    }
    const refused = await write('One too many');
    expect(refused).toEqual({ status: 429, body: { success: false, message: REVIEW_TEXTS.tooMany } });
    const [mine] = (await rowsOf(toeRing.id)).filter((row) => row.title.startsWith('Mended'));
    expect(mine?.title).toBe(`Mended ${REVIEW_WRITES_PER_CUSTOMER.max}`);
  });
});

describe('the mails to a review’s writer', () => {
  const WRITERS = [
    {
      language: 'ta',
      email: 'kavitha.review@example.in',
      locale: 'ta-IN',
      hidden: 'Velli & Thangam இல் வெள்ளி மெட்டி ஜோடி பற்றிய உங்கள் மதிப்புரை மறைக்கப்பட்டது',
      why: 'காரணம்:',
      published: 'Velli & Thangam இல் வெள்ளி மெட்டி ஜோடி பற்றிய உங்கள் மதிப்புரை மீண்டும் வெளியிடப்பட்டது',
      dear: 'அன்புள்ள Meena,',
    },
    {
      language: 'hi',
      email: 'sunita.review@example.in',
      locale: 'hi-IN',
      // No Hindi name for the piece: its own name stands in.
      hidden: 'Velli & Thangam पर Silver Metti Pair का आपका रिव्यू छिपा दिया गया है',
      why: 'क्यों:',
      published: 'Velli & Thangam पर Silver Metti Pair का आपका रिव्यू फिर से प्रकाशित हुआ',
      dear: 'प्रिय Meena,',
    },
  ] as const;

  it.each(WRITERS)('are written in the account’s language, $language', async (writer) => {
    const customer = await signUp(injectRequests(shop.app), writer.email);
    const changed = await shop.app.inject({
      method: 'PUT',
      url: '/user/profile',
      headers: customer.headers,
      payload: { firstName: 'Meena', language: writer.language },
    });
    expect(changed.statusCode).toBe(200);
    await deliver(await aPaidOrder(metti, customer));
    const written = await call('POST', `/api/products/${metti.id}/reviews`, customer.headers, REVIEW);
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const [review] = (await rowsOf(metti.id)).filter((row) => row.customerId === customer.userId);

    const reason = 'It names another shop’s offer.';
    expect((await call('POST', `/api/admin/reviews/${review?.id}/hide`, staff, { reason })).status).toBe(200);
    const hidden = await mailWhere(
      shop.dataDir,
      (candidate) =>
        candidate.raw.includes(`To: ${writer.email}`) && headerOf(candidate, 'subject') === writer.hidden,
    );
    expect(hidden.decoded).toContain(writer.dear);
    expect(hidden.decoded).toContain(writer.why);
    expect(hidden.decoded).toContain(reason);
    expect(hidden.decoded).toContain(`"${REVIEW.title}"`);
    expect(hidden.decoded).toContain(`<html lang="${writer.locale}">`);

    expect((await call('POST', `/api/admin/reviews/${review?.id}/publish`, staff, {})).status).toBe(200);
    const published = await mailWhere(
      shop.dataDir,
      (candidate) =>
        candidate.raw.includes(`To: ${writer.email}`) && headerOf(candidate, 'subject') === writer.published,
    );
    expect(published.decoded).toContain(`<html lang="${writer.locale}">`);
  });
});
