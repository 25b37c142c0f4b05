import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * Names a file to which every error answer appends one `METHOD /route/:param code` line. Only the
 * integration suite sets it (its global setup), so the endpoint table's error lists can be held to
 * the codes routes really answer (decision 0059); a server never logs this way.
 */
export const ERROR_CODE_LOG = 'SANKOFA_ERROR_CODE_LOG';

/** The route's pattern as the endpoint table writes it: no trailing slash, HEAD counted as the GET it runs. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url.replace(/(.)\/$/, '$1')}`;
}

export function logErrorCodes(app: FastifyInstance, file = process.env[ERROR_CODE_LOG]): void {
  if (!file) return;
  app.addHook('onSend', async (req, reply, payload) => {
    const route = req.routeOptions.url;
    const code = reply.statusCode >= 400 && typeof payload === 'string' ? codeOf(payload) : undefined;
    // Short appends to one file are atomic, so the suite's parallel workers can share it.
    if (route && code) appendFileSync(file, `${routeKey(req.method, route)} ${code}\n`);
    return payload;
  });
}

function codeOf(payload: string): string | undefined {
  try {
    const code: unknown = (JSON.parse(payload) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
