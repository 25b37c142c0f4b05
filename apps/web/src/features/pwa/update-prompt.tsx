import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMutating } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { applyUpdate, onUpdateWaiting, registerServiceWorker, updateWaiting } from './service-worker.ts';

/** Somebody typing, saving, or in a live stream is busy: an update can wait until they are not. */
function useBusy(): boolean {
  const saving = useIsMutating() > 0;
  const live = useLocation().pathname.startsWith('/app/streaming/');
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const check = () => {
      const el = document.activeElement;
      setTyping(
        el instanceof HTMLTextAreaElement ||
          (el instanceof HTMLInputElement && el.type !== 'checkbox' && el.type !== 'radio'),
      );
    };
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', check);
    return () => {
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', check);
    };
  }, []);
  return saving || live || typing;
}

/**
 * Registers the service worker, and when a newer version of the app is ready says so in one line
 * with a Reload button; never while the person is in the middle of something (and the reload only
 * happens when they choose it).
 */
export function UpdatePrompt() {
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  const ready = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  const busy = useBusy();
  if (!ready || busy) return null;
  // Its words are fetched only when there is an update to tell about; the page does not wait for them.
  return (
    <Suspense fallback={null}>
      <UpdateLine />
    </Suspense>
  );
}

function UpdateLine() {
  const { t } = useTranslation('pwa');
  return (
    <div role="status" className="border-b border-forest-200 bg-forest-50 text-forest-900">
      <div className="mx-auto flex min-h-9 max-w-6xl items-center gap-3 px-4 py-1 text-sm">
        <RefreshCw className="h-4 w-4 shrink-0" aria-hidden />
        <span className="me-auto">{t('update.available')}</span>
        <button
          type="button"
          onClick={applyUpdate}
          className="shrink-0 cursor-pointer rounded-full bg-forest-800 px-4 py-1 font-bold text-white"
        >
          {t('update.reload')}
        </button>
      </div>
    </div>
  );
}
