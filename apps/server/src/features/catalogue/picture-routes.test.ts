import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  type ProductPicturesAnswer,
} from '@shop/shared/product-pictures';
import { auditEntries, products, storedFiles } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { injectRequests, signUp, type AuthorizationHeader } from '../../test-support/checkout.ts';
import { startTestBucket, type TestBucket } from '../../test-support/s3-bucket.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const RING_ID = 1;
const RING = FIXTURE_PRODUCTS[0];
const RING_TEMPLATE = '/images/catalogue/v1/ring-template-silver-640.webp';
const PLAIN_BAND = '/images/catalogue/v1/ring-silver-1-640.webp';

type Answer = { status: number; body: ProductPicturesAnswer & { message?: string } };

let shop: TestApp;
let staff: AuthorizationHeader;
let owner: AuthorizationHeader;
let customer: AuthorizationHeader;

/** A picture as a camera or a phone would give it. */
function photo(format: 'png' | 'jpeg' | 'gif', width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c9a24b' } })
    .toFormat(format)
    .toBuffer();
}

/** The multipart body a browser sends for these files, made by the platform's own Request. */
async function form(files: readonly { name: string; bytes: Buffer; field?: string }[]) {
  const data = new FormData();
  for (const file of files)
    data.append(file.field ?? 'pictures', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://shop.test/', { method: 'POST', body: data });
  return {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

async function upload(
  productId: number,
  files: readonly { name: string; bytes: Buffer; field?: string }[],
  headers: Partial<AuthorizationHeader> = staff,
): Promise<Answer> {
  const body = await form(files);
  const answer = await shop.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/pictures`,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
  return { status: answer.statusCode, body: answer.json() };
}

async function call(
  method: 'GET' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Partial<AuthorizationHeader> = staff,
): Promise<Answer> {
  const answer = await shop.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: answer.statusCode, body: answer.json() };
}

async function productJson(id: number) {
  const answer = await shop.app.inject({ method: 'GET', url: `/api/products/${id}` });
  return answer.json<{ product: { images: string[]; image: string; engravingTemplate: string | null } }>()
    .product;
}

async function storedFileCount(): Promise<number> {
  const [row] = await shop.database.db.select({ total: count() }).from(storedFiles);
  return row?.total ?? 0;
}

async function imagesOf(id: number): Promise<string[]> {
  const [row] = await shop.database.db
    .select({ images: products.images })
    .from(products)
    .where(eq(products.id, id));
  return row?.images ?? [];
}

beforeAll(async () => {
  shop = await buildTestApp({
    products: [
      // An engravable ring as the demo catalogue seeds it: the plain band first.
      { ...RING!, images: [RING_TEMPLATE, PLAIN_BAND], engravingTemplateImage: RING_TEMPLATE },
      ...FIXTURE_PRODUCTS.slice(1),
    ],
  });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi', role: 'owner' });
  customer = (await signUp(injectRequests(shop.app), 'shopper@example.in')).headers;
});
afterAll(async () => {
  await shop?.close();
});

describe('a ring card in a listing', () => {
  it('shows the ring, not the plain band its engraving preview is drawn on', async () => {
    const ring = await productJson(RING_ID);
    expect(ring.images).toEqual([RING_TEMPLATE, PLAIN_BAND]);
    expect(ring.image).toBe(PLAIN_BAND);
    expect(ring.engravingTemplate).toBe(RING_TEMPLATE);
  });
});

describe("a piece's pictures in the back office", () => {
  it('lists the pictures with the card picture and the engraving template marked', async () => {
    const answer = await call('GET', `/api/admin/products/${RING_ID}/pictures`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      productName: RING!.name,
      pictures: [
        {
          id: 'ring-template-silver',
          url: RING_TEMPLATE,
          srcSet: expect.stringContaining('ring-template-silver-960.webp 960w'),
          isCard: false,
          isEngravingTemplate: true,
        },
        expect.objectContaining({
          id: 'ring-silver-1',
          url: PLAIN_BAND,
          isCard: true,
          isEngravingTemplate: false,
        }),
      ],
    });
  });

  it('takes several pictures at once, in the demo pictures’ widths, and serves them to everyone for a year', async () => {
    const before = await storedFileCount();
    const answer = await upload(2, [
      { name: 'front.jpg', bytes: await photo('jpeg') },
      { name: 'side.png', bytes: await photo('png', 300, 500) },
    ]);
    expect(answer.status).toBe(201);
    const added = answer.body.pictures.slice(-2);
    expect(answer.body.pictures).toHaveLength(4);
    for (const picture of added) expect(picture.url).toMatch(/^\/images\/products\/[0-9a-f-]{36}-640\.webp$/);
    expect(await storedFileCount()).toBe(before + 2 * 5);
    expect((await productJson(2)).images.slice(-2)).toEqual(added.map((picture) => picture.url));

    for (const width of [320, 480, 640, 720, 960]) {
      const served = await shop.app.inject({
        method: 'GET',
        url: (added[1]?.url ?? '').replace('-640.webp', `-${width}.webp`),
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = await sharp(served.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['webp', width, width]);
    }
    expect(added[0]?.srcSet).toContain(`${added[0]?.id}-320.webp 320w`);
    expect(added[0]?.srcSet).toContain(`${added[0]?.id}-720.webp 720w`);
  });

  it('still shows a picture uploaded before the 480 and 720 widths, making each once when first asked for', async () => {
    const { pictures } = (await upload(4, [{ name: 'old.jpg', bytes: await photo('jpeg') }])).body;
    const old = pictures.at(-1)!;
    // As such a picture is stored: 320, 640 and 960 only.
    const newer = [480, 720].map((width) => `product-pictures/${old.id}-${width}.webp`);
    await shop.database.db.delete(storedFiles).where(inArray(storedFiles.key, newer));
    const files = await storedFileCount();

    const product = await productJson(4);
    expect(product.images).toContain(old.url);
    for (const width of [480, 720]) {
      const url = old.url.replace('-640.webp', `-${width}.webp`);
      const first = await shop.app.inject({ method: 'GET', url });
      expect([first.statusCode, first.headers['content-type']]).toEqual([200, 'image/webp']);
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = await sharp(first.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['webp', width, width]);
      const again = await shop.app.inject({ method: 'GET', url });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    // Kept, so each was made once.
    expect(await storedFileCount()).toBe(files + 2);
    // A width the shop never makes is still none.
    const odd = await shop.app.inject({ method: 'GET', url: old.url.replace('-640.webp', '-500.webp') });
    expect(odd.statusCode).toBe(404);
  });

  it('puts the pictures in a new order, and the shop shows them so', async () => {
    const ids = (await call('GET', '/api/admin/products/2/pictures')).body.pictures.map(
      (picture) => picture.id,
    );
    const reversed = [...ids].reverse();
    const answer = await call('PATCH', '/api/admin/products/2/pictures', { order: reversed }, owner);
    expect(answer.status).toBe(200);
    expect(answer.body.pictures.map((picture) => picture.id)).toEqual(reversed);
    expect((await productJson(2)).images.map((url) => url.split('/').pop())).toEqual(
      reversed.map((id) => expect.stringContaining(id)),
    );
  });

  it('lets the owner choose the card picture and the engraving template', async () => {
    const answer = await call('PATCH', `/api/admin/products/${RING_ID}/pictures`, {
      cardPicture: 'ring-template-silver',
      engravingTemplate: 'ring-silver-1',
    });
    expect(answer.status).toBe(200);
    expect(
      answer.body.pictures.map((picture) => [picture.id, picture.isCard, picture.isEngravingTemplate]),
    ).toEqual([
      ['ring-template-silver', true, false],
      ['ring-silver-1', false, true],
    ]);
    const ring = await productJson(RING_ID);
    expect([ring.image, ring.engravingTemplate]).toEqual([RING_TEMPLATE, PLAIN_BAND]);

    const none = await call('PATCH', `/api/admin/products/${RING_ID}/pictures`, { engravingTemplate: null });
    expect(none.body.pictures.some((picture) => picture.isEngravingTemplate)).toBe(false);
    expect((await productJson(RING_ID)).engravingTemplate).toBeNull();
  });

  it('removes a picture with its files, and the card falls back to the first picture left', async () => {
    const { pictures } = (await upload(3, [{ name: 'toe-ring.gif', bytes: await photo('gif') }])).body;
    const uploaded = pictures.at(-1)!;
    await call('PATCH', '/api/admin/products/3/pictures', { cardPicture: uploaded.id });
    expect((await productJson(3)).image).toBe(uploaded.url);
    const files = await storedFileCount();

    const answer = await call('DELETE', `/api/admin/products/3/pictures/${uploaded.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.pictures.map((picture) => picture.id)).not.toContain(uploaded.id);
    expect(await storedFileCount()).toBe(files - 5);
    expect((await shop.app.inject({ method: 'GET', url: uploaded.url })).statusCode).toBe(404);
    const toeRing = await productJson(3);
    expect(toeRing.image).toBe(toeRing.images[0]);
  });

  it('records every change in the audit log, with who made it', async () => {
    const entries = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, String(RING_ID)));
    expect(entries.map((entry) => entry.action)).toEqual([
      'product.change_pictures',
      'product.change_pictures',
    ]);
    expect(entries[0]?.before).toEqual({ cardImage: null, engravingTemplateImage: RING_TEMPLATE });
    expect(entries[0]?.after).toEqual({ cardImage: RING_TEMPLATE, engravingTemplateImage: PLAIN_BAND });

    const actions = await shop.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, '3'));
    expect(actions.map((entry) => entry.action)).toEqual([
      'product.add_pictures',
      'product.change_pictures',
      'product.remove_picture',
    ]);
  });
});

