import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, UPLOAD_MAX_BYTES, fileUrl } from '@shop/shared/files';
import { uploads } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { UPLOADS_PER_ADDRESS } from './routes.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(async () => {
  await shop?.close();
});

let addresses = 0;
/** Each upload comes from an address of its own, so the limit per address never carries over. */
function newAddress(): string {
  addresses += 1;
  return `10.20.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

interface SentFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/** A multipart form as a browser sends it, serialised by the platform's own FormData. */
async function multipartForm(file: SentFile | undefined, field = 'file') {
  const form = new FormData();
  form.append('note', 'for the ring');
  if (file) form.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://shop.test/api/files', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function call(options: InjectOptions) {
  const response = await shop.app.inject({ remoteAddress: newAddress(), ...options });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function upload(file: SentFile | undefined, query = '', field = 'file') {
  return call({ method: 'POST', url: `/api/files${query}`, ...(await multipartForm(file, field)) });
}

async function fetchFile(url: string) {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

async function storedUploads(): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(uploads);
  return row?.n ?? 0;
}

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c9a227' } });

const jpeg = async (): Promise<SentFile> => ({
  bytes: await canvas(60, 40).jpeg().toBuffer(),
  name: 'fingerprint.jpg',
  type: 'image/jpeg',
});
const png = async (): Promise<SentFile> => ({
  bytes: await sharp({ create: { width: 24, height: 24, channels: 4, background: '#1e3a8a80' } })
    .png()
    .toBuffer(),
  name: 'thumb.png',
  type: 'image/png',
});
const animatedGif = async (): Promise<SentFile> => {
  const frames = await Promise.all(
    ['#b91c1c', '#15803d'].map((background) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return {
    bytes: await sharp(frames, { join: { animated: true } })
      .gif({ delay: [300, 300], loop: 0 })
      .toBuffer(),
    name: 'sparkle.gif',
    type: 'image/gif',
  };
};
const pdf: SentFile = {
  bytes: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
  name: 'design.pdf',
  type: 'application/pdf',
};
const svg = (name: string, type: string): SentFile => ({
  bytes: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  ),
  name,
  type,
});

const refusal = (status: number, message: string) => ({ status, body: { success: false, message } });

describe('uploading a picture', () => {
  it.each([
    ['a JPEG', jpeg, 'image/jpeg', 'jpg'],
    ['a PNG', png, 'image/png', 'png'],
    ['a GIF', animatedGif, 'image/gif', 'gif'],
  ])('keeps %s and serves it back as that picture', async (_name, make, contentType, extension) => {
    const file = await make();
    const answer = await upload(file, '?type=fingerprint');
    expect(answer).toMatchObject({ status: 201, body: { success: true, fileId: expect.any(String) } });
    const fileId = answer.body.fileId as string;
    expect(answer.body.url).toBe(fileUrl(fileId));

    const served = await fetchFile(answer.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toBe(`inline; filename="upload-${fileId}.${extension}"`);
    expect(served.headers['content-security-policy']).not.toContain('sandbox');
    const picture = await sharp(served.bytes).metadata();
    expect(picture.format).toBe(extension === 'jpg' ? 'jpeg' : extension);

    const [row] = await shop.database.db.select().from(uploads).where(eq(uploads.id, fileId));
    expect(row).toMatchObject({ contentType, byteSize: served.bytes.length, placedAt: null });
  });

  it('takes a picture for the image personalisation when no type is given', async () => {
    expect((await upload(await png())).status).toBe(201);
  });

  it('keeps every frame of an animated GIF', async () => {
    const answer = await upload(await animatedGif(), '?type=image');
    const served = await fetchFile(answer.body.url);
    const picture = await sharp(served.bytes, { animated: true }).metadata();
    expect(picture.pages).toBe(2);
    expect(picture.delay).toEqual([300, 300]);
  });

  it('removes the place a phone photograph was taken, and turns it upright', async () => {
    const photograph = await canvas(60, 40)
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
        IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 52/1' },
      })
      .jpeg()
      .toBuffer();
    const sent = await sharp(photograph).metadata();
    expect(sent.exif?.toString('latin1')).toContain('WGS-84');
    expect(sent.orientation).toBe(6);

    const answer = await upload({ bytes: photograph, name: 'IMG_2041.jpg', type: 'image/jpeg' });
    const served = await fetchFile(answer.body.url);
    const kept = await sharp(served.bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(served.bytes.toString('latin1')).not.toContain('WGS-84');
    expect(served.bytes.toString('latin1')).not.toContain('PhoneCo');
    // Orientation 6 is a quarter turn: the stored picture is already the right way up.
    expect({ width: kept.width, height: kept.height, orientation: kept.orientation }).toEqual({
      width: 40,
      height: 60,
      orientation: undefined,
    });
  });
});

describe('uploading a PDF', () => {
  it('keeps it for the combined personalisation and serves it back sandboxed, byte for byte', async () => {
    const answer = await upload(pdf, '?type=combined');
    expect(answer.status).toBe(201);
    const served = await fetchFile(answer.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toBe(`inline; filename="upload-${answer.body.fileId}.pdf"`);
    expect(served.bytes.equals(pdf.bytes)).toBe(true);
  });

  it.each([['?type=fingerprint'], ['?type=image'], ['']])(
    'refuses it for a picture personalisation (%s)',
    async (query) => {
      expect(await upload(pdf, query)).toMatchObject(refusal(400, FILE_MESSAGES.notImage));
    },
  );
});

describe('files that are not what they claim', () => {
  it('refuses text named .jpg and sent as a JPEG', async () => {
    const text = { bytes: Buffer.from('just some words, no picture'), name: 'ring.jpg', type: 'image/jpeg' };
    expect(await upload(text)).toMatchObject(refusal(400, FILE_MESSAGES.notImage));
    expect(await upload(text, '?type=combined')).toMatchObject(refusal(400, FILE_MESSAGES.notImageOrPdf));
  });

  it('refuses an SVG renamed to .png and sent as a PNG', async () => {
    expect(await upload(svg('logo.png', 'image/png'))).toMatchObject(refusal(400, FILE_MESSAGES.notImage));
  });

  it('refuses an SVG sent as what it is', async () => {
    expect(await upload(svg('logo.svg', 'image/svg+xml'), '?type=combined')).toMatchObject(
      refusal(400, FILE_MESSAGES.notImageOrPdf),
    );
  });

  it('refuses an HTML page', async () => {
    const page = {
      bytes: Buffer.from('<!doctype html><html><body><script>fetch("/user/profile")</script></body></html>'),
      name: 'photo.gif',
      type: 'image/gif',
    };
    expect(await upload(page)).toMatchObject(refusal(400, FILE_MESSAGES.notImage));
  });

  it('refuses a file with a JPEG’s first bytes and no picture after them', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html>not a picture</html>'),
    ]);
    expect(await upload({ bytes: fake, name: 'a.jpg', type: 'image/jpeg' })).toMatchObject(
      refusal(400, FILE_MESSAGES.notImage),
    );
  });

  it('refuses a JPEG cut off half way', async () => {
    const noise = Buffer.alloc(200 * 150 * 3, 0);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
    const whole = await sharp(noise, { raw: { width: 200, height: 150, channels: 3 } })
      .jpeg()
      .toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length * 0.7));
    expect(await upload({ bytes: cut, name: 'cut.jpg', type: 'image/jpeg' })).toMatchObject(
      refusal(400, FILE_MESSAGES.notImage),
    );
  });

  it('refuses a picture that would unpack into more pixels than the shop decodes', async () => {
    // A few kilobytes of PNG that unpack into 52 megapixels.
    const huge = await sharp({ create: { width: 7200, height: 7200, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expect(await upload({ bytes: huge, name: 'plain.png', type: 'image/png' })).toMatchObject(
      refusal(400, FILE_MESSAGES.tooManyPixels),
    );
  });

  it('stores nothing for a refused file', async () => {
    const before = await storedUploads();
    await upload(svg('logo.png', 'image/png'));
    await upload(pdf, '?type=fingerprint');
    expect(await storedUploads()).toBe(before);
  });
});

describe('forms without a usable file', () => {
  it('refuses 6 MB with 413 and says the limit', async () => {
    const big = { bytes: Buffer.alloc(6 * 1024 * 1024, 0xff), name: 'big.jpg', type: 'image/jpeg' };
    expect(await upload(big)).toMatchObject(refusal(413, FILE_MESSAGES.tooLarge));
  });

  it('refuses 6 MB sent without a length, while reading it', async () => {
    const form = await multipartForm({
      bytes: Buffer.alloc(6 * 1024 * 1024, 0xff),
      name: 'big.jpg',
      type: 'image/jpeg',
    });
    const answer = await call({
      method: 'POST',
      url: '/api/files',
      headers: { ...form.headers, 'transfer-encoding': 'chunked' },
      payload: Readable.from([form.payload]),
    });
    expect(answer).toMatchObject(refusal(413, FILE_MESSAGES.tooLarge));
  });

  it('takes a file of exactly 5 MB as far as checking what it is', async () => {
    const atLimit = { bytes: Buffer.alloc(UPLOAD_MAX_BYTES, 0x20), name: 'five.jpg', type: 'image/jpeg' };
    expect(await upload(atLimit)).toMatchObject(refusal(400, FILE_MESSAGES.notImage));
  });

  it('refuses an empty file', async () => {
    const empty = { bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' };
    expect(await upload(empty)).toMatchObject(refusal(400, FILE_MESSAGES.empty));
  });

  it('refuses a form without a file', async () => {
    expect(await upload(undefined)).toMatchObject(refusal(400, FILE_MESSAGES.missing));
  });

  it('refuses a file sent under another field name', async () => {
    expect(await upload(await png(), '', 'picture')).toMatchObject(refusal(400, FILE_MESSAGES.missing));
  });

  it('refuses a request that is not a multipart form', async () => {
    const answer = await call({
      method: 'POST',
      url: '/api/files',
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(answer).toMatchObject(refusal(400, FILE_MESSAGES.notAForm));
  });

  it('refuses a multipart form cut off before its end', async () => {
    const form = await multipartForm(await png());
    const answer = await call({
      method: 'POST',
      url: '/api/files',
      headers: form.headers,
      payload: form.payload.subarray(0, form.payload.length - 60),
    });
    expect(answer).toMatchObject(refusal(400, FILE_MESSAGES.notAForm));
  });

  it('refuses a personalisation type the shop does not know', async () => {
    expect(await upload(await png(), '?type=engraving')).toMatchObject(
      refusal(400, 'The upload type must be fingerprint, image or combined.'),
    );
  });
});

describe('the limit on uploads', () => {
  it(`stops an address after ${UPLOADS_PER_ADDRESS.max} uploads in an hour, and says when to try again`, async () => {
    const remoteAddress = '10.99.0.1';
    const form = await multipartForm(await png());
    const send = (from: string) =>
      shop.app.inject({ method: 'POST', url: '/api/files?type=image', remoteAddress: from, ...form });
    for (let attempt = 0; attempt < UPLOADS_PER_ADDRESS.max; attempt += 1) {
      expect((await send(remoteAddress)).statusCode).toBe(201);
    }
    const refused = await send(remoteAddress);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual(
      refusal(429, FILE_MESSAGES.tooManyUploads),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await send('10.99.0.2')).statusCode).toBe(201);
  });
});

describe('fetching a file', () => {
  it('answers 404 with a message for an id that was never uploaded', async () => {
    const answer = await call({ method: 'GET', url: fileUrl('7d444840-9dc0-41c1-a3b5-2a1f7e7f9a10') });
    expect(answer).toMatchObject(refusal(404, FILE_MESSAGES.notFound));
    expect(answer.headers['cache-control']).toBeUndefined();
  });

  it.each([['not-a-file-id'], ['..%2F..%2Fetc%2Fpasswd'], ['123'], ['7d444840-9dc0-41c1-a3b5-2a1f7e7f9a1']])(
    'answers 404, not a fault, for the malformed id %s',
    async (id) => {
      expect(await call({ method: 'GET', url: `/api/files/${id}` })).toMatchObject(
        refusal(404, FILE_MESSAGES.notFound),
      );
    },
  );
});
