import { beforeAll, describe, expect, it } from 'vitest';
import type { PendingMessage } from './outbox.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { createOutboxStore } from './outbox-store.ts';

// The texts come from the English messages file, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('messages'));

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    map,
  };
}

const pending = (clientId: string, status: PendingMessage['status'] = 'sending'): PendingMessage => ({
  clientId,
  outgoing: { kind: 'text', text: `hello ${clientId}` },
  status,
  error: status === 'failed' ? 'Too few tokens' : null,
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('outbox store', () => {
  it('brings unsent messages back after a reload as not sent, keeping their client ids and reasons', () => {
    const storage = memoryStorage();
    const store = createOutboxStore(storage);
    store.save('me', 'peer', [pending('a1b2c3d4'), pending('e5f6a7b8', 'failed')]);
    const again = createOutboxStore(storage).load('me', 'peer');
    expect(again).toEqual([
      { ...pending('a1b2c3d4'), status: 'failed', error: 'The page was reloaded before this message was sent.' },
      pending('e5f6a7b8', 'failed'),
    ]);
  });

  it('keeps each person and conversation apart, forgets an emptied outbox and clears everything on sign-out', () => {
    const storage = memoryStorage();
    const store = createOutboxStore(storage);
    store.save('me', 'peer', [pending('a1b2c3d4')]);
    store.save('other', 'peer', [pending('e5f6a7b8')]);
    expect(store.load('me', 'someone-else')).toEqual([]);
    expect(store.load('other', 'peer').map((p) => p.clientId)).toEqual(['e5f6a7b8']);
    store.save('me', 'peer', []);
    expect(storage.map.has('sankofa.outbox.me.peer')).toBe(false);
    storage.setItem('unrelated', 'x');
    store.clearAll();
    expect([...storage.map.keys()]).toEqual(['unrelated']);
  });

  it('ignores what it cannot read, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem('sankofa.outbox.me.peer', '{not json');
    expect(createOutboxStore(storage).load('me', 'peer')).toEqual([]);
    storage.setItem('sankofa.outbox.me.peer', JSON.stringify([{ clientId: 1 }, pending('a1b2c3d4', 'failed')]));
    expect(
      createOutboxStore(storage)
        .load('me', 'peer')
        .map((p) => p.clientId),
    ).toEqual(['a1b2c3d4']);
    const none = createOutboxStore(null);
    none.save('me', 'peer', [pending('a1b2c3d4')]);
    expect(none.load('me', 'peer')).toEqual([]);
  });
});
