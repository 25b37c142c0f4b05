import { useState } from 'react';
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
  const [busy, setBusy] = useState<Action | null>(null);
  const name = message.sender.displayName;
  const userId = message.sender.userId;

  async function run(action: Action) {
    setBusy(action);
    try {
      if (action === 'message') {
        await removeStreamMessage(streamId, message.id);
        toast.success('Message removed');
      } else if (action === 'mute') {
        await muteStreamViewer(streamId, userId, !muted);
        onMutedChange(userId, !muted);
        toast.success(muted ? `${name} can chat again` : `${name} is muted`);
      } else {
        await removeStreamViewer(streamId, userId);
        toast.success(`${name} was removed from your stream`);
      }
      onOpenChange(false);
    } catch (err) {
      toast.error('That did not work', { description: err instanceof Error ? err.message : undefined });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent title={`Moderate ${name}`} description="What should happen to this message and its author?">
        <blockquote className="rounded-2xl bg-sand-50 px-4 py-3 text-sm text-ink">{message.text}</blockquote>
        <div className="mt-4 flex flex-col gap-2">
          <Button variant="outline" disabled={busy !== null} onClick={() => void run('message')}>
            <MessageSquareX className="h-5 w-5" aria-hidden /> Remove message
          </Button>
          <Button variant="outline" disabled={busy !== null} onClick={() => void run('mute')}>
            {muted ? <Mic className="h-5 w-5" aria-hidden /> : <MicOff className="h-5 w-5" aria-hidden />}
            {muted ? `Unmute ${name}` : `Mute ${name}`}
          </Button>
          <Button variant="danger" disabled={busy !== null} onClick={() => void run('remove')}>
            <UserX className="h-5 w-5" aria-hidden /> Remove {name} from stream
          </Button>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy !== null}>
              Cancel
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
