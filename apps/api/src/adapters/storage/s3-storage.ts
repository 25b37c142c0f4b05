import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Env } from '../../config/env.ts';
import { assertKey, MEDIA_PREFIX, type Storage } from './storage.ts';
import { useContentMd5 } from './s3-content-md5.ts';
import { deleteS3Objects } from './s3-delete.ts';

/** Objects are written once under a random name and never changed, so caches may keep them for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type S3Config = Pick<
  Env,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_URL'
>;

/** The SDK client as every S3-compatible store accepts it. */
export function createS3Client(env: Omit<S3Config, 'S3_BUCKET' | 'S3_PUBLIC_URL'>): S3Client {
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    // The SDK's newer default checksums (CRC32 trailers on every request) are not understood by every
    // S3-compatible store; sending them only where S3 requires them (and then as Content-MD5, see
    // s3-content-md5.ts) works with all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without explicit keys the SDK's own chain applies (instance role, AWS_* variables, profiles).
    ...(env.S3_ACCESS_KEY_ID &&
      env.S3_SECRET_ACCESS_KEY && {
        credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      }),
  });
  useContentMd5(client);
  return client;
}

/**
 * Any S3-compatible store (AWS, MinIO, R2, Swift…). Without S3_PUBLIC_URL the bucket can stay private:
 * the API streams objects under /media; with it, browsers load them from that address (a CDN, say).
 * `client` is for tests that need to see how the adapter copes with a client built otherwise.
 */
export function createS3Storage(env: S3Config, client = createS3Client(env)): Storage {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET is required for S3 storage');
  const publicBase = env.S3_PUBLIC_URL?.replace(/\/+$/, '');

  return {
    async put(key, body, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      assertKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(out.Body instanceof Readable)) throw new Error(`S3 returned no stream for ${key}`);
        return {
          body: out.Body,
          contentType: out.ContentType ?? 'application/octet-stream',
          size: out.ContentLength ?? 0,
        };
      } catch (err) {
        if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404))
          return null;
        throw err;
      }
    },
    async delete(keys) {
      keys.forEach(assertKey);
      await deleteS3Objects(client, bucket, keys);
    },
    url: (key) => (publicBase ? `${publicBase}/${key}` : `${MEDIA_PREFIX}${key}`),
  };
}
