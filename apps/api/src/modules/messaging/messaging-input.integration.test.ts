import { describe, expect, it } from 'vitest';
import { useSocketSuite } from '../realtime/socket-suite.ts';
import { befriend, call, matchDirectly, member } from '../social/social-test-kit.ts';
import {
  allowMessages,
  balanceOf,
  chatEvents,
  clientId,
  markRead,
  messagesOf,
  newRef,
  send,
  sendOk,
  storedFacts,
  talkingPair,
  waitFor,
  wsSend,
} from './messaging-test-kit.ts';

/**
 * Issue #5: malformed sends are refused with a sentence and write nothing, and the "Allow direct
 * messages" switch keeps friends (not matches) out. Who may reach a conversation at all is in
 * messaging-authz.integration.test.ts.
 */
const suite = useSocketSuite({ RATE_MESSAGES_PER_MINUTE: '100000' });

describe('bad input', () => {
  it('gets 400 with a sentence naming the problem, and writes nothing', async () => {
    const { a, b } = await talkingPair(suite.t);
    const before = await storedFacts(suite.t, [a, b]);
    const url = `/api/conversations/${b.id}/messages`;
    const id = clientId();
    const cases: Array<[string, unknown, RegExp]> = [
      ['empty text', { kind: 'text', text: '', clientId: id }, /^Write a message first$/],
      ['blank text', { kind: 'text', text: ' \n\t  ', clientId: id }, /^Write a message first$/],
      ['missing text', { kind: 'text', clientId: id }, /Write a message first/],
      [
        '2001 characters',
        { kind: 'text', text: 'x'.repeat(2001), clientId: id },
        /^Keep a message under 2000 characters$/,
      ],
      ['blank heart note', { kind: 'heart', text: '   ', clientId: id }, /^Write a message first$/],
      ['short client id', { kind: 'text', text: 'hi', clientId: 'abc' }, /client id of 8 to 64 characters/],
      ['long client id', { kind: 'text', text: 'hi', clientId: 'x'.repeat(65) }, /client id of 8 to 64 characters/],
      ['client id with spaces', { kind: 'text', text: 'hi', clientId: 'has spaces in it' }, /only use letters, digits/],
      ['client id with a quote', { kind: 'text', text: 'hi', clientId: "abcdefgh'; drop" }, /only use letters, digits/],
      ['missing client id', { kind: 'text', text: 'hi' }, /client id of 8 to 64 characters/],
      ['unknown gift', { kind: 'gift', giftType: 'ruby', clientId: id }, /^Choose a Rose, a Heart or a Diamond$/],
      ['missing gift type', { kind: 'gift', clientId: id }, /Choose a Rose, a Heart or a Diamond|giftType/],
      ['a gift price of my own', { kind: 'gift', giftType: 'diamond', cost: 0, clientId: id }, /^Unknown field: cost$/],
      [
        'a sender of my choosing',
        { kind: 'text', text: 'hi', clientId: id, senderId: a.id },
        /^Unknown field: senderId$/,
      ],
      ['a sequence number', { kind: 'text', text: 'hi', clientId: id, seq: 1 }, /^Unknown field: seq$/],
      [
        'a gift type on text',
        { kind: 'text', text: 'hi', clientId: id, giftType: 'rose' },
        /^Unknown field: giftType$/,
      ],
      ['unknown kind', { kind: 'sticker', text: 'hi', clientId: id }, /kind/],
      ['no body', undefined, /expected object|JSON|body/i],
    ];
    for (const [name, body, message] of cases) {
      const res = await call(suite.t, a, 'POST', url, body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      const error = res.json().error as { code: string; message: string };
      expect(error.message, name).toMatch(message);
      expect(res.body, name).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
    }

    for (const [name, query] of [
      ['before 0', '?before=0'],
      ['before text', '?before=abc'],
      ['after negative', '?after=-1'],
      ['before and after', '?before=5&after=1'],
      ['unknown parameter', '?limit=1000'],
    ]) {
      const res = await call(suite.t, a, 'GET', `${url}${query}`);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().error.code, name).toBe('validation_failed');
    }
    expect((await call(suite.t, a, 'GET', `${url}?before=5&after=1`)).json().error.message).toBe(
      'Ask for messages before or after a point, not both',
    );

    for (const [name, body] of [
      ['negative', { upToSeq: -1 }],
      ['text', { upToSeq: 'all' }],
      ['fraction', { upToSeq: 1.5 }],
      ['missing', {}],
      ['reader of my choosing', { upToSeq: 1, readerId: b.id }],
    ] as const) {
      const res = await call(suite.t, a, 'POST', `/api/conversations/${b.id}/read`, body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().error.code, name).toBe('validation_failed');
    }
    for (const path of ['/api/conversations/not-an-id', '/api/conversations/not-an-id/messages']) {
      expect((await call(suite.t, a, 'GET', path)).statusCode, path).toBe(400);
    }
    expect(
      (await call(suite.t, a, 'POST', '/api/conversations/DEMO%201/messages', { kind: 'heart', clientId: clientId() }))
        .statusCode,
    ).toBe(400);

    expect(await storedFacts(suite.t, [a, b])).toEqual(before);
    expect(await balanceOf(suite.t, a)).toBe(90);

    // The limits themselves are allowed: 2000 characters, a 64-character id, text trimmed.
    const longest = await sendOk(suite.t, a, b, { kind: 'text', text: 'y'.repeat(2000), clientId: 'z'.repeat(64) });
    expect(longest.text).toHaveLength(2000);
    expect((await sendOk(suite.t, a, b, '  spaced out  ')).text).toBe('spaced out');
  });
});

