import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { useSocketSuite } from '../realtime/socket-suite.ts';
import { befriend, matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { allowMessages, block, conversationsOf, messagesOf, unmatch } from '../messaging/messaging-test-kit.ts';
import { onCalls } from './call-hooks.ts';
import { sweepStaleCalls } from './call-sweep.ts';
import { touchCall } from './calls.repo.ts';
import type { TestSocket } from '../realtime/realtime-test-client.ts';
import {
  ageCall,
  answer,
  answerSdp,
  callLineOn,
  callStatusIs,
  command,
  heartbeat,
  offer,
  ringing,
  signal,
  signalsOf,
  startCall,
  updatesOf,
  waitFor,
} from './calls-test-kit.ts';

/** Issue #20: 1:1 calls, every transition and refusal, and signalling that only the two call tabs can use. */
// A database of its own: every app's periodic call sweep acts on all the calls of its database.
const suite = useSocketSuite({ RATE_CALLS_PER_HOUR: '10000' }, { ownDatabase: 'calls' });
const connect = (who: Member) => suite.connect(who);

async function matchedPair() {
  const a = await member(suite.t);
  const b = await member(suite.t);
  await matchDirectly(suite.t, a, b);
  return { a, b };
}

/** a calls b; b has two tabs and answers on the first. */
async function activeCall(media: 'audio' | 'video' = 'video') {
  const { a, b } = await matchedPair();
  const aTab = await connect(a);
  const [bTab, bOther] = [await connect(b), await connect(b)];
  const started = await ringing(aTab, b, media);
  await waitFor(bTab, (m) => m.type === 'call.incoming' && m.call.id === started.call.id, 'ringing on b');
  const answered = await answer(bTab, started.call.id);
  expect(answered.type).toBe('call.answered');
  await waitFor(aTab, callStatusIs(started.call.id, 'active'), 'caller hears the answer');
  return { a, b, aTab, bTab, bOther, callId: started.call.id };
}

describe('ringing and answering', () => {
  it('rings every tab of the person called with the caller’s public face; the first tab to answer wins and the others stop', async () => {
    const { a, b } = await matchedPair();
    const aTab = await connect(a);
    const bTabs = [await connect(b), await connect(b)];
    const started = await ringing(aTab, b, 'audio');
    expect(started.call).toMatchObject({
      callerId: a.id,
      calleeId: b.id,
      media: 'audio',
      status: 'ringing',
      answeredAt: null,
    });
    expect(started.peer).toMatchObject({ userId: b.id, displayName: b.name });
    for (const tab of bTabs) {
      const incoming = await waitFor(tab, (m) => m.type === 'call.incoming', 'incoming');
      expect(incoming).toMatchObject({ call: { id: started.call.id }, from: { userId: a.id, displayName: a.name } });
      expect(Object.keys((incoming as { from: object }).from).sort()).toEqual(['displayName', 'photoUrl', 'userId']);
    }
    const answered = await answer(bTabs[0]!, started.call.id);
    expect(answered).toMatchObject({ type: 'call.answered', call: { status: 'active' }, peer: { userId: a.id } });
    await waitFor(bTabs[1]!, callStatusIs(started.call.id, 'active'), 'the other tab hears it was answered');
    expect(await answer(bTabs[1]!, started.call.id)).toMatchObject({ type: 'error', code: 'call_not_found' });
  });

  it('only the person called can answer or decline', async () => {
    const { a, b } = await matchedPair();
    const aTab = await connect(a);
    const started = await ringing(aTab, b);
    const outsider = await connect(await member(suite.t));
    expect(await answer(outsider, started.call.id)).toMatchObject({ type: 'error', code: 'call_not_found' });
    expect(await answer(aTab, started.call.id)).toMatchObject({ type: 'error', code: 'call_not_found' });
    expect(await command(outsider, { type: 'call.decline', callId: started.call.id })).toMatchObject({
      code: 'call_not_found',
    });
    await command(outsider, { type: 'call.end', callId: started.call.id });
    expect(await heartbeat(aTab, started.call.id)).toMatchObject({ type: 'call.alive', call: { status: 'ringing' } });
  });
});

describe('signalling', () => {
  it('relays between the calling tab and the answering tab only', async () => {
    const { a, aTab, bTab, bOther, callId } = await activeCall();
    const aOther = await connect(a);
    expect(await signal(aTab, callId, offer('offer-1'))).toBeNull();
    const got = await waitFor(bTab, (m) => m.type === 'call.signal', 'offer reaches the answering tab');
    expect(got).toMatchObject({ callId, signal: { description: { type: 'offer', sdp: 'offer-1' } } });
    expect(await signal(bTab, callId, answerSdp('answer-1'))).toBeNull();
    await waitFor(aTab, (m) => m.type === 'call.signal', 'answer reaches the calling tab');
    await Promise.all([bOther.roundTrip(), aOther.roundTrip()]);
    expect(signalsOf(bOther)).toHaveLength(0);
    expect(signalsOf(aOther)).toHaveLength(0);
  });

  it('refuses a signal from anyone else: a third person, the caller’s or the callee’s other tab, a guessed call id', async () => {
    const { a, aTab, bTab, bOther, callId } = await activeCall();
    const outsider = await connect(await member(suite.t));
    expect(await signal(outsider, callId, offer())).toMatchObject({ code: 'call_not_found' });
    expect(await signal(bOther, callId, answerSdp())).toMatchObject({ code: 'call_not_found' });
    expect(await signal(await connect(a), callId, offer())).toMatchObject({ code: 'call_not_found' });
    expect(await signal(aTab, randomUUID(), offer())).toMatchObject({ code: 'call_not_found' });
    expect(await command(outsider, { type: 'call.media_state', callId, audio: false, video: false })).toMatchObject({
      code: 'call_not_found',
    });
    await Promise.all([aTab.roundTrip(), bTab.roundTrip()]);
    expect(signalsOf(aTab)).toHaveLength(0);
    expect(signalsOf(bTab)).toHaveLength(0);
  });

  it('tells the other side when my microphone or camera goes off', async () => {
    const { aTab, bTab, callId } = await activeCall();
    expect(await command(bTab, { type: 'call.media_state', callId, audio: false, video: true })).toBeNull();
    expect(await waitFor(aTab, (m) => m.type === 'call.peer_media', 'peer media')).toMatchObject({
      callId,
      audio: false,
      video: true,
    });
  });

  it('a heartbeat from a new socket (after a reconnect) moves the call there', async () => {
    const { a, aTab, bTab, callId } = await activeCall();
    const aAgain = await connect(a);
    expect(await heartbeat(aAgain, callId)).toMatchObject({ type: 'call.alive', call: { status: 'active' } });
    await signal(bTab, callId, offer('restart'));
    await waitFor(aAgain, (m) => m.type === 'call.signal', 'signal reaches the new socket');
    expect(await signal(aTab, callId, offer())).toMatchObject({ code: 'call_not_found' });
  });
});

describe('voice to video', () => {
  it('asks the other side; their yes makes the call video for both, their no is told to the asker', async () => {
    const { aTab, bTab, callId } = await activeCall('audio');
    expect(await command(aTab, { type: 'call.upgrade_request', callId })).toBeNull();
    await waitFor(bTab, (m) => m.type === 'call.upgrade_requested' && m.callId === callId, 'request reaches b');
    expect(await command(bTab, { type: 'call.upgrade_reply', callId, accept: false })).toBeNull();
    await waitFor(aTab, (m) => m.type === 'call.upgrade_declined', 'no reaches a');
    expect(await command(bTab, { type: 'call.upgrade_reply', callId, accept: true })).toBeNull();
    for (const s of [aTab, bTab])
      await waitFor(s, (m) => m.type === 'call.updated' && m.call.media === 'video', 'video for both');
  });
});

describe('how a call ends, and the line it leaves in both chats', () => {
  it('declined: both hear it and both chats get the line, which also tops the conversation list', async () => {
    const { a, b } = await matchedPair();
    const [aTab, bTab] = [await connect(a), await connect(b)];
    const { call } = await ringing(aTab, b, 'audio');
    expect(await command(bTab, { type: 'call.decline', callId: call.id })).toBeNull();
    const facts = { media: 'audio', outcome: 'declined', seconds: null };
    for (const s of [aTab, bTab]) {
      await waitFor(s, callStatusIs(call.id, 'declined'), 'declined');
      const line = await waitFor(s, callLineOn(s, 'Voice call declined'), 'chat line');
      // The facts travel with the English words, so each person's app says it in their own language.
      expect(line).toMatchObject({ message: { call: facts } });
    }
    const [list] = await conversationsOf(suite.t, a);
    expect(list).toMatchObject({
      userId: b.id,
      lastMessage: { kind: 'call', text: 'Voice call declined', senderId: a.id, call: facts },
    });
    expect((await messagesOf(suite.t, b, a)).messages.at(-1)).toMatchObject({ kind: 'call', call: facts });
  });

  it('a line written before its facts were kept gives them read from its words', async () => {
    const { a, b } = await matchedPair();
    const [aTab, bTab] = [await connect(a), await connect(b)];
    const { call } = await ringing(aTab, b, 'video');
    expect(await command(bTab, { type: 'call.decline', callId: call.id })).toBeNull();
    await waitFor(aTab, callLineOn(aTab, 'Video call declined'), 'chat line');
    await suite.t.deps.database.db.execute(
      sql`update messages set call_media = null, call_outcome = null, call_seconds = null where client_id = ${`call-${call.id}`}`,
    );
    const facts = { media: 'video', outcome: 'declined', seconds: null };
    expect((await messagesOf(suite.t, a, b)).messages.at(-1)).toMatchObject({
      text: 'Video call declined',
      call: facts,
    });
    expect((await conversationsOf(suite.t, b))[0]).toMatchObject({ lastMessage: { call: facts } });
  });

  it('hung up after answering: ended, with how long it lasted', async () => {
    const { aTab, bTab, callId } = await activeCall();
    expect(await command(aTab, { type: 'call.end', callId })).toBeNull();
    for (const s of [aTab, bTab]) {
      const ended = await waitFor(s, callStatusIs(callId, 'ended'), 'ended');
      expect(ended).toMatchObject({ call: { endedAt: expect.any(String) }, endedBy: expect.any(String) });
      await waitFor(
        s,
        (m) =>
          m.type === 'chat.message_created' &&
          m.message.kind === 'call' &&
          /^Video call · 0:0\d$/.test(m.message.text) &&
          m.message.call?.outcome === 'answered' &&
          m.message.call.media === 'video' &&
          m.message.text === `Video call · 0:0${m.message.call.seconds}`,
        'line',
      );
    }
    expect(await signal(bTab, callId, offer())).toMatchObject({ code: 'call_not_found' });
    // Hanging up again changes nothing and says nothing more.
    expect(await command(bTab, { type: 'call.end', callId })).toBeNull();
    await aTab.roundTrip();
    expect(updatesOf(aTab, callId)).toHaveLength(2);
  });

  it('cancelled by the caller while ringing: missed, and the missed hook hears it once', async () => {
    const { a, b } = await matchedPair();
    const heard: string[] = [];
    const off = onCalls(suite.t.deps, {
      ringing: (c) => void heard.push(`ringing ${c.id}`),
      missed: (c, from) => void heard.push(`missed ${c.id} ${from.userId}`),
    });
    try {
      const [aTab, bTab] = [await connect(a), await connect(b)];
      const { call } = await ringing(aTab, b);
      await command(aTab, { type: 'call.end', callId: call.id });
      await waitFor(bTab, callStatusIs(call.id, 'missed'), 'missed');
      await waitFor(bTab, callLineOn(bTab, 'Missed video call'), 'line');
      expect(heard).toEqual([`ringing ${call.id}`, `missed ${call.id} ${a.id}`]);
      // The app's own notices: the person called finds a missed call from the caller in their list.
      await waitFor(bTab, (m) => m.type === 'notification.created', 'the bell told');
      const list = await suite.t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { authorization: `Bearer ${b.token}` },
      });
      expect(
        (list.json() as { notifications: { kind: string; person: { userId: string } | null }[] }).notifications,
      ).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'missed_call', person: expect.objectContaining({ userId: a.id }) }),
        ]),
      );
    } finally {
      off();
    }
  });

  it('rang out: the sweep misses it, from the state in the database', async () => {
    const { a, b } = await matchedPair();
    const [aTab, bTab] = [await connect(a), await connect(b)];
    const { call } = await ringing(aTab, b);
    // The call's clock moves back (a sweep with a clock ahead would also miss other files' calls).
    await ageCall(suite.t.deps.database.db, call.id, Date.parse(call.ringsUntil) - Date.now() + 1_000);
    expect(await sweepStaleCalls(suite.t.deps)).toBeGreaterThanOrEqual(1);
    await waitFor(aTab, callStatusIs(call.id, 'missed'), 'missed on the caller');
    await waitFor(bTab, callLineOn(bTab, 'Missed video call'), 'line');
    expect(await answer(bTab, call.id)).toMatchObject({ type: 'error', code: 'call_not_found' });
  });

  it('both pages silent: the sweep ends the call; one page still beating keeps it', async () => {
    const { a, aTab, bTab, callId } = await activeCall();
    const db = suite.t.deps.database.db;
    // 30 s pass for this call; a's page beats now, b's has been silent since it answered.
    await ageCall(db, callId, 30_000);
    await touchCall(db, callId, a.id, connectionIdOf(aTab), new Date());
    await sweepStaleCalls(suite.t.deps);
    await bTab.roundTrip();
    expect(updatesOf(bTab, callId).map((u) => u.call.status)).toEqual(['active']);
    await ageCall(db, callId, 25_000);
    await sweepStaleCalls(suite.t.deps);
    await waitFor(bTab, callStatusIs(callId, 'ended'), 'ended by the sweep');
  });
});

