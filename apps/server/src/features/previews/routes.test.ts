import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_TEXTS } from '@shop/shared/previews';
import type { NewPreviewBody } from '@shop/shared/previews-api';
import { previews } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { uploadFingerprint } from '../../test-support/uploads.ts';
import { PREVIEWS_PER_ADDRESS } from './routes.ts';

const ORIGIN = 'https://shop.example';
let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({
    products: FIXTURE_PRODUCTS,
    environment: { PUBLIC_URL: ORIGIN, PAYMENT_PROVIDER: 'test' },
  });
});
afterAll(async () => {
  await shop?.close();
});

let addresses = 0;
/** Each test makes previews from an address of its own, so the limit never carries over. */
function newAddress(): string {
  addresses += 1;
  return `10.30.0.${addresses}`;
}

const ENGRAVING: NewPreviewBody = {
  productId: '1',
  customization: { type: 'engraving', customName: 'Amma', selectedFont: 'script', fontSize: 40 },
};

async function make(payload: unknown, options: Partial<InjectOptions> = {}) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/previews',
    payload: payload as InjectOptions['payload'],
    remoteAddress: newAddress(),
    ...options,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const tokenOf = (url: unknown) => String(url).split('/previews/')[1] ?? '';
const allPreviews = () => shop.database.db.select().from(previews);

describe('POST /api/previews', () => {
  it('makes a link at the shop’s address with an unguessable token, and keeps no personal data', async () => {
    const answer = await make(ENGRAVING);
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body)).toEqual(['url']);
    expect(answer.body.url).toMatch(new RegExp(`^${ORIGIN}/previews/[A-Za-z0-9_-]{24}$`));
    const token = tokenOf(answer.body.url);
    // 18 random bytes: 144 bits.
    expect(Buffer.from(token, 'base64url')).toHaveLength(18);
    const [row] = await shop.database.db.select().from(previews).where(eq(previews.token, token));
    expect(row).toEqual({
      token,
      productId: 1,
      personalisation: {
        type: 'engraving',
        look: 'piece',
        engraving: { text: 'Amma', font: 'script', fontSize: 40 },
        uploads: [],
      },
      showPicture: false,
      createdAt: expect.any(Date),
      lastOpenedAt: null,
    });
  });

  it('makes two different tokens for the same piece and words', async () => {
    const first = await make(ENGRAVING);
    const second = await make(ENGRAVING);
    expect(tokenOf(first.body.url)).not.toBe(tokenOf(second.body.url));
  });

  it.each([
    ['an unknown piece', { ...ENGRAVING, productId: '424242' }, 404, PREVIEW_TEXTS.unknownProduct],
    [
      'a piece that is not personalised',
      { ...ENGRAVING, productId: '3' },
      400,
      PREVIEW_TEXTS.notPersonalisable,
    ],
    [
      'a personalisation the piece does not offer',
      {
        productId: '2',
        customization: {
          type: 'fingerprint',
          fileId: '3f2a9c1e-1111-4a7b-9c0d-2e5f6a7b8c9d',
          uploadedFile: 'finger.png',
          fileData: '',
        },
      },
      400,
      PREVIEW_TEXTS.notOffered,
    ],
    [
      'words too long for the piece (a ring takes 8 on its page)',
      { ...ENGRAVING, customization: { ...ENGRAVING.customization, customName: 'Amma Appa 25' } },
      400,
      PREVIEW_TEXTS.tooLong(8),
    ],
    [
      'a font the product page does not offer',
      { ...ENGRAVING, customization: { ...ENGRAVING.customization, selectedFont: 'roman' } },
      400,
      PREVIEW_TEXTS.wrongFont,
    ],
    [
      'the ring page’s look on a pendant',
      { ...ENGRAVING, productId: '2', look: 'ring' },
      400,
      PREVIEW_TEXTS.ringOnly,
    ],
  ])('refuses %s, and stores nothing', async (_case, body, status, message) => {
    const before = (await allPreviews()).length;
    const answer = await make(body);
    expect(answer).toEqual({ status, body: { success: false, message } });
    expect(await allPreviews()).toHaveLength(before);
  });

  it('refuses a personalisation the cart would refuse (empty words, unknown type), and stores nothing', async () => {
    const before = (await allPreviews()).length;
    for (const customization of [
      { type: 'engraving', customName: '  ', selectedFont: 'script', fontSize: 40 },
      { type: 'engraving', customName: 'Amma', selectedFont: 'script', fontSize: 400 },
      { type: 'sticker', text: 'hi' },
    ]) {
      const answer = await make({ productId: '1', customization });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await make({ ...ENGRAVING, name: 'Priya' })).toMatchObject({ status: 400 });
    expect(await allPreviews()).toHaveLength(before);
  });

  it('takes the ring page’s longer words and its fonts on a ring', async () => {
    const answer = await make({
      productId: '1',
      look: 'ring',
      customization: {
        type: 'engraving',
        customName: 'Forever yours 2026',
        selectedFont: 'roman',
        fontSize: 40,
      },
    });
    expect(answer.status).toBe(201);
  });

  it('refuses an upload the shop does not have (never uploaded, or cleaned up)', async () => {
    const answer = await make({
      productId: '7',
      showPicture: true,
      customization: {
        type: 'fingerprint',
        fileId: '3f2a9c1e-1111-4a7b-9c0d-2e5f6a7b8c9d',
        uploadedFile: 'finger.png',
        fileData: '',
      },
    });
    expect(answer).toEqual({ status: 409, body: { success: false, message: PREVIEW_TEXTS.uploadGone } });
  });

  it(`limits previews to ${PREVIEWS_PER_ADDRESS.max} an hour from one address, with a sentence`, async () => {
    const remoteAddress = newAddress();
    for (let made = 0; made < PREVIEWS_PER_ADDRESS.max; made += 1) {
      expect((await make(ENGRAVING, { remoteAddress })).status).toBe(201);
    }
    const refused = await make(ENGRAVING, { remoteAddress });
    expect(refused).toEqual({ status: 429, body: { success: false, message: PREVIEW_TEXTS.tooMany } });
    // Another address is not held back.
    expect((await make(ENGRAVING)).status).toBe(201);
  });
});

