import { createHash } from 'node:crypto';
import type { S3Client, ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/client-s3';
import type { BuildMiddleware } from '@smithy/types';

const CHECKSUM_HEADER = /^x-amz-(?:checksum-[a-z0-9]+|sdk-checksum-algorithm)$/i;

/**
 * Where S3 requires a body checksum (DeleteObjects is the one we send), the SDK now sends a CRC32 in
 * `x-amz-checksum-crc32`; S3 itself still accepts the older `Content-MD5` for these operations, and
 * several S3-compatible stores (OpenStack Swift's s3api among them) accept nothing else and refuse
 * the request outright. So such requests carry Content-MD5 instead. It runs after the SDK's checksum
 * step and before signing, so the header it sets is signed like any other.
 */
export function useContentMd5(client: S3Client): void {
  const contentMd5: BuildMiddleware<ServiceInputTypes, ServiceOutputTypes> = (next) => async (args) => {
    const request = args.request as { headers?: Record<string, string>; body?: unknown };
    const { headers, body } = request;
    const buffered = typeof body === 'string' || body instanceof Uint8Array;
    if (headers && buffered && Object.keys(headers).some((h) => CHECKSUM_HEADER.test(h))) {
      for (const h of Object.keys(headers)) if (CHECKSUM_HEADER.test(h)) delete headers[h];
      headers['content-md5'] = createHash('md5').update(body).digest('base64');
    }
    return next(args);
  };
  client.middlewareStack.addRelativeTo(contentMd5, {
    relation: 'after',
    toMiddleware: 'flexibleChecksumsMiddleware',
    name: 'contentMd5InsteadOfCrc',
    override: true,
  });
}
