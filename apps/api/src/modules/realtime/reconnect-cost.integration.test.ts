import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { listen, openSocket, realtimeDeps, sendOk } from '../messaging/messaging-test-kit.ts';
import { call, matchDirectly, member } from '../social/social-test-kit.ts';
import { eventually, type TestSocket } from './realtime-test-client.ts';

/**
 * Issue #24, socket churn: a phone whose connection drops, comes back and catches up costs the
 * database a fixed, small number of statements. At a hundred reconnects a second every statement
 * counts: the long-form churn ran out of pooled connections with about seven a reconnect.
 */
let t: TestApp;
let base: string;
let recording: string[] | null = null;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_MESSAGES_PER_MINUTE: '100000' },
    deps: realtimeDeps(),
    onQuery: (q) => recording?.push(q),
  });
  base = await listen(t);
});
afterAll(async () => {
  await t?.close();
});

const online = async (userId: string) => (await t.deps.presence.list([userId], new Date()))[0]?.online ?? false;

/** Waits until no statement has been sent for a while: the gateway's set-up and release run after hello and close. */
async function quiet(): Promise<void> {
  let seen = -1;
  await eventually(async () => {
    const now = recording!.length;
    if (now === seen) return true;
    seen = now;
    await new Promise((r) => setTimeout(r, 150));
    return false;
  }, 'the statements to stop');
}

const show = (statements: string[]) => statements.map((s) => `  ${s.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n');

describe('what a reconnect costs the database', () => {
  it('a dropped socket, a new one and a catch-up of the conversation take at most three statements', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    await sendOk(t, a, b, 'before the drop');
    let socket: TestSocket = await openSocket(base, b);
    await eventually(() => online(b.id), 'b online');

    recording = [];
    socket.ws.terminate();
    await eventually(async () => !(await online(b.id)), 'b offline');
    socket = await openSocket(base, b);
    await socket.next((m) => m.type === 'presence.changed');
    const res = await call(t, b, 'GET', `/api/conversations/${a.id}/messages?after=0`);
    expect(res.statusCode, res.body).toBe(200);
    await quiet();
    const statements = recording;
    recording = null;
    socket.ws.close();
    console.log(`a reconnect and catch-up: ${statements.length} statements\n${show(statements)}`);
    expect(statements.length, show(statements)).toBeLessThanOrEqual(3);
  });
});
