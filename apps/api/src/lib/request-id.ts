import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Ids a proxy or client may hand us: a UUID, a trace id, a hex or base64 token. Anything longer or
 * with other characters is replaced, so nobody can forge log lines or flood them through the header.
 */
const SANE_ID = /^[A-Za-z0-9._:/+=-]{1,128}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_ID.test(value);
}

/** The caller's `x-request-id` when it is sane, otherwise a fresh UUID (unique across instances, unlike a counter). */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return isSaneRequestId(given) ? given : randomUUID();
}

/** Every answer names its request, so a member's report or a proxy's log leads to the server's log lines. */
export function returnRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}
