import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { useSocketSuite } from '../realtime/socket-suite.ts';
import type { TestSocket } from '../realtime/realtime-test-client.ts';
import { matchDirectly, member } from '../social/social-test-kit.ts';
import { block, newRef, waitFor } from './messaging-test-kit.ts';

/**
 * Typing goes only where a message could go, decided from the set of people each person may write
 * to, learned when they connect (decision 0008): these hold that set to every change in time.
 */
const suite = useSocketSuite();
const count = (s: TestSocket, match: (m: ServerMessage) => boolean) => s.messages.filter(match).length;

describe('typing permissions', () => {
  it('typing stops reaching someone the moment they are blocked, though it was allowed a second before', async () => {
    const a = await member(suite.t);
    const b = await member(suite.t);
    await matchDirectly(suite.t, a, b);
    const sa = await suite.connect(a);
    const sb = await suite.connect(b);
    const ref = newRef('typing');
    sa.send({ type: 'chat.typing', ref: newRef('typing'), to: b.id, typing: true });
    await waitFor(sb, (m) => m.type === 'chat.typing_changed' && m.userId === a.id, 'the first typing signal');

    await block(suite.t, b, a);
    await waitFor(sa, (m) => m.type === 'connections.changed', 'the connections change');
    sa.send({ type: 'chat.typing', ref, to: b.id, typing: true });
    const refused = await waitFor(sa, (m) => m.type === 'error' && m.ref === ref, 'the refusal');
    expect(refused).toMatchObject({ code: 'not_connected' });
    await sb.roundTrip();
    expect(count(sb, (m) => m.type === 'chat.typing_changed')).toBe(1);
  });

  it('typing reaches a match made after both connected (the permissions learned at connect are not final)', async () => {
    const a = await member(suite.t);
    const b = await member(suite.t);
    const sa = await suite.connect(a);
    const sb = await suite.connect(b);
    const early = newRef('typing');
    sa.send({ type: 'chat.typing', ref: early, to: b.id, typing: true });
    expect(await waitFor(sa, (m) => m.type === 'error' && m.ref === early, 'the refusal')).toMatchObject({
      code: 'not_connected',
    });

    await matchDirectly(suite.t, a, b); // straight into the table: no connections change is announced
    sa.send({ type: 'chat.typing', to: b.id, typing: true });
    await waitFor(sb, (m) => m.type === 'chat.typing_changed' && m.userId === a.id, 'typing after the match');
  });

  it('a block made while the typist was offline holds when they reconnect (the permissions are asked again)', async () => {
    const a = await member(suite.t);
    const b = await member(suite.t);
    await matchDirectly(suite.t, a, b);
    const sb = await suite.connect(b);
    const first = await suite.connect(a);
    first.send({ type: 'chat.typing', to: b.id, typing: true });
    await waitFor(sb, (m) => m.type === 'chat.typing_changed' && m.userId === a.id, 'typing before the block');
    await first.close();

    await block(suite.t, b, a); // a has no socket here, so this instance hears nothing of it for a
    const again = await suite.connect(a);
    const ref = newRef('typing');
    again.send({ type: 'chat.typing', ref, to: b.id, typing: true });
    expect(await waitFor(again, (m) => m.type === 'error' && m.ref === ref, 'the refusal')).toMatchObject({
      code: 'not_connected',
    });
    await sb.roundTrip();
    expect(count(sb, (m) => m.type === 'chat.typing_changed')).toBe(1);
  });
});
