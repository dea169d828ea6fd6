/**
 * Whole files kept under one folder of a bucket (the backups), streamed from and to disk
 * rather than held in memory as the storage's pictures are. Loaded only when a bucket is set.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createS3Client } from './s3-client.ts';
import type { S3Location } from './s3-url.ts';

export interface BucketFolder {
  /** Copies the file on disk to the folder under this name. */
  upload(name: string, file: string): Promise<void>;
  /** Writes the folder's file of this name to `file` (a new file); false when there is none. */
  download(name: string, file: string): Promise<boolean>;
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
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async download(name, file) {
      let body: Readable;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: location.bucket, Key: `${prefix}${name}` }),
        );
        body = answer.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) return false;
        throw error;
      }
      await pipeline(body, createWriteStream(file, { mode: 0o600, flags: 'wx' }));
      return true;
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
