/** An S3-compatible server for tests (s3rver), on a free port, with one empty bucket. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestBucket {
  /** The bucket as S3_URL names it. */
  url: string;
  /** The files s3rver keeps for the bucket, one folder per object key. */
  directory: string;
  close(): Promise<void>;
}

export async function startTestBucket(bucket = 'shop-pictures'): Promise<TestBucket> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver's own keys.
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    directory,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
