import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * The worker's push and notification-click handlers, run in a sandbox that stands in for the
 * worker's global scope: every branch (a tab to reuse or none, another site's address, an unreadable
 * push) in milliseconds. The PWA E2E journey clicks real notices through a private desktop
 * notification server for the two main paths.
 */
const source = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://app.example';

interface Tab {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function worker(tabs: Tab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: { data: { url: string }; tag?: string } }> = [];
  const openWindow = vi.fn(async (url: string) => ({ url }));
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    registration: { showNotification: async (title: string, options: (typeof shown)[number]['options']) => void shown.push({ title, options }) },
    clients: { matchAll: async () => tabs, openWindow, claim: async () => undefined },
  };
  runInNewContext(source, { self, URL, __SHELL__: [], caches: {} });
  const fire = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { shown, openWindow, fire };
}

const pushed = (payload: unknown) => ({ data: { json: () => payload } });
const clicked = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });
const tab = (url: string): Tab => {
  const t: Tab = { url, focus: vi.fn(), navigate: vi.fn(async () => t) };
  t.focus.mockImplementation(async () => t);
  return t;
};

describe('service worker: push notices', () => {
  it('shows the notice with the chat it belongs to', async () => {
    const w = worker();
    await w.fire('push', pushed({ title: '3 new messages from Ama', body: 'See you', tag: 'chat-1', url: '/app/messages?chat=1' }));
    expect(w.shown).toHaveLength(1);
    expect(w.shown[0]).toMatchObject({ title: '3 new messages from Ama', options: { tag: 'chat-1', data: { url: '/app/messages?chat=1' } } });
  });

  it('never takes a notice to another site, whatever the payload says', async () => {
    const w = worker();
    for (const url of ['https://elsewhere.example/x', '//elsewhere.example/x', 42, undefined])
      await w.fire('push', pushed({ title: 'Hi', url }));
    expect(w.shown.map((n) => n.options.data.url)).toEqual(['/app', '/app', '/app', '/app']);
  });

  it('ignores a push it cannot read', async () => {
    const w = worker();
    await w.fire('push', { data: { json: () => JSON.parse('not json') } });
    await w.fire('push', pushed({ body: 'no title' }));
    expect(w.shown).toEqual([]);
  });
});

describe('service worker: a click on a notice', () => {
  it('brings an open tab of ours forward and takes it to that chat', async () => {
    const ours = tab(`${ORIGIN}/app`);
    const other = tab('https://elsewhere.example/');
    const w = worker([other, ours]);
    const event = clicked('/app/messages?chat=7');
    await w.fire('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(ours.focus).toHaveBeenCalled();
    expect(ours.navigate).toHaveBeenCalledWith(`${ORIGIN}/app/messages?chat=7`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(w.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on that chat when no tab of ours is open', async () => {
    const w = worker([]);
    await w.fire('notificationclick', clicked('/app/messages?chat=7'));
    expect(w.openWindow).toHaveBeenCalledWith(`${ORIGIN}/app/messages?chat=7`);
  });

  it('opens our app, not another site, for a notice whose address points away', async () => {
    const w = worker([]);
    await w.fire('notificationclick', clicked('//elsewhere.example/phish'));
    expect(w.openWindow).toHaveBeenCalledWith(`${ORIGIN}/app`);
  });
});
