import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useMyTier } from '@/features/payments/use-my-plan.ts';
import { getNotificationSummary, messagingKeys } from '@/lib/api/messaging-api.ts';
import { bellBadge, bellLabel, bellTab, planChip } from './bell.ts';

/**
 * Unread messages, friend requests and new matches in one count, refreshed by live events (see
 * use-message-events); a press goes to whichever of them is waiting. A small chip names a paid plan,
 * read from the same query as the Premium page, so it changes as soon as a purchase is confirmed.
 */
export function NotificationBell({ className }: { className: string }) {
  const navigate = useNavigate();
  const summary = useQuery({ queryKey: messagingKeys.summary, queryFn: getNotificationSummary });
  const total = summary.data?.total ?? 0;
  const badge = bellBadge(total);
  const plan = planChip(useMyTier().tier);

  function open() {
    const tab = bellTab(summary.data);
    if (tab) navigate(`/app/messages?tab=${tab}`);
    else toast('No new notifications', { description: 'Matches, messages and friend requests will appear here.' });
  }

  return (
    <button type="button" className={className} aria-label={bellLabel(total, plan)} onClick={open}>
      <Bell className="h-5 w-5" aria-hidden />
      {badge ? (
        <span
          aria-hidden
          className="absolute right-0.5 top-0.5 min-w-4 rounded-full bg-gold-400 px-1 text-center text-[10px] font-bold leading-4 text-forest-900"
        >
          {badge}
        </span>
      ) : null}
      {plan ? (
        <span
          aria-hidden
          className="absolute -bottom-1 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full border border-forest-800 bg-gold-300 px-1 text-[9px] font-bold uppercase leading-[13px] tracking-wide text-forest-900"
        >
          {plan}
        </span>
      ) : null}
    </button>
  );
}
