/** The one way the shop talks to its S3_URL bucket: the pictures (s3-storage.ts) and the backups (bucket-folder.ts). */
import { S3Client } from '@aws-sdk/client-s3';
import type { S3Location } from './s3-url.ts';

export function createS3Client(location: S3Location): S3Client {
  return new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    // Checksums only where S3 asks for them: several S3-compatible servers refuse the
    // checksum headers the SDK otherwise adds to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
