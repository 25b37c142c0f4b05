import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { getNotificationSummary, messagingKeys } from '@/features/messages';
import { useUnreadNotifications } from '@/features/notifications';
import { bellBadge, bellLabel } from './bell.ts';

/**
 * What is new, as the server counts it and kept live: unread notifications (see
 * useUnreadNotifications) and unread messages, which are not notifications but should not go
 * unnoticed; a press opens the notifications list, which links to Messages while any wait.
 */
export function NotificationBell({ className }: { className: string }) {
  const navigate = useNavigate();
  const summary = useQuery({ queryKey: messagingKeys.summary, queryFn: getNotificationSummary });
  const total = useUnreadNotifications() + (summary.data?.unreadMessages ?? 0);
  const badge = bellBadge(total);

  const open = () => navigate('/app/notifications');

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
