import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../adapters/bus/memory-bus.ts';
import { publishSessionRevoked } from '../realtime/session-events.ts';
import { LiveSessions, liveSessionsOf, SESSIONS_REVOKED_CHANNEL } from './live-sessions.ts';

const FAR = Number.MAX_SAFE_INTEGER;

describe('LiveSessions', () => {
  it('trusts nothing until it listens for revocations', () => {
    const c = new LiveSessions(5_000);
    c.remember('s', 'u', 'fr', FAR, 0, c.mark());
    expect(c.get('s', 'u', 1)).toBeUndefined();
    c.listen();
    c.remember('s', 'u', 'fr', FAR, 0, c.mark());
    expect(c.get('s', 'u', 1)).toEqual({ locale: 'fr' });
  });

  it('keeps a session for its time to live, never past the session end, and only for its own user', () => {
    const c = new LiveSessions(5_000);
    c.listen();
    c.remember('s', 'u', null, FAR, 0, c.mark());
    expect(c.get('s', 'u', 4_999)).toEqual({ locale: null });
    expect(c.get('s', 'u', 5_000)).toBeUndefined();
    c.remember('s', 'u', null, 1_000, 0, c.mark());
    expect(c.get('s', 'u', 999)).toBeDefined();
    expect(c.get('s', 'u', 1_000)).toBeUndefined();
    c.remember('s', 'u', null, FAR, 0, c.mark());
    expect(c.get('s', 'someone else', 1)).toBeUndefined();
  });

  it('does not keep an answer read before a revocation, whichever session it was', () => {
    const c = new LiveSessions(5_000);
    c.listen();
    const mark = c.mark();
    c.forget('another');
    c.remember('s', 'u', null, FAR, 0, mark);
    expect(c.get('s', 'u', 1)).toBeUndefined();
  });

  it('forgets at once when this instance revokes, and when another instance says so on the bus', async () => {
    const bus = createMemoryBus();
    const c = liveSessionsOf(bus);
    await new Promise((resolve) => setTimeout(resolve, 0));
    c.remember('mine', 'u', null, FAR, 0, c.mark());
    c.remember('theirs', 'u', null, FAR, 0, c.mark());
    await publishSessionRevoked(bus, 'mine');
    expect(c.get('mine', 'u', 1)).toBeUndefined();
    expect(c.get('theirs', 'u', 1)).toBeDefined();
    await bus.publish(SESSIONS_REVOKED_CHANNEL, { sessionId: 'theirs' });
    expect(c.get('theirs', 'u', 1)).toBeUndefined();
    await bus.close();
  });
});