const connectionIdOf = (s: TestSocket) =>
  (s.messages.find((m) => m.type === 'hello') as { connectionId: string }).connectionId;

describe('refusals', () => {
  it('refuses strangers, a friend who does not allow messages, yourself and a sample profile', async () => {
    const me = await member(suite.t);
    const tab = await connect(me);
    const stranger = await member(suite.t);
    expect(await startCall(tab, stranger)).toMatchObject({
      type: 'error',
      code: 'not_connected',
      message: 'You can only call people you can message.',
    });
    const friend = await member(suite.t);
    await befriend(suite.t, me, friend);
    await allowMessages(suite.t, friend, false);
    expect(await startCall(tab, friend)).toMatchObject({ type: 'error', code: 'not_connected' });
    expect(await startCall(tab, me)).toMatchObject({ type: 'error', code: 'cannot_target_self' });
    expect(await startCall(tab, 'demo-amara')).toMatchObject({
      type: 'error',
      code: 'demo_profile',
      message: 'Calls are only available with real users.',
    });
  });

  it('refuses a blocked pair either way, without saying who blocked', async () => {
    const { a, b } = await matchedPair();
    await block(suite.t, b, a);
    const got = await startCall(await connect(a), b);
    expect(got).toMatchObject({ type: 'error', code: 'not_connected' });
  });

  it('busy: the person called is in another call; the caller is told and both chats show a missed call', async () => {
    const { a, b, aTab, bTab } = await activeCall();
    const c = await member(suite.t);
    await matchDirectly(suite.t, c, b);
    const cTab = await connect(c);
    expect(await startCall(cTab, b)).toMatchObject({
      type: 'error',
      code: 'busy',
      message: 'They are on another call. Try again in a little while.',
    });
    await waitFor(cTab, callLineOn(cTab, 'Missed video call'), 'line on the caller');
    // And a caller already in a call cannot start another.
    await matchDirectly(suite.t, a, c);
    expect(await startCall(aTab, c)).toMatchObject({
      type: 'error',
      code: 'busy',
      message: 'You are already in a call.',
    });
    await bTab.roundTrip();
    expect(bTab.messages.filter((m) => m.type === 'call.incoming')).toHaveLength(1);
  });

  it('many calls to one person at once: exactly one rings', async () => {
    const target = await member(suite.t);
    const callers = await Promise.all(Array.from({ length: 5 }, () => member(suite.t)));
    for (const c of callers) await matchDirectly(suite.t, c, target);
    const answers = await Promise.all(callers.map(async (c) => startCall(await connect(c), target)));
    expect(answers.filter((x) => x.type === 'call.started')).toHaveLength(1);
    expect(answers.filter((x) => x.type === 'error' && x.code === 'busy')).toHaveLength(4);
  });
});

describe('ending when the two may no longer talk', () => {
  it('a block during a call ends it for both at once', async () => {
    const { a, b, aTab, bTab, callId } = await activeCall();
    await block(suite.t, a, b);
    for (const s of [aTab, bTab]) await waitFor(s, callStatusIs(callId, 'ended'), 'ended by the block');
    expect(await signal(aTab, callId, offer())).toMatchObject({ code: 'call_not_found' });
  });

  it('an unmatch while it rings makes it a missed call', async () => {
    const { a, b } = await matchedPair();
    const [aTab, bTab] = [await connect(a), await connect(b)];
    const { call } = await ringing(aTab, b);
    await unmatch(suite.t, b, a);
    await waitFor(aTab, callStatusIs(call.id, 'missed'), 'missed after the unmatch');
    expect(await answer(bTab, call.id)).toMatchObject({ type: 'error', code: 'call_not_found' });
  });
});
