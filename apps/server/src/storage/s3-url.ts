/**
 * S3_URL names a bucket and the keys to it in one address:
 * `http://ACCESS_KEY:SECRET_KEY@host:port/bucket` (a MinIO or other S3-compatible server), or
 * `https://ACCESS_KEY:SECRET_KEY@s3.ap-south-1.amazonaws.com/bucket?region=ap-south-1`.
 * A path after the bucket puts every key under it (`/bucket/shop`); characters such as `/`
 * or `+` in a key are written `%2F`, `%2B`. Buckets are addressed by path, as every
 * S3-compatible server understands.
 */
export interface S3Location {
  endpoint: string;
  region: string;
  bucket: string;
  /** Put before every key: empty, or a folder ending in `/`. */
  keyPrefix: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const S3_URL_FORM =
  'S3_URL must look like http://ACCESS_KEY:SECRET_KEY@host:port/bucket (https:// for a server on the internet; ?region=… when the region is not us-east-1)';

const DEFAULT_REGION = 'us-east-1';

/** The location S3_URL names, or undefined when it is not of that form. */
export function parseS3Url(text: string): S3Location | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const [bucket = '', ...folders] = url.pathname.split('/').filter((part) => part !== '');
  if (url.username === '' || url.password === '' || bucket === '' || url.hash !== '') return undefined;
  const region = url.searchParams.get('region') ?? DEFAULT_REGION;
  try {
    return {
      endpoint: url.origin,
      region,
      bucket: decodeURIComponent(bucket),
      keyPrefix: folders.map((folder) => `${decodeURIComponent(folder)}/`).join(''),
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
    };
  } catch {
    return undefined;
  }
}
