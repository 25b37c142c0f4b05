import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Heart, SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@sankofa/contracts/constants';
import type { GiftType } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { composerIconButton, GiftMenu } from '@/components/gift-menu.tsx';
import { useOwnProfile } from '@/features/profile';
import type { Outgoing } from './outbox.ts';

interface ComposerProps {
  name: string;
  /** Resolves once the message is sent or has failed. */
  onSend: (outgoing: Outgoing) => Promise<unknown>;
  onTyping: (text: string) => void;
  onStopTyping: () => void;
}

/** Text (Enter sends, Shift+Enter starts a new line), a heart and the gift menu. */
export function Composer({ name, onSend, onTyping, onStopTyping }: ComposerProps) {
  const { t } = useTranslation('messages');
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const balance = useOwnProfile().data?.tokenBalance;
  const text = draft.trim();

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!text || sending) return;
    setDraft('');
    onStopTyping();
    setSending(true);
    try {
      await onSend({ kind: 'text', text });
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-1 border-t border-sand-200 bg-white p-2 sm:gap-2 sm:p-3">
      <button
        type="button"
        aria-label={t('composer.heart', { name })}
        className={composerIconButton}
        onClick={() => void onSend({ kind: 'heart' })}
      >
        <Heart className="h-5 w-5" aria-hidden />
      </button>
      <GiftMenu
        label={t('composer.gift', { name })}
        balance={balance}
        onSend={(giftType: GiftType) => void onSend({ kind: 'gift', giftType })}
      />
      <textarea
        aria-label={t('composer.field', { name })}
        placeholder={t('composer.placeholder')}
        rows={1}
        value={draft}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(e) => {
          setDraft(e.target.value);
          onTyping(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={onStopTyping}
        className="field-sizing-content block max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-3xl border border-sand-300 bg-sand-50 px-4 py-2.5 text-base text-ink placeholder:text-ink-soft focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-200"
      />
      <Button
        type="submit"
        size="icon"
        aria-label={t('composer.send')}
        disabled={!text || sending}
        className="h-11 w-11 shrink-0"
      >
        <SendHorizontal className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
      </Button>
    </form>
  );
}