describe('GET /api/previews/{token}', () => {
  it('answers the piece and the words to anyone, and marks the preview opened', async () => {
    const token = tokenOf((await make(ENGRAVING)).body.url);
    const response = await shop.app.inject({ method: 'GET', url: `/api/previews/${token}` });
    expect(response.statusCode).toBe(200);
    const fixture = FIXTURE_PRODUCTS[0];
    expect(response.json()).toEqual({
      success: true,
      preview: {
        product: {
          _id: '1',
          name: fixture?.name,
          image: expect.stringMatching(/^\/images\//),
          engravingTemplate: null,
          price: 2499,
          category: 'ring',
          productType: 'Silver',
        },
        personalisation: {
          type: 'engraving',
          look: 'piece',
          engraving: { text: 'Amma', font: 'script', fontSize: 40 },
          uploads: [],
        },
        imageUrl: `/api/previews/${token}/image.png`,
      },
    });
    const [row] = await shop.database.db.select().from(previews).where(eq(previews.token, token));
    expect(row?.lastOpenedAt).toBeInstanceOf(Date);
  });

  it('answers an unknown or malformed token with 404 and a sentence', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', 'AAAAAAAAAAAAAAAAAAAAAA%2B%2F']) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/previews/${token}` });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({ success: false, message: PREVIEW_TEXTS.notFound });
    }
  });

  it('shows an uploaded fingerprint only when the shopper ticked the box; otherwise it only says one was added', async () => {
    const fileId = await uploadFingerprint(shop.app);
    const fingerprint = {
      type: 'fingerprint',
      fileId,
      uploadedFile: 'priya-thumb.png',
      fileData: 'data:image/png;base64,AAAA',
    };
    const hidden = tokenOf((await make({ productId: '7', customization: fingerprint })).body.url);
    const shown = tokenOf(
      (await make({ productId: '7', customization: fingerprint, showPicture: true })).body.url,
    );

    const hiddenAnswer = await shop.app.inject({ method: 'GET', url: `/api/previews/${hidden}` });
    expect(hiddenAnswer.json()).toMatchObject({
      preview: {
        personalisation: { type: 'fingerprint', uploads: [{ kind: 'fingerprint', pictureUrl: null }] },
      },
    });
    // Neither the upload's id nor the shopper's file name leaves the shop.
    expect(hiddenAnswer.body).not.toContain(fileId);
    expect(hiddenAnswer.body).not.toContain('priya');
    expect(
      (await shop.app.inject({ method: 'GET', url: `/api/previews/${hidden}/pictures/0` })).statusCode,
    ).toBe(404);

    const shownAnswer = await shop.app.inject({ method: 'GET', url: `/api/previews/${shown}` });
    const pictureUrl = `/api/previews/${shown}/pictures/0`;
    expect(shownAnswer.json()).toMatchObject({
      preview: { personalisation: { uploads: [{ kind: 'fingerprint', pictureUrl }] } },
    });
    expect(shownAnswer.body).not.toContain(fileId);
    const picture = await shop.app.inject({ method: 'GET', url: pictureUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('png');
  });
});

describe('GET /api/previews/{token}/image.png', () => {
  it('is a 1200 × 630 PNG that chat apps may keep, made once and then kept', async () => {
    const token = tokenOf((await make(ENGRAVING)).body.url);
    const response = await shop.app.inject({ method: 'GET', url: `/api/previews/${token}/image.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const again = await shop.app.inject({ method: 'GET', url: `/api/previews/${token}/image.png` });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('answers an unknown token with 404', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/previews/AAAAAAAAAAAAAAAAAAAAAAAA/image.png',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: PREVIEW_TEXTS.notFound });
  });
});
