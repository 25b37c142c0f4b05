/**
 * This tab's side of the service worker (public/sw.js): registers it, and notices when a newer
 * version has installed and waits to take over. Only the signed-in shell loads this module, so the
 * landing page's first JavaScript carries none of it.
 */
type Listener = () => void;

let registration: Promise<ServiceWorkerRegistration | null> | null = null;
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

export const serviceWorkerSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const l of [...listeners]) l();
}

function watch(reg: ServiceWorkerRegistration): void {
  // Only an update waits: the very first worker has nothing to replace.
  if (reg.waiting && navigator.serviceWorker.controller) setWaiting(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const incoming = reg.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed' && navigator.serviceWorker.controller) setWaiting(incoming);
    });
  });
}

/** Registers the worker once per page; null where the browser has none (or refuses it). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  registration ??= navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (reg) => {
      watch(reg);
      return reg;
    },
    () => null,
  );
  return registration;
}

export const updateWaiting = () => waiting !== null;

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over, then reloads once it controls this page. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'skip-waiting' });
}
