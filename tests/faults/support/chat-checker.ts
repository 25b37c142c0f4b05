import pg from 'pg';
import { GIFT_CATALOGUE } from '@sankofa/contracts/constants';
import type { ChatOp } from './chat-load.ts';

export interface ChatVerdict {
  ops: number;
  acknowledged: number;
  refused: number;
  /** Never answered, even after retries until the end of the run. */
  unanswered: number;
  /** Ops that needed more than one attempt. */
  retried: number;
  /** Acknowledged but not stored. Goal 0. */
  lost: string[];
  /** Stored more than once. Goal 0. */
  duplicated: string[];
  /** Refused, yet stored. Goal 0. */
  refusedButStored: string[];
  /** Stored, yet never sent by any client. Goal 0. */
  phantoms: string[];
  /** Gift tokens debited minus gift tokens credited, plus debits that do not match stored gifts. Goal 0. */
  balanceDrift: number;
  /** Members whose balance went below zero. Goal none. */
  negativeBalances: string[];
}

const ROSE = GIFT_CATALOGUE.rose.cost;

/**
 * Reads the database after the run, the way a bank checker does: every acknowledged write is there
 * exactly once, nothing is there that was refused or never sent, and the tokens add up: each stored
 * gift took exactly one rose from its sender and gave exactly one to its recipient, and nobody's
 * balance is negative. `earlierOps` are those of earlier runs on the same members: their rows are
 * not phantoms.
 */
export async function checkChat(
  databaseUrl: string,
  ops: ChatOp[],
  members: string[],
  earlierOps: ChatOp[] = [],
): Promise<ChatVerdict> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = await client.query<{ sender_id: string; client_id: string; kind: string; n: number }>(
      `select sender_id::text, client_id, kind, count(*)::int as n from messages
       where sender_id = any($1::uuid[]) group by sender_id, client_id, kind`,
      [members],
    );
    const key = (sender: string, clientId: string) => `${sender}/${clientId}`;
    const rows = new Map(stored.rows.map((r) => [key(r.sender_id, r.client_id), r]));
    const sent = new Set([...earlierOps, ...ops].map((o) => key(o.sender, o.clientId)));
    const verdict: ChatVerdict = {
      ops: ops.length,
      acknowledged: ops.filter((o) => o.outcome === 'acked').length,
      refused: ops.filter((o) => o.outcome === 'refused').length,
      unanswered: ops.filter((o) => o.outcome === 'unknown').length,
      retried: ops.filter((o) => o.attempts > 1).length,
      lost: [],
      duplicated: [],
      refusedButStored: [],
      phantoms: [],
      balanceDrift: 0,
      negativeBalances: [],
    };
    for (const op of ops) {
      const row = rows.get(key(op.sender, op.clientId));
      if (op.outcome === 'acked' && !row) verdict.lost.push(op.clientId);
      if (op.outcome === 'refused' && row) verdict.refusedButStored.push(op.clientId);
    }
    for (const [k, row] of rows) {
      if (row.n > 1) verdict.duplicated.push(k);
      if (!sent.has(k)) verdict.phantoms.push(k);
    }

    const giftsStored = stored.rows.filter((r) => r.kind === 'gift').reduce((sum, r) => sum + r.n, 0);
    const ledger = await client.query<{ reason: string; total: number }>(
      `select reason, coalesce(sum(amount), 0)::int as total from token_ledger
       where user_id = any($1::uuid[]) and reason in ('gift_sent', 'gift_received') group by reason`,
      [members],
    );
    const total = (reason: string) => ledger.rows.find((r) => r.reason === reason)?.total ?? 0;
    verdict.balanceDrift =
      Math.abs(total('gift_sent') + total('gift_received')) + Math.abs(-total('gift_sent') - giftsStored * ROSE);

    const balances = await client.query<{ user_id: string; balance: number }>(
      `select user_id::text, sum(amount)::int as balance from token_ledger where user_id = any($1::uuid[]) group by user_id`,
      [members],
    );
    verdict.negativeBalances = balances.rows.filter((b) => b.balance < 0).map((b) => b.user_id);
    return verdict;
  } finally {
    await client.end();
  }
}
