import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Everyone `me` may write to without opening a new conversation, in one statement: the set form of
 * `mayMessageSql(pair, null)` (conversation-pair.ts), which typing uses. Candidates are `me`'s
 * matches, friendships and opened conversations; each is then held to the same rules: the peer's
 * account is set up, no block either way, and a friend or a conversation `me` opened needs the
 * peer to allow direct messages. The two forms are checked against each other in
 * writable-peers.integration.test.ts.
 */
export async function selectWritablePeers(db: Tx, me: string): Promise<string[]> {
  const id = me.toLowerCase();
  const result = await db.execute(sql`
    with candidate as (
      select case when user_a = ${id} then user_b else user_a end as peer, true as always
        from matches where user_a = ${id} or user_b = ${id}
      union all
      select case when user_a = ${id} then user_b else user_a end, false
        from friendships where user_a = ${id} or user_b = ${id}
      union all
      select case when user_a = ${id} then user_b else user_a end, opened_by <> ${id}
        from conversations where (user_a = ${id} or user_b = ${id}) and opened_by is not null
    )
    select distinct c.peer::text as peer
      from candidate c
      join profiles pp on pp.user_id = c.peer and pp.onboarded_at is not null
     where (c.always or pp.allow_messages)
       and not exists (select 1 from blocks bl where (bl.blocker_id = ${id} and bl.blocked_id = c.peer)
                                                 or (bl.blocker_id = c.peer and bl.blocked_id = ${id}))`);
  return rowsOf<{ peer: string }>(result).map((r) => r.peer);
}
