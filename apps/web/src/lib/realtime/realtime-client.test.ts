import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_HEARTBEAT_MS, PROTOCOL_VERSION } from '@sankofa/contracts/realtime';
import { ACTIVITY_THROTTLE_MS, BACKOFF_MAX_MS, RealtimeClient, backoffDelay } from './realtime-client.ts';

class FakeSocket {
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readonly CONNECTING = 0;
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // Test side:
  serverSays(message: unknown) {
    this.readyState = 1;
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  hello() {
    this.serverSays({
      type: 'hello',
      protocolVersion: PROTOCOL_VERSION,
      userId: '0b3d1e00-f2b7-4050-8000-000000000001',
      connectionId: 'c',
      heartbeatMs: PRESENCE_HEARTBEAT_MS,
    });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const latest = () => FakeSocket.all.at(-1)!;
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('RealtimeClient', () => {
  let activity: EventTarget;
  let tokens: number;
  let client: RealtimeClient;
  const onRevoked = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    activity = new EventTarget();
    tokens = 0;
    onRevoked.mockReset();
    client = new RealtimeClient({
      url: 'ws://test/api/realtime',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      activityTarget: activity,
      random: () => 0.5,
      onRevoked,
    });
  });
  afterEach(() => {
    client.close();
    vi.useRealTimers();
  });

  const connect = async () => {
    client.connect(async () => `token-${++tokens}`);
    await flush();
  };

  it('offers our subprotocol and the token, and validates inbound frames', async () => {
    await connect();
    expect(latest().protocols).toEqual(['sankofa.v1', 'bearer.token-1']);
    const pongs: unknown[] = [];
    client.on('pong', (m) => pongs.push(m));
    latest().hello();
    expect(client.status).toBe('open');
    latest().serverSays('not json');
    latest().serverSays({ type: 'pong', ref: 42 });
    latest().serverSays({ type: 'pong', ref: 'ok' });
    expect(pongs).toEqual([{ type: 'pong', ref: 'ok' }]);
  });

  it('backs off from 200 ms, doubling, capped, with a fresh token each attempt', async () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 0.5))).toEqual([200, 400, 800, 1600]);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(0, () => 0)).toBe(150);
    await connect();
    latest().hello();
    latest().serverCloses(1006);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().serverCloses(1006); // failed again before hello
    await vi.advanceTimersByTimeAsync(399);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    expect(latest().protocols[1]).toBe('bearer.token-3');
  });

  it('reconnects at once with a fresh token after 4001, and stops for good on session.revoked', async () => {
    await connect();
    latest().hello();
    latest().serverCloses(4001);
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().protocols[1]).toBe('bearer.token-2');
    latest().hello();
    latest().serverSays({ type: 'session.revoked' });
    expect(onRevoked).toHaveBeenCalledOnce();
    expect(client.status).toBe('revoked');
    latest().serverCloses(4001);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('stops when there is no token (signed out)', async () => {
    client.connect(async () => null);
    await flush();
    expect(FakeSocket.all).toHaveLength(0);
    expect(client.status).toBe('closed');
  });

  it('re-announces presence every 30 s and on activity at most every 5 s', async () => {
    await connect();
    latest().hello();
    const beats = () => latest().sent.filter((m) => (m as { type: string }).type === 'presence.heartbeat').length;
    activity.dispatchEvent(new Event('mousemove'));
    expect(beats()).toBe(0); // hello just announced
    await vi.advanceTimersByTimeAsync(ACTIVITY_THROTTLE_MS);
    activity.dispatchEvent(new Event('keydown'));
    activity.dispatchEvent(new Event('scroll'));
    activity.dispatchEvent(new Event('click'));
    expect(beats()).toBe(1);
    await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS - ACTIVITY_THROTTLE_MS);
    expect(beats()).toBe(2);
  });

  it('close() removes listeners and timers, and nothing is sent afterwards', async () => {
    await connect();
    const socket = latest();
    socket.hello();
    client.close();
    expect(socket.closedWith).toBe(1000);
    activity.dispatchEvent(new Event('click'));
    await vi.advanceTimersByTimeAsync(10 * PRESENCE_HEARTBEAT_MS);
    expect(socket.sent).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(client.send({ type: 'ping' })).toBe(false);
  });
});
