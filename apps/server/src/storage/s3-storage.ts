import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.ts';
import { createS3Client } from './s3-client.ts';
import type { S3Location } from './s3-url.ts';

/** S3 refuses a DeleteObjects of more keys than this. */
const KEYS_PER_DELETE = 1000;

/** Files as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …). */
export function createS3Storage(location: S3Location): FileStorage {
  const client = createS3Client(location);
  const { bucket } = location;
  const keyOf = (key: string) => `${location.keyPrefix}${key}`;

  return {
    kind: 's3',
    async put(key, file) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: file.bytes,
          ContentType: file.contentType,
          ContentLength: file.bytes.length,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!answer.Body) return undefined;
        const bytes = Buffer.from(await answer.Body.transformToByteArray());
        return { contentType: answer.ContentType ?? 'application/octet-stream', bytes };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async remove(keys) {
      for (let start = 0; start < keys.length; start += KEYS_PER_DELETE) {
        const objects = keys.slice(start, start + KEYS_PER_DELETE).map((key) => ({ Key: keyOf(key) }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        const failed = answer.Errors?.[0];
        if (failed)
          throw new Error(`The bucket kept ${failed.Key ?? 'a file'}: ${failed.Message ?? failed.Code}`);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
