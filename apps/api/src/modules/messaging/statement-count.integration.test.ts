import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { call, matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { conversationsOf, markRead, quickPeers, send, sendOk } from './messaging-test-kit.ts';

/**
 * Issue #5, "must hold" 5: the statements a send, a read or a list costs do not grow with the
 * conversation's history or with the number of conversations (no N+1).
 */
let t: TestApp;
let recording: string[] | null = null;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_MESSAGES_PER_MINUTE: '100000' },
    onQuery: (q) => recording?.push(q),
  });
});
afterAll(async () => {
  await t?.close();
});

/** The session check, which a session used a moment ago skips (auth/live-sessions.ts): left out of the counts. */
const isSessionCheck = (q: string) => /from "sessions" inner join "users"/.test(q);

/** The SQL statements one request sent (tests in a file run one at a time, so nothing else interleaves). */
async function statementsOf(run: () => Promise<{ statusCode: number; body: string }>): Promise<string[]> {
  recording = [];
  try {
    const res = await run();
    expect(res.statusCode, res.body).toBe(200);
    return recording.filter((q) => !isSessionCheck(q));
  } finally {
    recording = null;
  }
}

const show = (label: string, statements: string[]) =>
  `${label}: ${statements.length} statements\n${statements.map((s) => `  ${s.replace(/\s+/g, ' ').slice(0, 140)}`).join('\n')}`;

/** A matched pair whose conversation already holds `history` messages. */
async function pairWithHistory(history: number): Promise<{ a: Member; b: Member }> {
  const a = await member(t);
  const b = await member(t);
  await matchDirectly(t, a, b);
  for (let i = 1; i <= history; i++) await sendOk(t, i % 3 ? a : b, i % 3 ? b : a, `history ${i}`);
  return { a, b };
}

describe('statements per request', () => {
  it('a text send, a gift send, a page, a catch-up and a read cost the same with 1 or 200 earlier messages', async () => {
    const small = await pairWithHistory(1);
    const large = await pairWithHistory(200);
    const cost = async ({ a, b }: { a: Member; b: Member }) => ({
      text: await statementsOf(() => send(t, a, b, 'one more')),
      heart: await statementsOf(() => send(t, a, b, { kind: 'heart' })),
      gift: await statementsOf(() => send(t, a, b, { kind: 'gift', giftType: 'rose' })),
      newestPage: await statementsOf(() => call(t, b, 'GET', `/api/conversations/${a.id}/messages`)),
      olderPage: await statementsOf(() => call(t, b, 'GET', `/api/conversations/${a.id}/messages?before=3`)),
      catchUp: await statementsOf(() => call(t, b, 'GET', `/api/conversations/${a.id}/messages?after=0`)),
      read: await statementsOf(() => markRead(t, b, a, 9999)),
      conversation: await statementsOf(() => call(t, b, 'GET', `/api/conversations/${a.id}`)),
    });
    const one = await cost(small);
    const many = await cost(large);
    for (const key of Object.keys(one) as Array<keyof typeof one>) {
      expect(many[key].length, `${show(`${key} after 1`, one[key])}\n${show(`${key} after 200`, many[key])}`).toBe(
        one[key].length,
      );
    }
    // And they are few.
    expect(one.text.length, show('text', one.text)).toBeLessThanOrEqual(4);
    // A pair's very first message (it creates the conversation) costs what any later one does.
    const fresh = await pairWithHistory(0);
    const first = await statementsOf(() => send(t, fresh.a, fresh.b, 'the first one'));
    expect(first.length, show('first text', first)).toBe(one.text.length);
    expect(one.gift.length, show('gift', one.gift)).toBeLessThanOrEqual(7);
    expect(one.newestPage.length, show('page', one.newestPage)).toBeLessThanOrEqual(1);
    expect(one.read.length, show('read', one.read)).toBeLessThanOrEqual(1);
    console.info(
      `[statements] ${t.deps.database.kind}: ${Object.entries(one)
        .map(([k, v]) => `${k} ${v.length}`)
        .join(', ')}`,
    );
  });

  it('the conversation list and the bell cost the same with 3 or 60 conversations', async () => {
    const withPeers = async (count: number) => {
      const me = await member(t);
      const peers = await quickPeers(t, count);
      // All matched at the same instant: the fresh matches tie on their sort time.
      const at = new Date(Date.now() - 60_000);
      for (const [i, peer] of peers.entries()) {
        await matchDirectly(t, me, peer, at);
        // Some conversations have messages, some are fresh matches.
        if (i % 3 !== 2) await sendOk(t, me, peer, `hello ${i}`);
      }
      return { me, peers };
    };
    const { me: few } = await withPeers(3);
    const { me: many, peers } = await withPeers(60);
    // Walking the pages gives each conversation once, and only this member's own.
    const walked = await conversationsOf(t, many);
    expect(walked.map((c) => c.userId).sort()).toEqual(peers.map((p) => p.id).sort());

    const firstPage = async (me: Member) => statementsOf(() => call(t, me, 'GET', '/api/conversations'));
    const bell = async (me: Member) => statementsOf(() => call(t, me, 'GET', '/api/notifications/summary'));
    const [fewList, manyList] = [await firstPage(few), await firstPage(many)];
    expect(manyList.length, `${show('3 conversations', fewList)}\n${show('60 conversations', manyList)}`).toBe(
      fewList.length,
    );
    expect(fewList.length).toBeLessThanOrEqual(1);

    // The next page costs the same again.
    const page1 = (await call(t, many, 'GET', '/api/conversations')).json() as { nextCursor: string };
    const page2 = await statementsOf(() =>
      call(t, many, 'GET', `/api/conversations?cursor=${encodeURIComponent(page1.nextCursor)}`),
    );
    expect(page2.length, show('second page', page2)).toBe(fewList.length);

    const [fewBell, manyBell] = [await bell(few), await bell(many)];
    expect(manyBell.length, `${show('bell of 3', fewBell)}\n${show('bell of 60', manyBell)}`).toBe(fewBell.length);
    expect(fewBell.length).toBeLessThanOrEqual(1);
  });
});
