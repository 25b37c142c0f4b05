import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { blockUser } from '@/lib/api/social-api.ts';
import { errorMessage } from './error-message.ts';
import { useAfterBlock } from './use-after-block.ts';

interface BlockDialogProps {
  userId: string;
  displayName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlocked?: () => void;
  /** Where focus goes once the dialog closes (its opener, a menu item, is gone by then). */
  onCloseAutoFocus?: (e: Event) => void;
}

export function BlockDialog({
  userId,
  displayName,
  open,
  onOpenChange,
  onBlocked,
  onCloseAutoFocus,
}: BlockDialogProps) {
  const [busy, setBusy] = useState(false);
  const afterBlock = useAfterBlock(onBlocked);

  async function confirm() {
    setBusy(true);
    try {
      await blockUser(userId);
      toast.success(`${displayName} is blocked`, { description: 'You will not see each other anywhere on Sankofa.' });
      onOpenChange(false);
      afterBlock();
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Could not block this person. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        title={`Block ${displayName}?`}
        description="You will both be hidden from each other everywhere: Discover, search, lists and messages. Any match or friendship between you ends. You can unblock later in Settings."
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? 'Blocking...' : `Block ${displayName}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
