import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getNotificationSummary, messagingKeys } from '@/features/messages';

/** Messages keep their own unread counts in the chats; this only points there when some wait. */
export function UnreadMessagesLink() {
  const { t } = useTranslation('notifications');
  const summary = useQuery({ queryKey: messagingKeys.summary, queryFn: getNotificationSummary });
  const unread = summary.data?.unreadMessages ?? 0;
  if (unread <= 0) return null;
  return (
    <Link
      to="/app/messages?tab=messages"
      className="mb-3 flex items-center gap-3 rounded-2xl border border-sand-200 bg-white px-4 py-3 text-sm font-medium text-forest-800 shadow-sm hover:bg-sand-100"
    >
      <MessageCircle className="h-5 w-5" aria-hidden />
      {t('unread.messages', { count: unread })}
      <span className="ms-auto text-ink-soft">{t('unread.open')}</span>
    </Link>
  );
}
