import { sql, type SQL } from 'drizzle-orm';
import { orderedPair } from '../social/social.repo.ts';

/**
 * A conversation seen from one of its two members. Each side's read position, unread count and
 * opened time live in the `a_*` or `b_*` columns of the shared row; `mine` and `theirs` name them.
 */
export interface ConversationPair {
  me: string;
  peer: string;
  userA: string;
  userB: string;
  /** Which side of the row is `me`'s. */
  mySide: 'a' | 'b';
  mine: (column: 'read_seq' | 'unread' | 'opened_at') => SQL;
  theirs: (column: 'read_seq' | 'unread' | 'opened_at') => SQL;
}

export function conversationPair(me: string, peer: string): ConversationPair {
  const { userA, userB } = orderedPair(me, peer);
  const mySide = userA === me.toLowerCase() ? 'a' : 'b';
  const theirSide = mySide === 'a' ? 'b' : 'a';
  // Column names come from a fixed two-value choice, never from input.
  return {
    me: me.toLowerCase(),
    peer: peer.toLowerCase(),
    userA,
    userB,
    mySide,
    mine: (column) => sql.raw(`${mySide}_${column}`),
    theirs: (column) => sql.raw(`${theirSide}_${column}`),
  };
}

/** The two are matched, or friends, and neither has blocked the other. */
export const connectedSql = (p: ConversationPair) => sql`(
  (exists (select 1 from matches mt where mt.user_a = ${p.userA} and mt.user_b = ${p.userB})
   or exists (select 1 from friendships fs where fs.user_a = ${p.userA} and fs.user_b = ${p.userB}))
  and not exists (select 1 from blocks bl where (bl.blocker_id = ${p.me} and bl.blocked_id = ${p.peer})
                                           or (bl.blocker_id = ${p.peer} and bl.blocked_id = ${p.me})))`;

/**
 * `me` may write to `peer`: connected, the peer's account is set up, and a friend (not a match) is
 * only let through while the peer allows direct messages.
 */
export const mayMessageSql = (p: ConversationPair) => sql`(
  exists (
    select 1 from profiles pp where pp.user_id = ${p.peer} and pp.onboarded_at is not null
      and (exists (select 1 from matches mt where mt.user_a = ${p.userA} and mt.user_b = ${p.userB})
           or (pp.allow_messages and exists (select 1 from friendships fs where fs.user_a = ${p.userA} and fs.user_b = ${p.userB}))))
  and not exists (select 1 from blocks bl where (bl.blocker_id = ${p.me} and bl.blocked_id = ${p.peer})
                                           or (bl.blocker_id = ${p.peer} and bl.blocked_id = ${p.me})))`;
