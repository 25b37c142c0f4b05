import { HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createS3Storage } from '../adapters/storage/s3-storage.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import { startS3rver } from './s3rver.ts';
import { startSwiftS3, swiftRequired, swiftUnavailable, type S3Endpoint } from './swift-s3.ts';

/** An S3 implementation the storage tests run against, and why it is skipped here (null: it runs). */
export interface S3Store {
  name: string;
  start(bucket: string): Promise<S3Endpoint>;
  skip: string | null;
}

const swiftMissing = swiftUnavailable();
if (swiftMissing && !swiftRequired()) console.warn(`Skipping the Swift storage tests. ${swiftMissing}`);

export const S3_STORES: S3Store[] = [
  { name: 's3rver', start: startS3rver, skip: null },
  {
    name: 'OpenStack Swift (s3api)',
    start: async (bucket) => {
      if (swiftMissing) throw new Error(`SWIFT_TESTS=required, but: ${swiftMissing}`);
      return startSwiftS3(bucket);
    },
    skip: swiftRequired() ? null : swiftMissing,
  },
];

/** Starting Swift here takes seconds, more on a busy machine; a broken install fails within this. */
export const STORE_START_TIMEOUT_MS = 240_000;

export const s3Config = (s3: S3Endpoint, extra: { S3_PUBLIC_URL?: string; S3_BUCKET?: string } = {}) => ({
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: s3.region,
  S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  S3_FORCE_PATH_STYLE: true,
  ...extra,
});

export const s3StorageOn = (s3: S3Endpoint): Storage => createS3Storage(s3Config(s3));

/** A plain SDK client, to look at the bucket past the adapter. */
export const rawS3Client = (s3: S3Endpoint) =>
  new S3Client({ region: s3.region, endpoint: s3.endpoint, forcePathStyle: true, credentials: s3.credentials });

/** Whether the bucket still holds `key`, asked directly rather than through the adapter. */
export async function s3Holds(client: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (err) {
    if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return false;
    throw err;
  }
}
