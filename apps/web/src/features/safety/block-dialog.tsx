import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { APP_NAME } from '@/lib/config.ts';
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
  const { t } = useTranslation('safety');
  const [busy, setBusy] = useState(false);
  const afterBlock = useAfterBlock(onBlocked);

  async function confirm() {
    setBusy(true);
    try {
      await blockUser(userId);
      toast.success(t('block.done', { name: displayName }), { description: t('block.doneText', { app: APP_NAME }) });
      onOpenChange(false);
      afterBlock();
    } catch (err) {
      toast.error(t('block.error'), { description: errorMessage(err, t('block.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        title={t('block.title', { name: displayName })}
        description={t('block.text')}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t('block.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? t('block.blocking') : t('block.confirm', { name: displayName })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
