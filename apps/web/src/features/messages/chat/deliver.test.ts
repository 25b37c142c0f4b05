import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeClient } from '@/lib/realtime/realtime-client.ts';
import { SendRefused, sendOverSocket } from './deliver.ts';
import { msg } from './test-messages.ts';

type Handler = (m: Record<string, unknown>) => void;

/** Just enough of the realtime client: status, subscriptions and sent frames. */
function fakeClient(status = 'open') {
  const handlers = new Map<string, Set<Handler>>();
  const statusHandlers = new Set<(s: string) => void>();
  const sent: Record<string, unknown>[] = [];
  const client = {
    status,
    on: (type: string, h: Handler) => {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set.add(h));
      return () => set.delete(h);
    },
    onStatus: (h: (s: string) => void) => {
      statusHandlers.add(h);
      return () => statusHandlers.delete(h);
    },
    send: (m: Record<string, unknown>) => (sent.push(m), client.status === 'open'),
  };
  return {
    client: client as unknown as RealtimeClient,
    sent,
    say: (type: string, m: Record<string, unknown>) => handlers.get(type)?.forEach((h) => h({ type, ...m })),
    setStatus: (s: string) => statusHandlers.forEach((h) => h(s)),
    listeners: () => [...handlers.values()].reduce((n, s) => n + s.size, 0) + statusHandlers.size,
  };
}

const body = { kind: 'text' as const, clientId: 'client-7', text: 'Akwaaba' };
const TO = '0b3d1e00-f2b7-4050-8000-00000000000b';

describe('sendOverSocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends chat.send with the client id as ref and resolves with the matching answer', async () => {
    const fake = fakeClient();
    const result = sendOverSocket(fake.client, TO, body);
    expect(fake.sent).toEqual([{ type: 'chat.send', ref: 'client-7', to: TO, ...body }]);
    fake.say('chat.sent', { ref: 'someone-else', message: msg(1, 'me'), tokenBalance: null });
    fake.say('chat.sent', { ref: 'client-7', message: msg(2, 'me'), tokenBalance: 90 });
    await expect(result).resolves.toEqual({ message: msg(2, 'me'), tokenBalance: 90 });
    expect(fake.listeners()).toBe(0);
  });

  it("rejects with the server's words when it refuses", async () => {
    const fake = fakeClient();
    const result = sendOverSocket(fake.client, TO, body);
    fake.say('error', { ref: 'client-7', code: 'insufficient_tokens', message: 'Not enough tokens' });
    await expect(result).rejects.toEqual(new SendRefused('insufficient_tokens', 'Not enough tokens'));
  });

  it('gives up (for HTTP to take over) when the socket is closed, drops, stays silent or fails itself', async () => {
    await expect(sendOverSocket(fakeClient('reconnecting').client, TO, body)).resolves.toBeNull();

    const dropped = fakeClient();
    const lost = sendOverSocket(dropped.client, TO, body);
    dropped.setStatus('reconnecting');
    await expect(lost).resolves.toBeNull();

    const silent = fakeClient();
    const waiting = sendOverSocket(silent.client, TO, body, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(waiting).resolves.toBeNull();
    expect(silent.listeners()).toBe(0);

    const broken = fakeClient();
    const failing = sendOverSocket(broken.client, TO, body);
    broken.say('error', { ref: 'client-7', code: 'internal_error', message: 'Something went wrong' });
    await expect(failing).resolves.toBeNull();
  });
});
