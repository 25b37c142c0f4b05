import { randomUUID } from 'node:crypto';
import { backOff } from './back-off.ts';
import type { Cluster } from './cluster.ts';

export type Outcome = 'acked' | 'refused' | 'unknown';

/** One write a client meant to make, and what it learnt of it. */
export interface ChatOp {
  sender: string;
  recipient: string;
  clientId: string;
  kind: 'text' | 'gift';
  outcome: Outcome;
  attempts: number;
}

const REQUEST_TIMEOUT_MS = 5_000;
/** A writer backs off at most this long after a 503, so one refused near the end of a fault still lands in time. */
const BUSY_WAIT_CAP_SECONDS = 1;

/**
 * A member's client: sends through a random instance and, when the answer is lost (the instance died,
 * a 5xx, a timeout), sends the same write with the same client id again, alternating instances, until
 * it gets an answer or the run ends. A 4xx other than 429 is the server's final word.
 */
export async function writeUntilAnswered(
  cluster: Cluster,
  op: { outcome: Outcome; attempts: number; lastAnswer?: string },
  token: string,
  path: string,
  body: object,
  until: number,
): Promise<void> {
  let instance = Math.random() < 0.5 ? 0 : 1;
  let busy = 0;
  while (Date.now() < until) {
    op.attempts++;
    try {
      const res = await fetch(`${cluster.url(instance)}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      op.lastAnswer = `${res.status} ${res.status === 200 ? '' : (await res.clone().text()).slice(0, 200)}`;
      if (res.status === 200) {
        op.outcome = 'acked';
        return;
      }
      // A 429 is worth retrying only if its wait ends before the client gives up (a rate limit's
      // seconds, not a daily allowance's hours): otherwise it is the server's final word.
      const waitMs = Number(res.headers.get('retry-after') ?? 0) * 1_000;
      if (res.status >= 400 && res.status < 500 && (res.status !== 429 || Date.now() + waitMs > until)) {
        op.outcome = 'refused';
        return;
      }
      // A 503 says come back later (Retry-After): back off, so refused writers do not return as a storm.
      if (res.status === 503) {
        instance = 1 - instance;
        await backOff(busy++, Math.min(BUSY_WAIT_CAP_SECONDS, waitMs / 1_000 || BUSY_WAIT_CAP_SECONDS));
        continue;
      }
    } catch (err) {
      // The connection died or timed out: the write may or may not have happened.
      op.lastAnswer = (err as Error).name;
    }
    instance = 1 - instance;
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
  }
}

/** Text and rose gifts from `sender` to `recipient` until `until`; every op is recorded, answered or not. */
export async function chatLoad(
  cluster: Cluster,
  sender: { id: string; token: string },
  recipient: string,
  until: number,
  ops: ChatOp[],
): Promise<void> {
  while (Date.now() < until) {
    const kind = Math.random() < 0.3 ? 'gift' : 'text';
    const op: ChatOp = { sender: sender.id, recipient, clientId: randomUUID(), kind, outcome: 'unknown', attempts: 0 };
    ops.push(op);
    const body =
      kind === 'gift'
        ? { kind: 'gift', clientId: op.clientId, giftType: 'rose' }
        : { kind: 'text', clientId: op.clientId, text: `fault run ${op.clientId.slice(0, 8)}` };
    await writeUntilAnswered(
      cluster,
      op,
      sender.token,
      `/api/conversations/${recipient}/messages`,
      body,
      until + 10_000,
    );
  }
}
