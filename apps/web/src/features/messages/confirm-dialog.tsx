import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';

/** Asks once before ending a friendship or match, since neither comes back by itself. */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <Dialog open={props.open} onOpenChange={(next) => !props.busy && props.onOpenChange(next)}>
      <DialogContent title={props.title} description={props.description}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={props.busy}>
              {t('shared.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={props.onConfirm} disabled={props.busy}>
            {props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
