import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { MEDIA_NAME } from '../../adapters/storage/storage.ts';
import { mediaNotFound } from './photo-errors.ts';

/** A stored file never changes under its name (a new photo gets a new random name). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Streams a stored photo. Only names of our own making are looked up, so `..`, encoded slashes or
 * absolute paths never reach the storage adapter; anything else is a plain 404.
 */
export async function sendMedia(
  deps: Pick<AppDeps, 'storage'>,
  key: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (!MEDIA_NAME.test(key)) throw mediaNotFound();
  const object = await deps.storage.get(key);
  if (!object) throw mediaNotFound();
  return reply
    .header('content-type', object.contentType)
    .header('content-length', String(object.size))
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .send(object.body);
}
