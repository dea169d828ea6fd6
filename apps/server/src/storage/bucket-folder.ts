/**
 * Whole files kept under one folder of the S3_URL bucket (the backups), streamed from disk
 * rather than held in memory as the storage's pictures are. Loaded only when S3_URL is set.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client } from './s3-client.ts';
import type { S3Location } from './s3-url.ts';

export interface BucketFolder {
  /** Copies the file on disk to the folder under this name. */
  upload(name: string, file: string): Promise<void>;
  /** The names of the files in the folder. */
  list(): Promise<string[]>;
  remove(names: readonly string[]): Promise<void>;
  close(): void;
}

export function createBucketFolder(location: S3Location, folder: string): BucketFolder {
  const client = createS3Client(location);
  const prefix = `${location.keyPrefix}${folder}/`;
  return {
    async upload(name, file) {
      const { size } = await fs.stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: `${prefix}${name}`,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: 'application/gzip',
        }),
      );
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: location.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) names.push(object.Key.slice(prefix.length));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    async remove(names) {
      if (names.length === 0) return;
      const answer = await client.send(
        new DeleteObjectsCommand({
          Bucket: location.bucket,
          Delete: { Objects: names.map((name) => ({ Key: `${prefix}${name}` })), Quiet: true },
        }),
      );
      const failed = answer.Errors?.[0];
      if (failed)
        throw new Error(`The bucket kept ${failed.Key ?? 'a backup'}: ${failed.Message ?? failed.Code}`);
    },
    close() {
      client.destroy();
    },
  };
}
