import { randomInt } from 'node:crypto';
import pg from 'pg';
import { writeUntilAnswered, type Outcome } from './chat-load.ts';
import type { Cluster } from './cluster.ts';

/** One swipe or friend request a client meant to make, and what it learnt of it. */
export interface SocialOp {
  actor: string;
  target: string;
  /** A like on someone who already liked the actor: acknowledged, it must have made one match. */
  kind: 'pass' | 'like' | 'friend_request';
  outcome: Outcome;
  attempts: number;
  /** The last answer an attempt got, to tell why an op was never answered. */
  lastAnswer?: string;
}

/**
 * People the load swipes on and befriends, written straight to the tables: they never act, and each
 * is used once, so every op starts from a clean pair. Half of them already like every load member,
 * so a like from a member makes a match.
 */
export class Strangers {
  private used = { plain: 0, admirers: 0 };

  private constructor(
    private readonly plain: string[],
    private readonly admirers: string[],
  ) {}

  static async create(databaseUrl: string, count: number, members: string[]): Promise<Strangers> {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>(
        `insert into users (email, password_hash)
         select 'stranger-' || gen_random_uuid() || '@faults.test', 'never-signs-in' from generate_series(1, $1::int)
         returning id::text`,
        [count],
      );
      const ids = rows.map((r) => r.id);
      await db.query(
        `insert into profiles (user_id, display_name, birth_date, gender, interested_in, onboarded_at)
         select id, 'Stranger', '1993-03-03', 'man', 'women', now() from unnest($1::uuid[]) as id`,
        [ids],
      );
      const admirers = ids.slice(0, count / 2);
      await db.query(
        `insert into swipes (swiper_id, target_id, kind) select a, m, 'like' from unnest($1::uuid[]) as a, unnest($2::uuid[]) as m`,
        [admirers, members],
      );
      return new Strangers(ids.slice(count / 2), admirers);
    } finally {
      await db.end();
    }
  }

  take(admirer: boolean): string {
    const which = admirer ? 'admirers' : 'plain';
    const id = this[which][this.used[which]++];
    if (!id) throw new Error('The fault suite ran out of strangers: create more.');
    return id;
  }
}

/**
 * A member's swipes and friend requests until `until`, each on a new stranger, retried the way a
 * client retries when the answer is lost. Likes are fewer: the free plan's daily allowance refuses
 * the rest, which is an answer like any other.
 */
export async function socialLoad(
  cluster: Cluster,
  actor: { id: string; token: string },
  strangers: Strangers,
  until: number,
  ops: SocialOp[],
): Promise<void> {
  while (Date.now() < until) {
    const roll = randomInt(10);
    const kind: SocialOp['kind'] = roll < 2 ? 'like' : roll < 6 ? 'pass' : 'friend_request';
    const op: SocialOp = {
      actor: actor.id,
      target: strangers.take(kind === 'like'),
      kind,
      outcome: 'unknown',
      attempts: 0,
    };
    ops.push(op);
    const [path, body] =
      kind === 'friend_request'
        ? ['/api/friends/requests', { userId: op.target }]
        : ['/api/discover/swipes', { targetId: op.target, kind }];
    await writeUntilAnswered(cluster, op, actor.token, path, body, until + 10_000);
    // A person's pace, so the chat load keeps its share of the instances.
    await new Promise((resolve) => setTimeout(resolve, 100 + randomInt(100)));
  }
}
