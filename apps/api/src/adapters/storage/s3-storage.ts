import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Env } from '../../config/env.ts';
import { assertKey, MEDIA_PREFIX, type Storage } from './storage.ts';

/** Objects are written once under a random name and never changed, so caches may keep them for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

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

/**
 * Any S3-compatible store (AWS, MinIO, R2…). Without S3_PUBLIC_URL the bucket can stay private: the
 * API streams objects under /media; with it, browsers load them from that address (a CDN, say).
 */
export function createS3Storage(env: S3Config): Storage {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET is required for S3 storage');
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    // The SDK's newer default checksums (CRC32 trailers on every request) are not understood by every
    // S3-compatible store; sending them only where S3 requires them works with all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without explicit keys the SDK's own chain applies (instance role, AWS_* variables, profiles).
    ...(env.S3_ACCESS_KEY_ID &&
      env.S3_SECRET_ACCESS_KEY && {
        credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      }),
  });
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
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const out = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        // DeleteObjects answers 200 even when single keys fail; a missing key is not one of those.
        const failed = out.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length)
          throw new Error(`S3 could not delete ${failed.length} object(s): ${failed[0]?.Code} ${failed[0]?.Message}`);
      }
    },
    url: (key) => (publicBase ? `${publicBase}/${key}` : `${MEDIA_PREFIX}${key}`),
  };
}
