import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

type Json = Record<string, unknown>;

/**
 * A Janus session driven frame by frame, each frame with the token the caller chooses: for tests of
 * how Janus treats tokens over a session's life (expiry, renewal) and for benches that hold many
 * sessions open. Answers are matched by transaction; the first answer (an ack included) resolves.
 */
export class JanusRawSession {
  private readonly pending = new Map<string, (m: Json) => void>();
  /** Events Janus pushed on its own (no transaction of ours), newest last. */
  readonly events: Json[] = [];
  onEvent: ((m: Json) => void) | null = null;
  id = 0;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as Json;
      const waiter = typeof msg.transaction === 'string' ? this.pending.get(msg.transaction) : undefined;
      // A plugin request is acked first; its result comes as an event on the same transaction.
      if (waiter && !(msg.janus === 'ack' && this.asyncTransactions.has(msg.transaction as string))) {
        this.pending.delete(msg.transaction as string);
        this.asyncTransactions.delete(msg.transaction as string);
        waiter(msg);
        return;
      }
      if (msg.janus !== 'ack') {
        this.events.push(msg);
        this.onEvent?.(msg);
      }
    });
  }
  private readonly asyncTransactions = new Set<string>();

  static async open(url: string): Promise<JanusRawSession> {
    const socket = new WebSocket(url, 'janus-protocol');
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new JanusRawSession(socket);
  }

  /** Sends one frame with this token; `waitForEvent` for plugin messages whose answer follows the ack. */
  send(frame: Json, token: string, waitForEvent = false): Promise<Json> {
    const transaction = randomUUID();
    if (waitForEvent) this.asyncTransactions.add(transaction);
    return new Promise<Json>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new Error(`Janus did not answer ${JSON.stringify(frame)}`));
      }, 10_000);
      this.pending.set(transaction, (m) => (clearTimeout(timer), resolve(m)));
      this.socket.send(JSON.stringify({ ...frame, transaction, token, ...(this.id && { session_id: this.id }) }));
    });
  }

  async create(token: string): Promise<void> {
    const answer = await this.send({ janus: 'create' }, token);
    if (answer.janus !== 'success') throw new Error(`no session: ${JSON.stringify(answer)}`);
    this.id = (answer.data as { id: number }).id;
  }

  async attach(token: string): Promise<number> {
    const answer = await this.send({ janus: 'attach', plugin: 'janus.plugin.videoroom' }, token);
    if (answer.janus !== 'success') throw new Error(`no handle: ${JSON.stringify(answer)}`);
    return (answer.data as { id: number }).id;
  }

  /** A VideoRoom request on a handle: its plugin data (synchronous requests and joins alike), or the error frame. */
  async message(
    handle: number,
    body: Json,
    token: string,
    jsep?: Json,
  ): Promise<{ data: Json; jsep?: Json; frame: Json }> {
    const frame = await this.send({ janus: 'message', handle_id: handle, body, ...(jsep && { jsep }) }, token, true);
    const data = ((frame.plugindata as { data?: Json } | undefined)?.data ?? {}) as Json;
    return { data, frame, ...(frame.jsep ? { jsep: frame.jsep as Json } : {}) };
  }

  trickle(handle: number, candidate: Json | null, token: string): void {
    this.socket.send(
      JSON.stringify({
        janus: 'trickle',
        handle_id: handle,
        session_id: this.id,
        transaction: randomUUID(),
        token,
        candidate: candidate ?? { completed: true },
      }),
    );
  }

  close(): void {
    this.socket.terminate();
  }
}
