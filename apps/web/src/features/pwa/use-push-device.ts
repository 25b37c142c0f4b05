import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import { getPushConfig, pushSubscriptionStatus, removePushSubscription, savePushSubscription } from './pwa-api.ts';
import { registerServiceWorker, serviceWorkerSupported } from './service-worker.ts';

export type PushDeviceState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const pushSupported = () =>
  serviceWorkerSupported() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await registerServiceWorker())) throw new Error(i18n.t('pwa:push.noWorker'));
  return navigator.serviceWorker.ready;
}

/**
 * 'Push notifications on this device': this browser's subscription, tied on the server to this
 * device's session. The browser is asked for permission only when the person turns it on.
 */
export function usePushDevice(): { state: PushDeviceState; busy: boolean; turn: (on: boolean) => Promise<void> } {
  const [state, setState] = useState<PushDeviceState>(() => (pushSupported() ? 'checking' : 'unsupported'));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    let stale = false;
    void (async () => {
      if (Notification.permission === 'denied') return setState('blocked');
      const reg = await registerServiceWorker();
      const sub = reg ? await reg.pushManager.getSubscription() : null;
      // A subscription this browser holds for someone else's session (signed in before) is not ours.
      const on = sub
        ? (await pushSubscriptionStatus(sub.endpoint).catch(() => ({ subscribed: false }))).subscribed
        : false;
      if (!stale) setState(on ? 'on' : 'off');
    })().catch(() => !stale && setState('off'));
    return () => {
      stale = true;
    };
  }, []);

  const turn = useCallback(async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const permission =
          Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
        if (permission !== 'granted') {
          setState('blocked');
          return;
        }
        const reg = await readyRegistration();
        const key = keyBytes((await getPushConfig()).publicKey);
        let sub = await reg.pushManager.getSubscription();
        // Made with another server key (the server's keys were replaced): it can never be used.
        if (sub && !sameKey(sub.options.applicationServerKey, key)) {
          await sub.unsubscribe();
          sub = null;
        }
        sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
        await savePushSubscription(sub.toJSON());
        setState('on');
      } else {
        const reg = await readyRegistration();
        const sub = await reg.pushManager.getSubscription();
        if (sub) {
          await removePushSubscription(sub.endpoint);
          await sub.unsubscribe();
        }
        setState('off');
      }
    } catch (err) {
      const reason = err instanceof Error ? err.message : i18n.t('pwa:push.tryAgain');
      toast.error(i18n.t('pwa:push.toast'), {
        description: on ? i18n.t('pwa:push.onFailed', { reason }) : i18n.t('pwa:push.offFailed', { reason }),
      });
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, turn };
}
