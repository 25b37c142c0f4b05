/*
 * The service worker (decision 0042). Hand-written and plain JavaScript: it is served as it is,
 * outside the app's bundles, so it adds nothing to any page's JavaScript. scripts/build.ts fills in
 * the version and the app shell's files.
 *
 * - Pages: from the network; when there is none, our offline page. The app is never served stale.
 * - Hashed assets (/assets/*): from the cache once fetched (they never change under one name).
 * - Icons, the manifest, fonts and other static files: from the cache, refreshed in the background.
 * - /api, /media and the realtime socket: never touched, never cached.
 * - A new version waits until the page asks it to take over (the "Update available" prompt).
 */
/* global __SHELL__ */
const VERSION = '__VERSION__';
const SHELL = __SHELL__;
const CACHE = `shell-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([OFFLINE_PAGE, ...SHELL])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('shell-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

const neverCached = (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/') || url.pathname === '/metrics';

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || neverCached(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
    return;
  }
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request).then((hit) => {
        const fresh = fetch(request).then((response) => {
          if (response.ok) event.waitUntil(cache.put(request, response.clone()));
          return response;
        });
        if (hit) {
          event.waitUntil(fresh.catch(() => undefined));
          return hit;
        }
        return fresh;
      }),
    ),
  );
});

/** A path on our own site ('//host/…' is another site's address), else the app's home. */
const ownPath = (url) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/app');

self.addEventListener('push', (event) => {
  let push = null;
  try {
    push = event.data ? event.data.json() : null;
  } catch {
    push = null;
  }
  if (!push || typeof push.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: typeof push.body === 'string' ? push.body : '',
      tag: typeof push.tag === 'string' ? push.tag : undefined,
      // A newer message from the same person replaces the notice and is announced again.
      renotify: typeof push.tag === 'string',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: ownPath(push.url) },
    }),
  );
});

/**
 * Which of our windows a click on a notice should bring forward, and whether it must be taken to
 * `target`; null when a new window should open there. A click allows one focus() or openWindow(),
 * for a few seconds (decision 0065), so the choice is made once, from what the windows say of
 * themselves: only a window the member can see is worth focusing. A hidden one may be a page they
 * left for another site, kept for Back, which refuses focus(), and a refused focus() spends the
 * click: openWindow() is then refused too and the click does nothing.
 */
function windowForClick(windows, origin, target) {
  const seen = windows.filter(
    (w) => w.visibilityState === 'visible' && w.frameType !== 'nested' && new URL(w.url).origin === origin,
  );
  if (seen.length === 0) return null;
  // The one in front first, then one already showing the target (no reload of an open chat).
  const rank = (w) => (w.focused ? 2 : 0) + (w.url === target ? 1 : 0);
  const best = seen.reduce((a, b) => (rank(b) > rank(a) ? b : a));
  return { window: best, navigate: best.url !== target };
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(ownPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    // Only the windows this worker controls: navigate() refuses any other, which would be left
    // focused but not on the chat.
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      const choice = windowForClick(windows, self.location.origin, target);
      // Opened straight away, with nothing tried before it that could spend or outlast the click.
      if (!choice) return self.clients.openWindow(target);
      const tab = choice.window;
      // Focus while the click allows it; navigating needs no such permission, so a window in sight
      // is still taken to the chat if the focus was refused.
      const focused = tab.focus().then((w) => w || tab, () => tab);
      return choice.navigate ? focused.then((w) => w.navigate(target)) : focused;
    }),
  );
});
