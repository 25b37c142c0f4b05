import pg from 'pg';
import type { SocialOp } from './social-load.ts';

export interface SocialVerdict {
  ops: number;
  acknowledged: number;
  refused: number;
  unanswered: number;
  retried: number;
  /** Acknowledged but not stored, or a like acknowledged on an admirer without its match. Goal 0. */
  lost: string[];
  /** Refused, yet stored. Goal 0. */
  refusedButStored: string[];
  /** Stored with another kind than asked, or a match made by a pass. Goal 0. */
  wrong: string[];
  /** What the ops never answered were last told. */
  unansweredLastAnswers: string[];
}

/**
 * Reads swipes, friend requests and matches after the run: each acknowledged op is stored, once
 * (the tables' keys make twice impossible, so "once" is "stored with the kind asked"); a like on
 * someone who liked first made the match; a refused op left nothing.
 */
export async function checkSocial(databaseUrl: string, ops: SocialOp[]): Promise<SocialVerdict> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const actors = [...new Set(ops.map((o) => o.actor))];
    const targets = ops.map((o) => o.target);
    const swipes = await db.query<{ a: string; t: string; kind: string }>(
      'select swiper_id::text as a, target_id::text as t, kind from swipes where swiper_id = any($1::uuid[]) and target_id = any($2::uuid[])',
      [actors, targets],
    );
    const requests = await db.query<{ a: string; t: string }>(
      `select requester_id::text as a, addressee_id::text as t from friend_requests where requester_id = any($1::uuid[]) and addressee_id = any($2::uuid[])`,
      [actors, targets],
    );
    const matches = await db.query<{ a: string; b: string }>(
      'select user_a::text as a, user_b::text as b from matches where user_a = any($1::uuid[]) or user_b = any($1::uuid[])',
      [targets],
    );
    const key = (a: string, b: string) => `${a}/${b}`;
    const swiped = new Map(swipes.rows.map((r) => [key(r.a, r.t), r.kind]));
    const requested = new Set(requests.rows.map((r) => key(r.a, r.t)));
    const matched = new Set(matches.rows.flatMap((r) => [key(r.a, r.b), key(r.b, r.a)]));

    const verdict: SocialVerdict = {
      ops: ops.length,
      acknowledged: ops.filter((o) => o.outcome === 'acked').length,
      refused: ops.filter((o) => o.outcome === 'refused').length,
      unanswered: ops.filter((o) => o.outcome === 'unknown').length,
      retried: ops.filter((o) => o.attempts > 1).length,
      lost: [],
      refusedButStored: [],
      wrong: [],
      unansweredLastAnswers: ops
        .filter((o) => o.outcome === 'unknown')
        .map((o) => `${o.kind}: ${o.lastAnswer ?? 'never tried'} after ${o.attempts} attempts`),
    };
    for (const op of ops) {
      const k = key(op.actor, op.target);
      const stored = op.kind === 'friend_request' ? requested.has(k) : swiped.has(k);
      const label = `${op.kind} ${k}`;
      if (op.outcome === 'acked' && !stored) verdict.lost.push(label);
      if (op.outcome === 'refused' && stored) verdict.refusedButStored.push(label);
      if (op.kind !== 'friend_request' && stored && swiped.get(k) !== op.kind) verdict.wrong.push(label);
      if (op.kind === 'like' && op.outcome === 'acked' && !matched.has(k)) verdict.lost.push(`match of ${label}`);
      if (op.kind === 'pass' && matched.has(k)) verdict.wrong.push(`match of ${label}`);
    }
    return verdict;
  } finally {
    await db.end();
  }
}
