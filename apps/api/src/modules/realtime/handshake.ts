import type { FastifyRequest } from 'fastify';
import type { WebSocketServer } from 'ws';
import { REALTIME_SUBPROTOCOL } from '@sankofa/contracts/realtime';
import { bearerToken } from '../auth/authenticate.ts';

const BEARER_PREFIX = 'bearer.';

/** The subprotocols the client offered, in order. */
export function offeredSubprotocols(req: FastifyRequest): string[] {
  const raw = req.headers['sec-websocket-protocol'];
  if (!raw) return [];
  return (Array.isArray(raw) ? raw.join(',') : raw)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The access token: the `bearer.<jwt>` subprotocol (browsers), else an Authorization header (other clients). */
export function handshakeToken(req: FastifyRequest, offered: readonly string[]): string | null {
  const p = offered.find((x) => x.startsWith(BEARER_PREFIX));
  if (p) return p.slice(BEARER_PREFIX.length) || null;
  return bearerToken(req);
}

/** Picks only our protocol; the bearer token is never echoed back in the response headers. */
function selectSubprotocol(protocols: Set<string>): string | false {
  return protocols.has(REALTIME_SUBPROTOCOL) ? REALTIME_SUBPROTOCOL : false;
}

/**
 * @fastify/websocket creates the ws server without `handleProtocols`, and ws would then accept the
 * first offered protocol. Install ours unless the app already configured one.
 */
export function installSubprotocolSelection(wss: WebSocketServer): void {
  if (!wss.options.handleProtocols) wss.options.handleProtocols = selectSubprotocol;
}
