import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { getNotificationSummary, messagingKeys } from '@/lib/api/messaging-api.ts';
import { bellBadge, bellLabel, bellTab } from './bell.ts';

/**
 * Unread messages, friend requests and new matches in one count, refreshed by live events (see
 * use-message-events); a press goes to whichever of them is waiting.
 */
export function NotificationBell({ className }: { className: string }) {
  const navigate = useNavigate();
  const summary = useQuery({ queryKey: messagingKeys.summary, queryFn: getNotificationSummary });
  const total = summary.data?.total ?? 0;
  const badge = bellBadge(total);

  function open() {
    const tab = bellTab(summary.data);
    if (tab) navigate(`/app/messages?tab=${tab}`);
    else toast('No new notifications', { description: 'Matches, messages and friend requests will appear here.' });
  }

  return (
    <button type="button" className={className} aria-label={bellLabel(total)} onClick={open}>
      <Bell className="h-5 w-5" aria-hidden />
      {badge ? (
        <span
          aria-hidden
          className="absolute right-0.5 top-0.5 min-w-4 rounded-full bg-gold-400 px-1 text-center text-[10px] font-bold leading-4 text-forest-900"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
}