describe('who may change pictures', () => {
  const calls = [
    ['GET', `/api/admin/products/${RING_ID}/pictures`],
    ['PATCH', `/api/admin/products/${RING_ID}/pictures`],
    ['DELETE', `/api/admin/products/${RING_ID}/pictures/ring-silver-1`],
  ] as const;

  it.each(calls)('%s %s: 401 without a session, 403 for a customer', async (method, url) => {
    expect((await call(method, url, { order: [] }, {})).status).toBe(401);
    expect((await call(method, url, { order: [] }, customer)).status).toBe(403);
  });

  it('takes no upload without a session or from a customer, and stores nothing', async () => {
    const files = await storedFileCount();
    const picture = [{ name: 'ring.png', bytes: await photo('png') }];
    expect((await upload(RING_ID, picture, {})).status).toBe(401);
    expect((await upload(RING_ID, picture, customer)).status).toBe(403);
    expect(await storedFileCount()).toBe(files);
  });

  it('lets staff and the owner alike upload', async () => {
    const picture = [{ name: 'ring.png', bytes: await photo('png') }];
    expect((await upload(4, picture, staff)).status).toBe(201);
    expect((await upload(4, picture, owner)).status).toBe(201);
  });
});

describe('pictures refused', () => {
  async function expectNothingChanged(productId: number, change: () => Promise<Answer>, expected: Answer) {
    const images = await imagesOf(productId);
    const files = await storedFileCount();
    expect(await change()).toEqual(expected);
    expect(await imagesOf(productId)).toEqual(images);
    expect(await storedFileCount()).toBe(files);
  }
  const refused = (status: number, message: string): Answer => ({
    status,
    body: { success: false, message } as unknown as Answer['body'],
  });

  it('refuses a file that is not a picture by its bytes, naming it, and keeps none of the form', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectNothingChanged(
      RING_ID,
      async () =>
        upload(RING_ID, [
          { name: 'good.png', bytes: await photo('png') },
          { name: 'ring.png', bytes: svg },
        ]),
      refused(400, PICTURE_MESSAGES.notPicture('ring.png')),
    );
  });

  it('refuses a picture cut off half-way', async () => {
    const jpeg = await photo('jpeg', 800, 800);
    await expectNothingChanged(
      RING_ID,
      () => upload(RING_ID, [{ name: 'cut.jpg', bytes: jpeg.subarray(0, jpeg.length / 2) }]),
      refused(400, PICTURE_MESSAGES.notPicture('cut.jpg')),
    );
  });

  it('refuses a picture larger than 10 MB', async () => {
    const large = Buffer.concat([await photo('png'), Buffer.alloc(PICTURE_MAX_BYTES)]);
    await expectNothingChanged(
      RING_ID,
      () => upload(RING_ID, [{ name: 'huge.png', bytes: large }]),
      refused(413, PICTURE_MESSAGES.tooLarge),
    );
  });

  it('refuses more pictures than a piece may have', async () => {
    const png = await photo('png', 16, 16);
    const thirteen = Array.from({ length: 13 }, (_, index) => ({ name: `p${index}.png`, bytes: png }));
    await expectNothingChanged(5, () => upload(5, thirteen), refused(400, PICTURE_MESSAGES.tooMany));
    // Two pictures already: eleven more would make thirteen.
    await expectNothingChanged(5, () => upload(5, thirteen.slice(2)), refused(400, PICTURE_MESSAGES.tooMany));
  });

  it('refuses a form without pictures, and JSON in place of a form', async () => {
    await expectNothingChanged(
      RING_ID,
      async () => upload(RING_ID, [{ name: 'ring.png', bytes: await photo('png'), field: 'file' }]),
      refused(400, PICTURE_MESSAGES.missing),
    );
    const json = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${RING_ID}/pictures`,
      headers: staff,
      payload: { pictures: ['ring.png'] },
    });
    expect([json.statusCode, json.json().message]).toEqual([400, PICTURE_MESSAGES.notAForm]);
  });

  it('refuses an order that leaves out, repeats or makes up a picture', async () => {
    const url = `/api/admin/products/${RING_ID}/pictures`;
    for (const order of [
      ['ring-silver-1'],
      ['ring-silver-1', 'ring-silver-1'],
      ['ring-silver-1', 'ring-gold-9'],
    ]) {
      await expectNothingChanged(
        RING_ID,
        () => call('PATCH', url, { order }),
        refused(400, PICTURE_MESSAGES.orderMismatch),
      );
    }
  });

  it('refuses a choice that is not one of the piece’s pictures, and an empty change', async () => {
    const url = `/api/admin/products/${RING_ID}/pictures`;
    await expectNothingChanged(
      RING_ID,
      () => call('PATCH', url, { cardPicture: 'pendant-gold-1' }),
      refused(400, PICTURE_MESSAGES.unknownChoice),
    );
    await expectNothingChanged(
      RING_ID,
      () => call('PATCH', url, {}),
      refused(400, PICTURE_MESSAGES.nothingToChange),
    );
    expect((await call('PATCH', url, { cardPicture: 7 })).status).toBe(400);
  });

  it('answers 404 for a piece or a picture that is not there, and 400 for a product id that is no number', async () => {
    expect(await call('GET', '/api/admin/products/9999/pictures')).toEqual(
      refused(404, PICTURE_MESSAGES.productNotFound),
    );
    expect(await upload(9999, [{ name: 'ring.png', bytes: await photo('png') }])).toEqual(
      refused(404, PICTURE_MESSAGES.productNotFound),
    );
    expect(await call('DELETE', `/api/admin/products/${RING_ID}/pictures/pendant-gold-1`)).toEqual(
      refused(404, PICTURE_MESSAGES.pictureNotFound),
    );
    expect((await call('GET', '/api/admin/products/ring/pictures')).status).toBe(400);
    expect(
      (await shop.app.inject({ method: 'GET', url: '/images/products/nothing-640.webp' })).statusCode,
    ).toBe(404);
  });
});

describe('pictures kept in an S3-compatible bucket', () => {
  let bucket: TestBucket;
  let bucketShop: TestApp;

  beforeAll(async () => {
    bucket = await startTestBucket();
    bucketShop = await buildTestApp({ products: FIXTURE_PRODUCTS, environment: { S3_URL: bucket.url } });
  });
  afterAll(async () => {
    await bucketShop?.close();
    await bucket?.close();
  });

  it('uploads to the bucket, serves from it and removes from it', async () => {
    const owner = await signedInStaff(bucketShop, { email: 'lakshmi@shop.test', role: 'owner' });
    const body = await form([{ name: 'ring.jpg', bytes: await photo('jpeg') }]);
    const added = await bucketShop.app.inject({
      method: 'POST',
      url: '/api/admin/products/1/pictures',
      headers: { ...body.headers, ...owner },
      payload: body.payload,
    });
    expect(added.statusCode).toBe(201);
    const picture = added.json<ProductPicturesAnswer>().pictures.at(-1)!;
    const [stored] = await bucketShop.database.db.select({ total: count() }).from(storedFiles);
    expect(stored?.total).toBe(0);

    const served = await bucketShop.app.inject({ method: 'GET', url: picture.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

    await bucketShop.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/1/pictures/${picture.id}`,
      headers: owner,
    });
    expect((await bucketShop.app.inject({ method: 'GET', url: picture.url })).statusCode).toBe(404);
  });
});
