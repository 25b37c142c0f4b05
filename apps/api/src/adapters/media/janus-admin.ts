import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { JanusRefused, JanusUnavailable } from './janus-connection.ts';
import { streamDescriptor, viewerDescriptor } from './janus-tokens.ts';

type Json = Record<string, unknown>;

/** Which viewer sessions to end: all of a person's, or only those watching one stream. */
export interface ViewerMatch {
  userId: string;
  streamId?: string;
}

/** A signed token's descriptors (`expiry,realm,d1,d2…:signature`); Janus checked the signature when the session opened. */
export function tokenDescriptors(token: unknown): string[] {
  if (typeof token !== 'string') return [];
  const data = token.slice(0, token.lastIndexOf(':'));
  return data.split(',').slice(2);
}

/**
 * Whether a Janus session belongs to the matched viewer: its token names them (our server signed
 * it, so a page cannot claim someone else's), and, for one stream, the token was issued for that
 * stream or one of its handles has joined that room.
 */
export function sessionMatches(token: unknown, rooms: readonly unknown[], match: ViewerMatch): boolean {
  const descriptors = tokenDescriptors(token);
  if (!descriptors.includes(viewerDescriptor(match.userId))) return false;
  if (match.streamId === undefined) return true;
  return descriptors.includes(streamDescriptor(match.streamId)) || rooms.includes(match.streamId);
}

/**
 * Ends, through Janus' admin API, every session a viewer opened with the access our server gave
 * them; Janus then tears down their subscriptions and peer connections. One short conversation:
 * the sessions are listed, each one's first handle tells its token and room, matches are destroyed.
 * Answers how many sessions were ended.
 */
export async function endViewerSessions(
  adminUrl: string,
  adminSecret: string,
  timeoutMs: number,
  match: ViewerMatch,
): Promise<number> {
  const socket = await new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(adminUrl, 'janus-admin-protocol', { handshakeTimeout: timeoutMs });
    ws.once('open', () => resolve(ws));
    ws.once('error', (err) =>
      reject(new JanusUnavailable(`Janus' admin API is not reachable at ${adminUrl}: ${err.message}`)),
    );
  });
  const pending = new Map<string, (m: Json) => void>();
  socket.on('message', (raw) => {
    let msg: Json;
    try {
      msg = JSON.parse(String(raw)) as Json;
    } catch {
      return;
    }
    const waiter = typeof msg.transaction === 'string' ? pending.get(msg.transaction) : undefined;
    if (!waiter) return;
    pending.delete(msg.transaction as string);
    waiter(msg);
  });
  const request = (body: Json) =>
    new Promise<Json>((resolve, reject) => {
      const transaction = randomUUID();
      const timer = setTimeout(
        () => (
          pending.delete(transaction),
          reject(new JanusUnavailable(`Janus' admin API did not answer within ${timeoutMs} ms`))
        ),
        timeoutMs,
      );
      pending.set(transaction, (m) => (clearTimeout(timer), resolve(m)));
      socket.send(JSON.stringify({ ...body, transaction, admin_secret: adminSecret }));
    }).then((m) => {
      if (m.janus === 'error') {
        const e = m.error as { code: number; reason: string };
        throw new JanusRefused(e.code, e.reason);
      }
      return m;
    });
  // A session that ends on its own between the listing and a later question is no error.
  const gone = (err: unknown) => {
    if (err instanceof JanusRefused) return null;
    throw err;
  };

  try {
    const sessions = ((await request({ janus: 'list_sessions' })).sessions as number[] | undefined) ?? [];
    let ended = 0;
    for (const session_id of sessions) {
      const listed = await request({ janus: 'list_handles', session_id }).catch(gone);
      const handles = (listed?.handles as number[] | undefined) ?? [];
      let token: unknown;
      const rooms: unknown[] = [];
      for (const handle_id of handles) {
        const info = ((await request({ janus: 'handle_info', session_id, handle_id }).catch(gone))?.info ?? {}) as Json;
        token ??= info.token;
        rooms.push((info.plugin_specific as Json | undefined)?.room);
      }
      if (!sessionMatches(token, rooms, match)) continue;
      if (await request({ janus: 'destroy_session', session_id }).catch(gone)) ended++;
    }
    return ended;
  } finally {
    socket.terminate();
  }
}
