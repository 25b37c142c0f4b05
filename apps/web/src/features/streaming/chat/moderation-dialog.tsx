import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MessageSquareX, MicOff, Mic, UserX } from 'lucide-react';
import type { StreamChatMessage } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { muteStreamViewer, removeStreamMessage, removeStreamViewer } from './stream-chat-api.ts';

type Action = 'message' | 'mute' | 'remove';

/**
 * The host's choices about one chat message and its author: take the message down, mute the
 * author (they keep watching) or remove them from the stream (they cannot come back to it).
 */
export function ModerationDialog({
  streamId,
  message,
  muted,
  onMutedChange,
  onOpenChange,
}: {
  streamId: string;
  message: StreamChatMessage;
  muted: boolean;
  onMutedChange: (userId: string, muted: boolean) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('streaming');
  const [busy, setBusy] = useState<Action | null>(null);
  const name = message.sender.displayName;
  const userId = message.sender.userId;

  async function run(action: Action) {
    setBusy(action);
    try {
      if (action === 'message') {
        await removeStreamMessage(streamId, message.id);
        toast.success(t('moderate.removedMessage'));
      } else if (action === 'mute') {
        await muteStreamViewer(streamId, userId, !muted);
        onMutedChange(userId, !muted);
        toast.success(muted ? t('moderate.unmuted', { name }) : t('moderate.muted', { name }));
      } else {
        await removeStreamViewer(streamId, userId);
        toast.success(t('moderate.removed', { name }));
      }
      onOpenChange(false);
    } catch (err) {
      toast.error(t('moderate.failed'), { description: err instanceof Error ? err.message : undefined });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent title={t('moderate.title', { name })} description={t('moderate.description')}>
        <blockquote dir="auto" className="rounded-2xl bg-sand-50 px-4 py-3 text-sm text-ink">
          {message.text}
        </blockquote>
        <div className="mt-4 flex flex-col gap-2">
          <Button variant="outline" disabled={busy !== null} onClick={() => void run('message')}>
            <MessageSquareX className="h-5 w-5" aria-hidden /> {t('moderate.removeMessage')}
          </Button>
          <Button variant="outline" disabled={busy !== null} onClick={() => void run('mute')}>
            {muted ? <Mic className="h-5 w-5" aria-hidden /> : <MicOff className="h-5 w-5" aria-hidden />}
            {muted ? t('moderate.unmute', { name }) : t('moderate.mute', { name })}
          </Button>
          <Button variant="danger" disabled={busy !== null} onClick={() => void run('remove')}>
            <UserX className="h-5 w-5" aria-hidden /> {t('moderate.remove', { name })}
          </Button>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy !== null}>
              {t('cancel')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
