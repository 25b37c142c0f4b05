import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StreamCard } from '@sankofa/contracts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { useAuth } from '@/features/auth';
import { useMyTier } from '@/features/payments';
import { cn } from '@/lib/cn.ts';

/**
 * Whether this member may not watch this stream: a premium event, not theirs, and a plan without
 * premium live events. Undefined while the plan loads. The server refuses the same people.
 */
export function usePremiumLocked(stream: Pick<StreamCard, 'premium' | 'hostId'> | undefined): boolean | undefined {
  const { user } = useAuth();
  const { includes } = useMyTier();
  if (!stream || !stream.premium || stream.hostId === user?.id) return false;
  return includes ? !includes.premiumLiveEvents : undefined;
}

export function PremiumBadge({ className }: { className?: string }) {
  const { t } = useTranslation('streaming');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold tracking-wide text-forest-900 shadow',
        className,
      )}
    >
      <Crown className="h-3.5 w-3.5" aria-hidden />
      {t('premium.badge')}
    </span>
  );
}

/** Why a member without Platinum cannot watch this premium event, in the language shown. */
export function useLockText() {
  const { t } = useTranslation('streaming');
  return (stream: Pick<StreamCard, 'title' | 'hostName'>) =>
    t('premium.lock', { title: stream.title, name: stream.hostName });
}

export function SeePlansLink({ className }: { className?: string }) {
  const { t } = useTranslation('streaming');
  return (
    <Link to="/app/premium" className={cn(buttonVariants({ variant: 'accent' }), className)}>
      <Crown className="h-4 w-4" aria-hidden />
      {t('premium.seePlans')}
    </Link>
  );
}

/** What Watch opens on a premium event for a member without Platinum, instead of joining. */
export function PremiumLockDialog({
  stream,
  open,
  onOpenChange,
}: {
  stream: Pick<StreamCard, 'title' | 'hostName'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('streaming');
  const lockText = useLockText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('premium.dialogTitle')} description={lockText(stream)}>
        <DialogFooter>
          <SeePlansLink />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
