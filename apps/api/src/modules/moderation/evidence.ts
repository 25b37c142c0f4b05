import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';

const EVIDENCE = 'evidence/';
/** Where moderators load a copy from; never under the public /media route. */
export const evidenceUrl = (name: string) => `/api/mod/evidence/${name}`;

async function bytesOf(body: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(typeof c === 'string' ? Buffer.from(c) : c);
  return Buffer.concat(chunks);
}

/**
 * Copies a stored photo for the moderators: the report must show the photo as it was, even after its
 * owner deletes it (which deletes the stored file). Answers the copy's URL, or null when the file is
 * already gone.
 */
export async function keepEvidence(deps: Pick<AppDeps, 'storage'>, key: string): Promise<string | null> {
  const object = await deps.storage.get(key);
  if (!object) return null;
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await deps.storage.put(`${EVIDENCE}${name}`, await bytesOf(object.body), object.contentType);
  return evidenceUrl(name);
}

/** Streams a copy to a moderator (the route is moderator-only), never cached by a shared cache. */
export async function sendEvidence(
  deps: Pick<AppDeps, 'storage'>,
  name: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const object = await deps.storage.get(`${EVIDENCE}${name}`);
  if (!object) throw new AppError(404, 'not_found', 'This copy is not kept any more.');
  return reply
    .header('content-type', object.contentType)
    .header('content-length', String(object.size))
    .header('x-content-type-options', 'nosniff')
    .send(object.body);
}
