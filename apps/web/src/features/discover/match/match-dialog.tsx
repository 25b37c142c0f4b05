import { useTranslation } from 'react-i18next';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Heart, Send } from 'lucide-react';
import { VerifiedMark } from '../deck/profile-badges.tsx';
import type { MatchSummary } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/cn.ts';
import { MATCH_MESSAGE_MAX } from '@sankofa/contracts/constants';
import { checkMatchMessage } from './match-message.ts';
import { ProfilePhoto } from '../deck/profile-photo.tsx';

interface MatchDialogProps {
  match: MatchSummary | null;
  onClose: () => void;
  onSend: (match: MatchSummary, text: string) => void;
}

/** "It's a match!" with a first message; the text travels on to Messages with the chosen person. */
export function MatchDialog({ match, onClose, onSend }: MatchDialogProps) {
  const { t } = useTranslation('discover');
  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onClose()}>
      {match ? (
        <DialogContent
          title={t('match.title')}
          description={t('match.description', { name: match.displayName })}
          className="text-center"
        >
          {/* Keyed so a second match starts with an empty box. */}
          <MatchMessageForm key={match.userId} match={match} onSend={onSend} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MatchMessageForm({
  match,
  onSend,
  onClose,
}: {
  match: MatchSummary;
  onSend: MatchDialogProps['onSend'];
  onClose: () => void;
}) {
  const { t } = useTranslation('discover');
  const [draft, setDraft] = useState('');
  const check = checkMatchMessage(draft);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (check.valid) onSend(match, check.text);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends (spec); Shift+Enter still makes a new line.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="mt-5 space-y-4 text-start">
      <div className="flex justify-center">
        <div className="relative h-28 w-28 overflow-hidden rounded-full border-4 border-gold-400 shadow-md">
          <ProfilePhoto url={match.photoUrl ?? undefined} name={match.displayName} />
        </div>

        <span
          className="-ms-4 mt-20 inline-flex h-10 w-10 items-center justify-center rounded-full bg-terracotta-600 text-white shadow"
          aria-hidden
        >
          <Heart className="h-5 w-5 fill-current" />
        </span>
      </div>
      {match.verified ? (
        <div className="flex justify-center">
          <VerifiedMark />
        </div>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor="match-message" className="block text-sm font-medium text-forest-800">
          {t('match.sayHello', { name: match.displayName })}
        </label>
        <Textarea
          id="match-message"
          rows={3}
          value={draft}
          placeholder={t('match.placeholder')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          invalid={check.tooLong}
          aria-describedby="match-message-count"
          // A generous hard stop: the counter shows the 200 limit, pasting a little more can be trimmed.
          maxLength={MATCH_MESSAGE_MAX * 2}
          autoFocus
        />
        <p id="match-message-count" className={cn('text-end text-xs', check.tooLong ? 'text-danger' : 'text-ink-soft')}>
          {check.counter}
          {check.tooLong ? t('match.tooLong', { max: MATCH_MESSAGE_MAX }) : ''}
        </p>
      </div>
      <DialogFooter className="mt-2">
        <Button variant="ghost" onClick={onClose}>
          {t('match.keepSwiping')}
        </Button>
        <Button type="submit" disabled={!check.valid}>
          <Send className="h-4 w-4" aria-hidden />
          {t('match.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
