import { WebSocket } from 'ws';
import { REALTIME_SUBPROTOCOL, type ClientMessage, type ServerMessage } from '@sankofa/contracts/realtime';

let roundTrips = 0;

/** Test-only WebSocket client: records every message and waits for specific ones (never fixed sleeps). */
export class TestSocket {
  readonly messages: ServerMessage[] = [];
  private cursor = 0;
  private waiters = new Set<() => void>();
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as ServerMessage);
      for (const w of [...this.waiters]) w();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  /** Opens a socket offering our subprotocol and the token; resolves once `hello` has arrived. */
  static async open(baseUrl: string, token: string): Promise<TestSocket> {
    const ws = new WebSocket(`${baseUrl}/api/realtime`, [REALTIME_SUBPROTOCOL, `bearer.${token}`]);
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    });
    await socket.next((m) => m.type === 'hello');
    return socket;
  }

  send(message: ClientMessage | string | Buffer): void {
    this.ws.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message));
  }

  /** The next message (after those already consumed) that matches; fails after `timeoutMs`. */
  next<T extends ServerMessage['type']>(
    match: (m: ServerMessage) => m is Extract<ServerMessage, { type: T }>,
    timeoutMs?: number,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  next(match: (m: ServerMessage) => boolean, timeoutMs = 5_000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        for (let i = this.cursor; i < this.messages.length; i++) {
          const m = this.messages[i]!;
          if (match(m)) {
            this.cursor = i + 1;
            done();
            resolve(m);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for a message; got: ${JSON.stringify(this.messages.slice(this.cursor))}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Round-trips a ping; every message sent before the pong is then in `messages`. */
  async roundTrip(ref = `rt-${++roundTrips}`): Promise<ServerMessage[]> {
    const from = this.cursor;
    this.send({ type: 'ping', ref });
    await this.next((m) => m.type === 'pong' && m.ref === ref);
    return this.messages.slice(from, this.cursor - 1);
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }
}

export function withTimeout<T>(p: Promise<T>, what: string, ms = 5_000): Promise<T> {
  return Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms).unref()),
  ]);
}

/** Polls a condition (for state with no event to wait on); fails after `ms`. */
export async function eventually(cond: () => Promise<boolean>, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
