import { Phone, Video } from 'lucide-react';
import type { LivePerson } from '@sankofa/contracts/realtime';
import { useTranslation } from 'react-i18next';
import { useCalls } from './calls-provider.tsx';

const BUTTON =
  'inline-flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-forest-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:opacity-50';

/** Voice and video call buttons for a chat's header. */
export function CallButtons({ person }: { person: LivePerson }) {
  const { t } = useTranslation('calls');
  const { controller, state } = useCalls();
  const busy = state.starting || state.session !== null;
  return (
    <>
      <button
        type="button"
        className={BUTTON}
        disabled={busy}
        onClick={() => void controller.start(person, 'audio')}
        aria-label={t('buttons.voice', { name: person.displayName })}
      >
        <Phone className="h-5 w-5" aria-hidden />
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={busy}
        onClick={() => void controller.start(person, 'video')}
        aria-label={t('buttons.video', { name: person.displayName })}
      >
        <Video className="h-5 w-5" aria-hidden />
      </button>
    </>
  );
}
