import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

/** Janus could not be reached or did not answer in time: streaming on it is unavailable for now. */
export class JanusUnavailable extends Error {}

/** Janus answered with an error (a refused token, a missing room…). */
export class JanusRefused extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`Janus refused (${code}): ${reason}`);
  }
}

type Json = Record<string, unknown>;

/**
 * One short WebSocket conversation with Janus (session → VideoRoom handle → synchronous requests →
 * session destroyed). Nothing outlives the call, so no instance holds Janus state another needs.
 */
export async function withVideoRoom<T>(
  url: string,
  token: string,
  timeoutMs: number,
  use: (request: (body: Json) => Promise<Json>) => Promise<T>,
): Promise<T> {
  const socket = await open(url, timeoutMs);
  const pending = new Map<string, { resolve(m: Json): void; reject(e: Error): void }>();
  socket.on('message', (raw) => {
    let msg: Json;
    try {
      msg = JSON.parse(String(raw)) as Json;
    } catch {
      return;
    }
    const waiter = typeof msg.transaction === 'string' ? pending.get(msg.transaction) : undefined;
    if (!waiter || msg.janus === 'ack') return;
    pending.delete(msg.transaction as string);
    waiter.resolve(msg);
  });
  const lost = () => {
    for (const w of pending.values()) w.reject(new JanusUnavailable('Janus closed the connection'));
    pending.clear();
  };
  socket.on('close', lost);
  socket.on('error', lost);

  function send(frame: Json): Promise<Json> {
    const transaction = randomUUID();
    return new Promise<Json>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(transaction);
        reject(new JanusUnavailable(`Janus did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(transaction, {
        resolve: (m) => (clearTimeout(timer), resolve(m)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      socket.send(JSON.stringify({ ...frame, transaction, token }), (err) => {
        if (err) pending.get(transaction)?.reject(new JanusUnavailable(err.message));
      });
    }).then((m) => {
      if (m.janus === 'error') {
        const e = m.error as { code: number; reason: string };
        throw new JanusRefused(e.code, e.reason);
      }
      return m;
    });
  }

  try {
    const session = ((await send({ janus: 'create' })).data as { id: number }).id;
    const handle = (
      (await send({ janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' })).data as { id: number }
    ).id;
    try {
      return await use(async (body) => {
        const answer = await send({ janus: 'message', session_id: session, handle_id: handle, body });
        const data = (answer.plugindata as { data: Json } | undefined)?.data ?? {};
        if (typeof data.error_code === 'number') throw new JanusRefused(data.error_code, String(data.error));
        return data;
      });
    } finally {
      await send({ janus: 'destroy', session_id: session }).catch(() => undefined);
    }
  } finally {
    socket.terminate();
  }
}

function open(url: string, timeoutMs: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'janus-protocol', { handshakeTimeout: timeoutMs });
    socket.once('open', () => resolve(socket));
    socket.once('error', (err) => reject(new JanusUnavailable(`Janus is not reachable at ${url}: ${err.message}`)));
  });
}
