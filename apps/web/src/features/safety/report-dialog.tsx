import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { reportUser } from '@/lib/api/social-api.ts';
import { cn } from '@/lib/cn.ts';
import { errorMessage } from './error-message.ts';
import type { ReportBody } from '@sankofa/contracts';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '@sankofa/contracts/constants';
import { useAfterBlock } from './use-after-block.ts';

type ReportReason = (typeof REPORT_REASONS)[number];

interface ReportDialogProps {
  userId: string;
  displayName: string;
  /** One message (or other item) of theirs, kept as evidence with the report; the profile when absent. */
  content?: NonNullable<ReportBody['content']>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlocked?: () => void;
  onCloseAutoFocus?: (e: Event) => void;
}

export function ReportDialog({
  userId,
  displayName,
  content,
  open,
  onOpenChange,
  onBlocked,
  onCloseAutoFocus,
}: ReportDialogProps) {
  const { t } = useTranslation('safety');
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const afterBlock = useAfterBlock(onBlocked);

  function change(next: boolean) {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setNote('');
      setError(null);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason) return setError(t('report.chooseReason'));
    setBusy(true);
    try {
      await reportUser({ userId, reason, note: note.trim(), ...(content && { content }) });
      toast.success(t('report.thanks'), { description: t('report.thanksText', { name: displayName }) });
      setBusy(false);
      change(false);
      afterBlock();
    } catch (err) {
      setBusy(false);
      toast.error(t('report.error'), { description: errorMessage(err, t('report.failed')) });
    }
  }

  const errorId = `${ids}-reason-error`;
  const noteId = `${ids}-note`;
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title={
          content
            ? t(`report.titleContent.${content.kind}`, { name: displayName })
            : t('report.title', { name: displayName })
        }
        description={t('report.text')}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form noValidate onSubmit={submit} className="mt-5 space-y-5">
          <fieldset aria-describedby={error ? errorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-ink">{t('report.question')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {REPORT_REASONS.map((r) => (
                <label
                  key={r}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm text-ink',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500',
                    reason === r ? 'border-forest-600 bg-forest-50' : 'border-sand-300 hover:bg-sand-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => {
                      setReason(r);
                      setError(null);
                    }}
                    className="h-4 w-4 accent-forest-800"
                  />
                  {t(`report.reasons.${r}`)}
                </label>
              ))}
            </div>
            {error ? (
              <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
                {error}
              </p>
            ) : null}
          </fieldset>
          <div className="space-y-1.5">
            <label htmlFor={noteId} className="block text-sm font-medium text-ink">
              {t('report.note')}
            </label>
            <Textarea
              id={noteId}
              rows={3}
              maxLength={REPORT_NOTE_MAX}
              value={note}
              aria-describedby={`${noteId}-count`}
              onChange={(e) => setNote(e.target.value)}
            />
            <p id={`${noteId}-count`} className="text-end text-xs text-ink-soft">
              {t('report.count', { length: note.length, max: REPORT_NOTE_MAX })}
            </p>
          </div>
          <DialogFooter className="mt-0">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('report.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? t('report.sending') : t('report.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
