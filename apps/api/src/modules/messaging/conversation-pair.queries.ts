import { sql, type SQL } from 'drizzle-orm';
import { planIncludes } from '../payments/entitlements.queries.ts';
import { orderedPair } from '../../db/pairs.ts';

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

const matchedSql = (p: ConversationPair) =>
  sql`exists (select 1 from matches mt where mt.user_a = ${p.userA} and mt.user_b = ${p.userB})`;
const friendsSql = (p: ConversationPair) =>
  sql`exists (select 1 from friendships fs where fs.user_a = ${p.userA} and fs.user_b = ${p.userB})`;
/** The pair has a conversation a Platinum member opened before any match (decision 0016); `by` narrows who opened it. */
const openedSql = (p: ConversationPair, by?: SQL) =>
  sql`exists (select 1 from conversations oc where oc.user_a = ${p.userA} and oc.user_b = ${p.userB} and ${by ? sql`oc.opened_by = ${by}` : sql`oc.opened_by is not null`})`;
const notBlockedSql = (
  p: ConversationPair,
) => sql`not exists (select 1 from blocks bl where (bl.blocker_id = ${p.me} and bl.blocked_id = ${p.peer})
                                           or (bl.blocker_id = ${p.peer} and bl.blocked_id = ${p.me}))`;

/**
 * Neither side is held by the moderators: the writer was not asked to verify their face again, and
 * the reader is not banned or suspended (their conversation stays, but nothing new reaches it).
 */
export const notHeldByModeratorsSql = (p: ConversationPair) => sql`not exists (select 1 from users mu
  where (mu.id = ${p.me} and mu.face_check_required_at is not null)
     or (mu.id = ${p.peer} and (mu.banned_at is not null or mu.suspended_until > now())))`;

/** Matched or friends: a connection made by both, not a conversation one side opened. */
export const linkedSql = (p: ConversationPair) => sql`(${matchedSql(p)} or ${friendsSql(p)})`;

/** The two are matched, friends or in an opened conversation, and neither has blocked the other. */
export const connectedSql = (p: ConversationPair) => sql`(
  (${matchedSql(p)} or ${friendsSql(p)} or ${openedSql(p)}) and ${notBlockedSql(p)})`;

/**
 * `me` may write to `peer`: not blocked either way, the peer's account is set up, and one of:
 * a match; a friend while the peer allows direct messages; a reply in a conversation the peer opened;
 * more in one `me` opened while the peer still allows direct messages (without `now`, the rule
 * typing follows through its set form, selectWritablePeers). With `now` (a send) also: opening a conversation, when `me`'s plan includes messaging before a match and the
 * peer allows direct messages. The plan is asked in this same statement (planIncludes), so a send
 * stays one statement (decision 0008).
 */
export const mayMessageSql = (p: ConversationPair, now: Date | null) => sql`(
  exists (
    select 1 from profiles pp where pp.user_id = ${p.peer} and pp.onboarded_at is not null
      and (${matchedSql(p)}
           or (pp.allow_messages and ${friendsSql(p)})
           or ${openedSql(p, sql`${p.peer}::uuid`)}
           or (pp.allow_messages and ${openedSql(p, sql`${p.me}::uuid`)})
           ${now ? sql`or (pp.allow_messages and ${planIncludes(p.me, now, 'messageBeforeMatch')})` : sql``}))
  and ${notBlockedSql(p)} and ${notHeldByModeratorsSql(p)})`;
