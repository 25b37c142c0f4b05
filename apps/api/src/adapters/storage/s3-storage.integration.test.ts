import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

// s3rver is an in-process S3 look-alike: the real SDK speaks real S3 HTTP to it, nothing leaves the machine.
const BUCKET = 'sankofa-test';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver;
let dir: string;
let endpoint: string;
let storage: Storage;

const config = (extra: { S3_PUBLIC_URL?: string } = {}) => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  S3_FORCE_PATH_STYLE: true,
  ...extra,
});
const newKey = () => `photos/${randomBytes(16).toString('hex')}-l.webp`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sankofa-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = createS3Storage(config());
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('S3 storage adapter', () => {
  it('stores an object with its type and a long-lived cache header, and streams it back', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
    const got = await storage.get(key);
    expect(got).not.toBeNull();
    expect(got!.contentType).toBe('image/webp');
    expect(got!.size).toBe(10);
    expect(await text(got!.body)).toBe('webp bytes');

    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.CacheControl).toMatch(/immutable/);
  });

  it('answers null for a missing object', async () => {
    expect(await storage.get(newKey())).toBeNull();
  });

  it('deletes several objects at once, missing ones included', async () => {
    const [a, b] = [newKey(), newKey()];
    await storage.put(a, Buffer.from('a'), 'image/webp');
    await storage.put(b, Buffer.from('b'), 'image/webp');
    await storage.delete([a, b, newKey()]);
    expect(await storage.get(a)).toBeNull();
    expect(await storage.get(b)).toBeNull();
    await storage.delete([]);
  });

  it('refuses keys that are not ours before any request', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'image/webp')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('photos/../../x.webp')).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete(['/abs.webp'])).rejects.toThrow(/invalid storage key/);
    await expect(storage.get(`photos/${'a'.repeat(5_000)}.webp`)).rejects.toThrow(/invalid storage key/);
  });

  it('answers "no such object" for a well-formed name it does not hold', async () => {
    expect(await storage.get(`photos/${'a'.repeat(64)}.webp`)).toBeNull();
  });

  it('addresses objects through the API unless a public base URL is configured', () => {
    expect(storage.url('photos/abc-l.webp')).toBe('/media/photos/abc-l.webp');
    const cdn = createS3Storage(config({ S3_PUBLIC_URL: 'https://cdn.example.test/media/' }));
    expect(cdn.url('photos/abc-l.webp')).toBe('https://cdn.example.test/media/photos/abc-l.webp');
  });
});
