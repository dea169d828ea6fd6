import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { startTestBucket, type TestBucket } from '../test-support/s3-bucket.ts';
import { createTestDatabase } from '../test-support/test-app.ts';
import { createFileStorage, type FileStorage } from './file-storage.ts';
import { parseS3Url } from './s3-url.ts';

describe('the address of a bucket, S3_URL', () => {
  it('names the server, the keys and the bucket', () => {
    expect(parseS3Url('http://minio:secret%2Fkey@127.0.0.1:9000/pictures')).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'pictures',
      keyPrefix: '',
      accessKeyId: 'minio',
      secretAccessKey: 'secret/key',
    });
  });

  it('takes a region and a folder inside the bucket', () => {
    expect(
      parseS3Url('https://AKIA:s3cret@s3.ap-south-1.amazonaws.com/velli-thangam/shop/live?region=ap-south-1'),
    ).toMatchObject({
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      region: 'ap-south-1',
      bucket: 'velli-thangam',
      keyPrefix: 'shop/live/',
    });
  });

  it.each([
    ['no keys', 'http://127.0.0.1:9000/pictures'],
    ['no secret', 'http://minio@127.0.0.1:9000/pictures'],
    ['no bucket', 'http://minio:secret@127.0.0.1:9000/'],
    ['another protocol', 's3://minio:secret@pictures'],
    ['no address at all', 'pictures'],
  ])('refuses an address with %s', (_problem, url) => {
    expect(parseS3Url(url)).toBeUndefined();
  });
});

const picture = {
  contentType: 'image/webp',
  bytes: Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 a picture'),
};

describe.each(['database', 's3'] as const)('files kept in the %s', (kind) => {
  let database: DatabaseHandle;
  let bucket: TestBucket | undefined;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await createTestDatabase();
    bucket = kind === 's3' ? await startTestBucket() : undefined;
    storage = await createFileStorage(database.db, bucket ? parseS3Url(bucket.url) : undefined);
  });
  afterAll(async () => {
    await storage?.close();
    await bucket?.close();
    await database?.close();
  });

  it('is the storage asked for', () => {
    expect(storage.kind).toBe(kind);
  });

  it('gives back a file as it was put, with its type', async () => {
    await storage.put('product-pictures/a-640.webp', picture);
    expect(await storage.get('product-pictures/a-640.webp')).toEqual(picture);
  });

  it('has nothing under a key never written', async () => {
    expect(await storage.get('product-pictures/never-640.webp')).toBeUndefined();
  });

  it('keeps the last file put under a key', async () => {
    const second = { contentType: 'image/png', bytes: Buffer.from('another picture') };
    await storage.put('product-pictures/b-640.webp', picture);
    await storage.put('product-pictures/b-640.webp', second);
    expect(await storage.get('product-pictures/b-640.webp')).toEqual(second);
  });

  it('removes files, and takes keys with no file without a fault', async () => {
    await storage.put('product-pictures/c-320.webp', picture);
    await storage.put('product-pictures/c-640.webp', picture);
    await storage.remove([
      'product-pictures/c-320.webp',
      'product-pictures/c-640.webp',
      'product-pictures/none',
    ]);
    expect(await storage.get('product-pictures/c-320.webp')).toBeUndefined();
    expect(await storage.get('product-pictures/c-640.webp')).toBeUndefined();
    await storage.remove([]);
  });
});
