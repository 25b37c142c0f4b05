import { BellOff, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { NotificationEntry } from './notification-entry.tsx';
import { UnreadMessagesLink } from './unread-messages-link.tsx';
import { useNotificationList } from './use-notification-list.ts';

function Empty() {
  const { t } = useTranslation('notifications');
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <span className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
        <BellOff className="h-8 w-8" aria-hidden />
      </span>
      <h2 className="font-display text-2xl text-forest-800">{t('page.emptyTitle')}</h2>
      <p className="mt-2 max-w-md text-ink-soft">{t('page.emptyText')}</p>
      <Link to="/app" className={buttonVariants({ className: 'mt-5' })}>
        {t('page.goToDiscover')}
      </Link>
    </div>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const list = useNotificationList();
  const entries = list.data?.pages.flatMap((p) => p.notifications) ?? [];

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-4 font-display text-2xl text-forest-800">{t('page.title')}</h1>
      <UnreadMessagesLink />
      <section
        aria-label={t('page.region')}
        className="rounded-3xl border border-sand-200 bg-white p-2 shadow-sm sm:p-3"
      >
        {list.isPending ? (
          <p className="flex items-center gap-2 p-4 text-sm text-ink-soft">
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
            {t('page.loading')}
          </p>
        ) : list.isError ? (
          <div className="p-4 text-center">
            <p className="text-ink-soft">{t('page.loadError', { reason: list.error.message })}</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => void list.refetch()}>
              {t('page.tryAgain')}
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <Empty />
        ) : (
          <ul aria-label={t('page.list')} className="space-y-1">
            {entries.map((n) => (
              <NotificationEntry key={n.id} n={n} />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="flex justify-center p-3">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? t('page.loadingMore') : t('page.older')}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
