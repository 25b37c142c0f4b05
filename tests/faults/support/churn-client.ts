import type { CatchUpResult } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { TestSocket } from '../../../apps/api/src/modules/realtime/realtime-test-client.ts';
import { backOff } from './back-off.ts';
import type { Cluster } from './cluster.ts';
import type { Member } from './members.ts';

interface Held {
  id: string;
  clientId: string;
}

/**
 * A phone in one conversation whose connection keeps dropping. It does what the web client does:
 * after each new socket's hello (which subscribes it), it catches up over HTTP from the last
 * sequence it holds without a gap, and merges live events and catch-up pages by sequence number.
 * It records what would show as a fault: one sequence number carrying two messages, or one socket
 * delivering the same sequence twice.
 */
export class ChurnClient {
  readonly held = new Map<number, Held>();
  /** When each message (by client id) was first held here, live or by catch-up. */
  readonly firstHeldAt = new Map<string, number>();
  /** Client ids of the messages this phone first held by catch-up: it was away when they came. */
  readonly caughtUp = new Set<string>();
  /** From each drop to the end of the catch-up that followed it. */
  readonly reconnectMs: number[] = [];
  readonly faults: string[] = [];
  reconnects = 0;
  /** Catch-up reads answered 503 and tried again. */
  busyAnswers = 0;
  private socket: TestSocket | null = null;
  private instance: number;

  constructor(
    private readonly cluster: Cluster,
    readonly me: Member,
    readonly peer: Member,
    first: number,
  ) {
    this.instance = first;
  }

  private hold(seq: number, m: Held, how: string): void {
    const known = this.held.get(seq);
    if (known && known.id !== m.id) this.faults.push(`seq ${seq} was ${known.id} and then ${m.id} (${how})`);
    if (known) return;
    this.held.set(seq, m);
    this.firstHeldAt.set(m.clientId, Date.now());
    if (how !== 'live') this.caughtUp.add(m.clientId);
  }

  /** The highest n with 1..n all held: where a catch-up resumes. */
  contiguous(): number {
    let n = 0;
    while (this.held.has(n + 1)) n++;
    return n;
  }

  async connect(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const socket = await TestSocket.open(this.cluster.url(this.instance), this.me.token);
        const live = new Set<number>();
        socket.ws.on('message', (data) => {
          const m = JSON.parse(String(data)) as ServerMessage;
          if (m.type !== 'chat.message_created') return;
          if (live.has(m.message.seq)) this.faults.push(`a socket delivered seq ${m.message.seq} twice`);
          live.add(m.message.seq);
          this.hold(m.message.seq, m.message, 'live');
        });
        this.socket = socket;
        break;
      } catch (err) {
        // The other instance may be the one to take us (a load balancer's next try).
        this.instance = 1 - this.instance;
        if (attempt >= 20) throw err;
        await backOff(attempt, 2);
      }
    }
    await this.catchUp();
  }

  /** The connection dies without a close handshake; the phone comes back on the other instance. */
  async drop(): Promise<void> {
    const droppedAt = Date.now();
    this.socket?.ws.terminate();
    this.socket = null;
    this.reconnects++;
    this.instance = 1 - this.instance;
    await this.connect();
    this.reconnectMs.push(Date.now() - droppedAt);
  }

  private async catchUp(): Promise<void> {
    const retryUntil = Date.now() + 30_000;
    let refusals = 0;
    for (let page = 0; page < 1_000; page++) {
      const after = this.contiguous();
      // One request resumes every chat a phone holds (POST /conversations/catch-up); this phone holds one.
      const res = await fetch(`${this.cluster.url(this.instance)}/api/conversations/catch-up`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.me.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ conversations: [{ userId: this.peer.id, after }] }),
      });
      // A moment of 503 (the database busy or away) is retried, as the web client retries it: backing
      // off with jitter up to what Retry-After asks, so a thousand phones refused together do not
      // all come back in the same instant.
      if (res.status === 503 && Date.now() < retryUntil) {
        this.busyAnswers++;
        await backOff(refusals++, Number(res.headers.get('retry-after') ?? 5));
        page--;
        continue;
      }
      if (res.status !== 200) throw new Error(`catch-up after ${after} answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as CatchUpResult;
      const [mine] = body.conversations;
      if (!mine?.connected) throw new Error(`catch-up after ${after} says the conversation is closed`);
      for (const m of mine.messages) this.hold(m.seq, m, `catch-up after ${after}`);
      if (!mine.hasNewer) return;
    }
    throw new Error('catch-up never ended');
  }

  close(): void {
    this.socket?.ws.close();
  }
}
