import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { orderedPair } from '../../db/pairs.ts';
import { befriend, matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { conversationPair, mayMessageSql } from './conversation-pair.queries.ts';
import { allowMessages, block } from './messaging-test-kit.ts';
import { selectWritablePeers } from './writable-peers.repo.ts';

/**
 * Typing learns a person's permits in one query (selectWritablePeers); sending asks per pair
 * (mayMessageSql). Both must give the same answer for every kind of relationship, both ways.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pairAllows = async (from: Member, to: Member) =>
  rowsOf<{ ok: boolean }>(
    await t.deps.database.db.execute(sql`select ${mayMessageSql(conversationPair(from.id, to.id), null)} as ok`),
  )[0]!.ok;

async function openedBy(opener: Member, other: Member): Promise<void> {
  const { userA, userB } = orderedPair(opener.id, other.id);
  await t.deps.database.db.execute(
    sql`insert into conversations (user_a, user_b, opened_by) values (${userA}, ${userB}, ${opener.id})`,
  );
}

describe('whom a person may write to, as one set', () => {
  it('agrees with the per-pair rule for every relationship, in both directions', async () => {
    const me = await member(t);
    const people: Record<string, Member> = {};
    const make = async (name: string, overrides = {}) => (people[name] = await member(t, overrides));

    await matchDirectly(t, me, await make('match'));
    await matchDirectly(t, me, await make('matchMessagesOff'));
    await allowMessages(t, people.matchMessagesOff!, false);
    await befriend(t, me, await make('friend'));
    await befriend(t, me, await make('friendMessagesOff'));
    await allowMessages(t, people.friendMessagesOff!, false);
    await befriend(t, me, await make('friendAndMatchMessagesOff'));
    await matchDirectly(t, me, people.friendAndMatchMessagesOff!);
    await allowMessages(t, people.friendAndMatchMessagesOff!, false);
    await openedBy(await make('openedByThemMessagesOff'), me);
    await allowMessages(t, people.openedByThemMessagesOff!, false);
    await openedBy(me, await make('openedByMe'));
    await openedBy(me, await make('openedByMeMessagesOff'));
    await allowMessages(t, people.openedByMeMessagesOff!, false);
    await matchDirectly(t, me, await make('blockedByMe'));
    await block(t, me, people.blockedByMe!);
    await matchDirectly(t, me, await make('blockedMe'));
    await block(t, people.blockedMe!, me);
    await matchDirectly(t, me, await make('notOnboarded', { onboardedAt: null }));
    await make('stranger');

    const mine = new Set(await selectWritablePeers(t.deps.database.db, me.id));
    const expected = {
      match: true,
      matchMessagesOff: true,
      friend: true,
      friendMessagesOff: false,
      friendAndMatchMessagesOff: true,
      openedByThemMessagesOff: true,
      openedByMe: true,
      openedByMeMessagesOff: false,
      blockedByMe: false,
      blockedMe: false,
      notOnboarded: false,
      stranger: false,
    };
    const fromSet = Object.fromEntries(Object.entries(people).map(([name, p]) => [name, mine.has(p.id)]));
    const fromPairs = Object.fromEntries(
      await Promise.all(Object.entries(people).map(async ([name, p]) => [name, await pairAllows(me, p)])),
    );
    expect(fromSet).toEqual(expected);
    expect(fromPairs).toEqual(expected);
    expect(mine.size).toBe(Object.values(expected).filter(Boolean).length);

    // The other way round: each of them towards me (I allow direct messages).
    for (const [name, p] of Object.entries(people)) {
      const theirs = new Set(await selectWritablePeers(t.deps.database.db, p.id));
      expect([name, theirs.has(me.id)]).toEqual([name, await pairAllows(p, me)]);
    }
  });

  it('is empty for someone with no connections', async () => {
    const loner = await member(t);
    expect(await selectWritablePeers(t.deps.database.db, loner.id)).toEqual([]);
  });
});
