import { DeleteObjectCommand, DeleteObjectsCommand, type S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { StorageDeleteError } from './storage.ts';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;
/** Single deletions in flight at once when a store will not take a batch. */
const ONE_BY_ONE = 8;
/**
 * Answers by which a store says it will not take a DeleteObjects request as sent (it lacks the
 * operation, or wants another checksum), as opposed to denying access or being unreachable, which
 * single deletions would meet just the same.
 */
const BATCH_REFUSED = new Set(['NotImplemented', 'InvalidRequest', 'MissingContentMD5', 'InvalidDigest', 'BadDigest']);

const batchRefused = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 501 || (err.$metadata.httpStatusCode === 400 && BATCH_REFUSED.has(err.name)));

const describe = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

async function deleteOneByOne(
  client: S3Client,
  bucket: string,
  keys: string[],
): Promise<{ key: string; err: unknown }[]> {
  const failed: { key: string; err: unknown }[] = [];
  for (let i = 0; i < keys.length; i += ONE_BY_ONE) {
    await Promise.all(
      keys.slice(i, i + ONE_BY_ONE).map(async (key) => {
        try {
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        } catch (err) {
          // S3 answers 204 for a key it does not hold; some compatible stores answer 404.
          if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return;
          failed.push({ key, err });
        }
      }),
    );
  }
  return failed;
}

/**
 * Deletes keys in batches of DeleteObjects; a batch the store refuses as a request is deleted one
 * object at a time instead. DeleteObjects answers 200 even when single keys fail, so its per-key
 * errors are read too. Every batch is tried; then whatever may remain is thrown, never only logged.
 */
export async function deleteS3Objects(client: S3Client, bucket: string, keys: string[]): Promise<void> {
  const failed: { key: string; err: unknown }[] = [];
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    const batch = keys.slice(i, i + DELETE_BATCH);
    try {
      const out = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      for (const e of out.Errors ?? []) {
        if (e.Code === 'NoSuchKey') continue;
        failed.push({ key: e.Key ?? '', err: new Error(`${e.Code}: ${e.Message}`) });
      }
    } catch (err) {
      if (batchRefused(err)) failed.push(...(await deleteOneByOne(client, bucket, batch)));
      else failed.push(...batch.map((key) => ({ key, err })));
    }
  }
  if (failed.length > 0) {
    const first = failed[0]!;
    throw new StorageDeleteError(
      failed.map((f) => f.key),
      describe(first.err),
      { cause: first.err },
    );
  }
}
