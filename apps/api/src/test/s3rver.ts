import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Endpoint } from './swift-s3.ts';

/** s3rver is an in-process S3 look-alike: the real SDK speaks real S3 HTTP to it, nothing leaves the machine. */
export async function startS3rver(bucket: string): Promise<S3Endpoint> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sankofa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    bucket,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
