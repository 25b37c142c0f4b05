import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CALL_CALLER_GONE_GRACE_MS,
  CALL_HEARTBEAT_MS,
  CALL_RINGING_STALE_MS,
  CALL_STALE_MS,
} from '@sankofa/contracts/constants';
import { rowsOf } from '../../db/rows.ts';
import { useSocketSuite } from '../realtime/socket-suite.ts';
import type { TestSocket } from '../realtime/realtime-test-client.ts';
import { matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { sweepStaleCalls } from './call-sweep.ts';
import {
  ageCall,
  answer,
  callLineOn,
  callStatusIs,
  heartbeat,
  offer,
  ringing,
  signal,
  updatesOf,
  waitFor,
} from './calls-test-kit.ts';

/**
 * The caller goes away while the call rings (tab closed, phone offline): the person called stops
 * hearing it within seconds and both get a missed call. A reconnect (a new socket that beats at once)
 * keeps a ringing call ringing and never ends a connected one.
 */
// A database of its own: every app's periodic call sweep acts on all the calls of its database.
const suite = useSocketSuite({ RATE_CALLS_PER_HOUR: '10000' }, { ownDatabase: 'callergone' });
const connect = (who: Member) => suite.connect(who);

async function ringingPair() {
  const [a, b] = [await member(suite.t), await member(suite.t)];
  await matchDirectly(suite.t, a, b);
  const [aTab, bTab] = [await connect(a), await connect(b)];
  const { call } = await ringing(aTab, b);
  await waitFor(bTab, (m) => m.type === 'call.incoming' && m.call.id === call.id, 'ringing on b');
  return { a, b, aTab, bTab, callId: call.id };
}

const statusOf = async (callId: string) =>
  rowsOf<{ status: string }>(
    await suite.t.deps.database.db.execute(sql`select status from calls where id = ${callId}`),
  )[0]!.status;

/** `ms` pass for this call only (its readings move back), then a sweep round runs as any instance would. */
async function later(callId: string, ms: number): Promise<void> {
  await ageCall(suite.t.deps.database.db, callId, ms);
  await sweepStaleCalls(suite.t.deps);
}

/** The gateway tells a's match that a went offline only after every feature's close hook has run. */
const offline = (bTab: TestSocket, a: Member) =>
  waitFor(bTab, (m) => m.type === 'presence.changed' && m.user.userId === a.id && !m.user.online, 'a offline');

describe('the caller goes away while it rings', () => {
  it('closing the calling tab ends the ring for the person called within the grace, and both chats get a missed call', async () => {
    const { a, aTab, bTab, callId } = await ringingPair();
    // While the calling tab is open, the grace passing changes nothing…
    await later(callId, CALL_CALLER_GONE_GRACE_MS + 500);
    expect(await statusOf(callId)).toBe('ringing');
    expect(await heartbeat(aTab, callId)).toMatchObject({ type: 'call.alive' });
    await aTab.close();
    await offline(bTab, a);
    // …and once it closed, the same wait misses the call (a silent caller took CALL_STALE_MS before).
    expect(CALL_CALLER_GONE_GRACE_MS + 500).toBeLessThan(CALL_STALE_MS);
    await later(callId, CALL_CALLER_GONE_GRACE_MS + 500);
    expect(await statusOf(callId)).toBe('missed');
    await waitFor(bTab, callStatusIs(callId, 'missed'), 'the person called hears it');
    await waitFor(bTab, callLineOn(bTab, 'Missed video call'), 'missed line for the person called');
    expect(await answer(bTab, callId)).toMatchObject({ type: 'error', code: 'call_not_found' });
  });

  it('a caller back on a new socket within the grace keeps the call ringing, and it can be answered', async () => {
    const { a, aTab, bTab, callId } = await ringingPair();
    await aTab.close();
    const aAgain = await connect(a);
    expect(await heartbeat(aAgain, callId)).toMatchObject({ type: 'call.alive', call: { status: 'ringing' } });
    // However the close and the beat interleaved, the old socket's close never pulls back a call the new one holds.
    await later(callId, CALL_CALLER_GONE_GRACE_MS + 1_000);
    expect(await statusOf(callId)).toBe('ringing');
    expect(await answer(bTab, callId)).toMatchObject({ type: 'call.answered' });
    await waitFor(aAgain, callStatusIs(callId, 'active'), 'the answer reaches the new socket');
  });

  it('a caller silent without closing (phone offline) is missed after the ringing staleness, not the in-call one', async () => {
    const { bTab, callId } = await ringingPair();
    // One connected-call heartbeat interval of silence is still fine (a page from before the faster ringing beat).
    await later(callId, CALL_HEARTBEAT_MS + 500);
    expect(await statusOf(callId)).toBe('ringing');
    await later(callId, CALL_RINGING_STALE_MS - CALL_HEARTBEAT_MS);
    expect(await statusOf(callId)).toBe('missed');
    await waitFor(bTab, callStatusIs(callId, 'missed'), 'missed: the caller fell silent');
  });
});

describe('a connected call and socket churn', () => {
  it('the caller’s socket dropping and coming back does not end the call, and signals reach the new socket', async () => {
    const { a, aTab, bTab, callId } = await ringingPair();
    expect(await answer(bTab, callId)).toMatchObject({ type: 'call.answered' });
    await waitFor(aTab, callStatusIs(callId, 'active'), 'connected');
    await aTab.close();
    const aAgain = await connect(a);
    expect(await heartbeat(aAgain, callId)).toMatchObject({ type: 'call.alive', call: { status: 'active' } });
    // Long past the ringing grace and staleness: a connected call ends only when both sides fall silent.
    await later(callId, CALL_RINGING_STALE_MS + CALL_CALLER_GONE_GRACE_MS);
    expect(await statusOf(callId)).toBe('active');
    await bTab.roundTrip();
    expect(updatesOf(bTab, callId).map((u) => u.call.status)).toEqual(['active']);
    expect(await signal(bTab, callId, offer('restart'))).toBeNull();
    await waitFor(aAgain, (m) => m.type === 'call.signal', 'signal reaches the new socket');
  });

  it('the caller’s socket closing for good leaves a connected call to the in-call staleness', async () => {
    const { a, aTab, bTab, callId } = await ringingPair();
    expect(await answer(bTab, callId)).toMatchObject({ type: 'call.answered' });
    await waitFor(aTab, callStatusIs(callId, 'active'), 'connected');
    await aTab.close();
    await offline(bTab, a);
    expect(await heartbeat(bTab, callId)).toMatchObject({ type: 'call.alive' });
    await later(callId, CALL_RINGING_STALE_MS + CALL_CALLER_GONE_GRACE_MS);
    expect(await statusOf(callId)).toBe('active');
  });
});