describe('a friend who only accepts messages from matches', () => {
  it('cannot be messaged by a friend (messages_off) but can by a match, and turning it back on lets friends in', async () => {
    const b = await member(suite.t);
    const friend = await member(suite.t);
    const match = await member(suite.t);
    const both = await member(suite.t);
    await befriend(suite.t, friend, b);
    await matchDirectly(suite.t, match, b);
    await matchDirectly(suite.t, both, b);
    await befriend(suite.t, both, b);
    await sendOk(suite.t, friend, b, 'before the switch');
    await allowMessages(suite.t, b, false);
    const before = await storedFacts(suite.t, [b, friend]);

    for (const body of [
      'hello?',
      { kind: 'heart' as const },
      { kind: 'gift' as const, giftType: 'diamond' as const },
    ]) {
      const res = await send(suite.t, friend, b, body);
      expect(res.json()).toEqual({
        error: { code: 'messages_off', message: 'This member only accepts messages from their matches right now.' },
      });
      expect(res.statusCode).toBe(403);
    }
    const sf = await suite.connect(friend);
    const sb = await suite.connect(b);
    expect(await wsSend(sf, b, 'over the socket?')).toMatchObject({ type: 'error', code: 'messages_off' });
    expect(await wsSend(sf, b, { kind: 'gift', giftType: 'rose' })).toMatchObject({
      type: 'error',
      code: 'messages_off',
    });
    // Typing goes only where a message could go.
    const ref = newRef('typing');
    sf.send({ type: 'chat.typing', ref, to: b.id, typing: true });
    await waitFor(sf, (m) => m.type === 'error' && m.ref === ref);
    await sb.roundTrip();
    expect(chatEvents(sb).filter((m) => m.type === 'chat.typing_changed')).toEqual([]);
    expect(await storedFacts(suite.t, [b, friend])).toEqual(before);
    expect(await balanceOf(suite.t, friend)).toBe(100);

    // Matches still get through; the friend still reads the history and can be written to.
    await sendOk(suite.t, match, b, 'a match may write');
    await sendOk(suite.t, both, b, { kind: 'gift', giftType: 'rose' });
    expect((await messagesOf(suite.t, friend, b)).messages.map((m) => m.text)).toEqual(['before the switch']);
    expect((await markRead(suite.t, friend, b, 9)).statusCode).toBe(200);
    await sendOk(suite.t, b, friend, 'I can still write to you');

    await allowMessages(suite.t, b, true);
    await sendOk(suite.t, friend, b, 'welcome back');
    expect((await messagesOf(suite.t, b, friend)).messages.map((m) => m.text)).toEqual([
      'before the switch',
      'I can still write to you',
      'welcome back',
    ]);
  });
});
