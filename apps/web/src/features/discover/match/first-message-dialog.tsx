import { useState, type FormEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@sankofa/contracts/constants';
import type { PublicProfile } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { postMessage } from '@/features/messages';
import { useNeedsPlatinumToast } from './use-message-first.ts';

/** A Platinum member's first message to someone they have not matched (decision 0016). */
export function FirstMessageDialog({
  profile,
  onClose,
  onSent,
}: {
  profile: PublicProfile | null;
  onClose: () => void;
  onSent: (profile: PublicProfile) => void;
}) {
  const { t } = useTranslation('discoverDialogs');
  return (
    <Dialog open={profile !== null} onOpenChange={(open) => !open && onClose()}>
      {profile && (
        <DialogContent title={t('first.title', { name: profile.displayName })} description={t('first.description')}>
          <FirstMessageForm key={profile.id} profile={profile} onSent={onSent} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function FirstMessageForm({ profile, onSent }: { profile: PublicProfile; onSent: (profile: PublicProfile) => void }) {
  const { t } = useTranslation('discoverDialogs');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // One id per message typed here, so a retried click cannot send it twice.
  const [clientId] = useState(() => crypto.randomUUID());
  const needsPlatinum = useNeedsPlatinumToast();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      await postMessage(profile.id, { kind: 'text', text: body, clientId });
      onSent(profile);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'plan_required') needsPlatinum(err.message);
      else toast.error(t('first.notSent'), { description: (err as Error).message });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="mt-4" onSubmit={(e) => void submit(e)}>
      <label htmlFor="first-message" className="sr-only">
        {t('first.label')}
      </label>
      <Textarea
        id="first-message"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={4}
        placeholder={t('first.placeholder', { name: profile.displayName })}
        dir="auto"
        autoFocus
      />
      <DialogFooter>
        <Button type="submit" disabled={!text.trim() || sending}>
          {sending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Send className="h-4 w-4" aria-hidden />
          )}
          {t('first.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
