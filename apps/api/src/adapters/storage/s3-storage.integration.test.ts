import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  rawS3Client,
  s3Config,
  s3Holds,
  S3_STORES,
  s3StorageOn,
  STORE_START_TIMEOUT_MS,
} from '../../test/s3-stores.ts';
import type { S3Endpoint } from '../../test/swift-s3.ts';
import { createS3Storage } from './s3-storage.ts';
import { StorageDeleteError, type Storage } from './storage.ts';
import { photoKeys, storageContract } from './storage-contract-tests.ts';

const BUCKET = 'sankofa-test';

// The same tests against each S3 implementation: s3rver always, OpenStack Swift's S3 API when it is
// installed (SWIFT_TESTS=required in CI makes its absence a failure instead of a skip).
for (const { name, start, skip } of S3_STORES)
  describe.skipIf(skip)(`S3 storage adapter on ${name}`, () => {
    let s3: S3Endpoint;
    let storage: Storage;
    let raw: S3Client;
    beforeAll(async () => {
      s3 = await start(BUCKET);
      storage = s3StorageOn(s3);
      raw = rawS3Client(s3);
    }, STORE_START_TIMEOUT_MS);
    afterAll(async () => {
      raw?.destroy();
      await s3?.stop();
    });

    storageContract(() => ({ storage, holds: (key) => s3Holds(raw, BUCKET, key) }));

    it('stores objects with a long-lived cache header', async () => {
      const [key] = photoKeys();
      await storage.put(key!, Buffer.from('webp bytes'), 'image/webp');
      const head = await raw.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      expect(head.CacheControl).toMatch(/immutable/);
      expect(head.ContentType).toBe('image/webp');
    });

    it('still deletes through a client that sends only the SDK default checksum (one object at a time if refused)', async () => {
      const plain = new S3Client({
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: s3.credentials,
        requestChecksumCalculation: 'WHEN_REQUIRED',
      });
      const adapter = createS3Storage(s3Config(s3), plain);
      const keys = photoKeys();
      for (const key of keys) await adapter.put(key, Buffer.from('x'), 'image/webp');
      await adapter.delete(keys);
      for (const key of keys) expect(await s3Holds(raw, BUCKET, key)).toBe(false);
      plain.destroy();
    });

    it('throws, naming the keys, when the store cannot delete (here: no such bucket)', async () => {
      const nowhere = createS3Storage(s3Config(s3, { S3_BUCKET: 'sankofa-no-such-bucket' }));
      const keys = photoKeys();
      const err = await nowhere.delete(keys).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StorageDeleteError);
      expect((err as StorageDeleteError).keys).toEqual(keys);
    });
  });

describe('S3 storage adapter, without a store', () => {
  const config = s3Config({
    endpoint: 'http://127.0.0.1:9',
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    bucket: BUCKET,
    stop: async () => undefined,
  });

  it('throws for the keys a DeleteObjects answer lists as failed, though it answered 200', async () => {
    const client = new S3Client({
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    });
    // The answer a store gives when it deletes some keys of a batch and not others.
    client.middlewareStack.add(
      () => async () => ({
        output: { Errors: [{ Key: 'photos/b.webp', Code: 'AccessDenied', Message: 'Access Denied' }], $metadata: {} },
        response: {},
      }),
      { step: 'initialize', name: 'cannedDeleteObjectsAnswer' },
    );
    const err = await createS3Storage(config, client)
      .delete(['photos/a.webp', 'photos/b.webp'])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageDeleteError);
    expect((err as StorageDeleteError).keys).toEqual(['photos/b.webp']);
    expect((err as Error).message).toMatch(/AccessDenied/);
  });

  it('addresses objects through the API unless a public base URL is configured', () => {
    expect(createS3Storage(config).url('photos/abc-l.webp')).toBe('/media/photos/abc-l.webp');
    const cdn = createS3Storage({ ...config, S3_PUBLIC_URL: 'https://cdn.example.test/media/' });
    expect(cdn.url('photos/abc-l.webp')).toBe('https://cdn.example.test/media/photos/abc-l.webp');
  });
});
