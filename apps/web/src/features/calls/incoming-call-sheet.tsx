import { AlertDialog } from 'radix-ui';
import { Phone, PhoneOff, Video, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import type { Incoming } from './call-controller.ts';
import { PersonPhoto } from './person-photo.tsx';

/**
 * Someone is calling: an alert dialog (announced by screen readers, focus on Answer) on every tab of
 * the person called, until they answer on one, decline, or the call stops ringing.
 */
export function IncomingCallSheet({
  incoming,
  busy,
  silenced,
  onAnswer,
  onDecline,
  onHearRing,
}: {
  incoming: Incoming;
  busy: boolean;
  /** The browser keeps the ring silent until a gesture: say so, and offer one. */
  silenced: boolean;
  onAnswer: () => void;
  onDecline: () => void;
  onHearRing: () => void;
}) {
  const { t } = useTranslation('calls');
  const { call, from } = incoming;
  const video = call.media === 'video';
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-forest-900/50" />
        <AlertDialog.Content
          onEscapeKeyDown={onDecline}
          className="fixed inset-x-0 bottom-0 z-[60] rounded-t-3xl bg-forest-900 p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-white shadow-2xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <div className="flex flex-col items-center text-center">
            <PersonPhoto person={from} className="h-24 w-24 ring-4 ring-gold-400/70 motion-safe:animate-pulse" />
            <AlertDialog.Title dir="auto" className="mt-4 font-display text-2xl">
              {from.displayName}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sand-100" aria-live="assertive">
              {video ? t('incoming.video') : t('incoming.voice')}
            </AlertDialog.Description>
            {silenced ? (
              <div className="mt-4 flex flex-col items-center gap-2">
                <p className="text-sm text-sand-100">{t('incoming.silenced')}</p>
                <button
                  type="button"
                  onClick={onHearRing}
                  className="inline-flex cursor-pointer items-center gap-2 rounded-full border-2 border-white/70 px-4 py-1.5 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
                >
                  <Volume2 className="h-4 w-4" aria-hidden />
                  {t('incoming.playRing')}
                </button>
              </div>
            ) : null}
          </div>
          <div className="mt-8 flex items-center justify-center gap-10">
            <div className="flex flex-col items-center gap-2">
              <AlertDialog.Cancel asChild>
                <Button
                  variant="danger"
                  size="icon"
                  className="h-16 w-16"
                  onClick={onDecline}
                  aria-label={t('incoming.decline')}
                >
                  <PhoneOff className="h-7 w-7" aria-hidden />
                </Button>
              </AlertDialog.Cancel>
              <span aria-hidden className="text-sm text-sand-100">
                {t('incoming.decline')}
              </span>
            </div>
            <div className="flex flex-col items-center gap-2">
              <AlertDialog.Action asChild>
                <Button
                  variant="accent"
                  size="icon"
                  className="h-16 w-16"
                  onClick={(e) => {
                    e.preventDefault();
                    onAnswer();
                  }}
                  disabled={busy}
                  aria-label={t('incoming.answer')}
                  autoFocus
                >
                  {video ? <Video className="h-7 w-7" aria-hidden /> : <Phone className="h-7 w-7" aria-hidden />}
                </Button>
              </AlertDialog.Action>
              <span aria-hidden className="text-sm text-sand-100">
                {t('incoming.answer')}
              </span>
            </div>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
