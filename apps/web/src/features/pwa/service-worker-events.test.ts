import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * The worker's push and notification-click handlers, run in a sandbox that stands in for the
 * worker's global scope: every branch (a tab to reuse or none, a tab left for another site, another
 * site's address, an unreadable push) in milliseconds. The sandbox's windows keep Chromium's rule that
 * a click allows one focus() or openWindow(). The PWA E2E journey clicks real notices through a
 * private desktop notification server for the main paths.
 */
const source = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://app.example';

/** What a window client tells the worker of itself, and what it does when asked. */
interface WindowSpec {
  url: string;
  visibilityState?: 'visible' | 'hidden';
  focused?: boolean;
  frameType?: 'top-level' | 'nested';
  /** A page the member left for another site (kept for Back): it refuses to be focused. */
  left?: boolean;
}
interface Tab extends Required<Omit<WindowSpec, 'left'>> {
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}
type Choice = { window: WindowSpec; navigate: boolean } | null;

function worker(specs: WindowSpec[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: { data: { url: string }; tag?: string } }> = [];
  // As in Chromium, a click allows one focus() or openWindow(), whichever comes first, even a refused one.
  let allowance = 0;
  const spend = () => {
    if (allowance < 1) throw new DOMException('Not allowed to open a window.', 'InvalidAccessError');
    allowance--;
  };
  const openWindow = vi.fn(async (url: string) => (spend(), { url }));
  const tabs = specs.map(({ left = false, ...spec }) => {
    const t: Tab = {
      visibilityState: left ? 'hidden' : 'visible',
      focused: false,
      frameType: 'top-level',
      ...spec,
      focus: vi.fn(async () => {
        spend();
        if (left) throw new TypeError('The client is not active.');
        return t;
      }),
      navigate: vi.fn(async () => t),
    };
    return t;
  });
  const matchAll = vi.fn(async (_options: object) => tabs);
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) =>
        void shown.push({ title, options }),
    },
    clients: { matchAll, openWindow, claim: async () => undefined },
  };
  const scope: Record<string, unknown> = { self, URL, __SHELL__: [], caches: {} };
  runInNewContext(source, scope);
  const fire = async (type: string, event: object) => {
    if (type === 'notificationclick') allowance = 1;
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  const windowForClick = scope.windowForClick as (windows: WindowSpec[], origin: string, target: string) => Choice;
  return { shown, openWindow, matchAll, fire, tabs, windowForClick };
}

const pushed = (payload: unknown) => ({ data: { json: () => payload } });
const clicked = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });

describe('service worker: push notices', () => {
  it('shows the notice with the chat it belongs to', async () => {
    const w = worker();
    await w.fire(
      'push',
      pushed({ title: '3 new messages from Ama', body: 'See you', tag: 'chat-1', url: '/app/messages?chat=1' }),
    );
    expect(w.shown).toHaveLength(1);
    expect(w.shown[0]).toMatchObject({
      title: '3 new messages from Ama',
      options: { tag: 'chat-1', data: { url: '/app/messages?chat=1' } },
    });
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

describe('service worker: which window a click goes to', () => {
  const chat = `${ORIGIN}/app/messages?chat=7`;
  const choose = (windows: WindowSpec[], target = chat) => worker().windowForClick(windows, ORIGIN, target);

  it('brings forward the window in front of the member, and takes it to the chat', () => {
    const behind = { url: `${ORIGIN}/app`, visibilityState: 'visible' as const, focused: false };
    const front = { url: `${ORIGIN}/app/profile`, visibilityState: 'visible' as const, focused: true };
    expect(choose([behind, front])).toEqual({ window: front, navigate: true });
  });

  it('leaves a window already on that chat where it is', () => {
    const onChat = { url: chat, visibilityState: 'visible' as const };
    const elsewhere = { url: `${ORIGIN}/app`, visibilityState: 'visible' as const };
    expect(choose([elsewhere, onChat])).toEqual({ window: onChat, navigate: false });
  });

  it('opens a new window rather than focus a hidden one, which may be a page the member left', () => {
    expect(choose([{ url: `${ORIGIN}/app`, visibilityState: 'hidden', focused: false }])).toBeNull();
  });

  it('never picks another site or a frame inside a page', () => {
    expect(choose([{ url: 'https://elsewhere.example/', visibilityState: 'visible', focused: true }])).toBeNull();
    expect(choose([{ url: `${ORIGIN}/app`, visibilityState: 'visible', frameType: 'nested' }])).toBeNull();
  });

  it('opens a new window when there is none of ours', () => {
    expect(choose([])).toBeNull();
  });
});

describe('service worker: a click on a notice', () => {
  it('brings an open tab of ours forward and takes it to that chat', async () => {
    const w = worker([{ url: 'https://elsewhere.example/' }, { url: `${ORIGIN}/app` }]);
    const [other, ours] = w.tabs;
    const event = clicked('/app/messages?chat=7');
    await w.fire('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(ours!.focus).toHaveBeenCalled();
    expect(ours!.navigate).toHaveBeenCalledWith(`${ORIGIN}/app/messages?chat=7`);
    expect(other!.navigate).not.toHaveBeenCalled();
    expect(w.openWindow).not.toHaveBeenCalled();
    // Only the windows it controls: navigate() refuses any other.
    expect(w.matchAll).toHaveBeenCalledWith({ type: 'window' });
  });

  it('opens the chat in a new window when the only tab of ours is a page the member left for another site', async () => {
    const w = worker([{ url: `${ORIGIN}/app`, left: true }]);
    await w.fire('notificationclick', clicked('/app/messages?chat=7'));
    // A focus() tried first would have spent the click and had this refused.
    expect(w.tabs[0]!.focus).not.toHaveBeenCalled();
    expect(w.openWindow).toHaveBeenCalledWith(`${ORIGIN}/app/messages?chat=7`);
    await expect(w.openWindow.mock.results[0]!.value).resolves.toEqual({ url: `${ORIGIN}/app/messages?chat=7` });
  });

  it('still takes a tab in sight to the chat when the browser refuses to focus it', async () => {
    const w = worker([{ url: `${ORIGIN}/app`, visibilityState: 'visible' }]);
    const tab = w.tabs[0]!;
    tab.focus.mockRejectedValueOnce(new DOMException('Not allowed to focus a window.', 'InvalidAccessError'));
    await w.fire('notificationclick', clicked('/app/messages?chat=7'));
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/app/messages?chat=7`);
  });

  it('only brings forward a tab already on that chat, without reloading it', async () => {
    const w = worker([{ url: `${ORIGIN}/app/messages?chat=7` }]);
    await w.fire('notificationclick', clicked('/app/messages?chat=7'));
    expect(w.tabs[0]!.focus).toHaveBeenCalled();
    expect(w.tabs[0]!.navigate).not.toHaveBeenCalled();
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
