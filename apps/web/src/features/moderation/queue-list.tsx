import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { getQueue, modKeys } from './mod-api.ts';
import { actionLabel, joined, reasonLabel, reportKindLabel, signalLabel, when } from './mod-labels.ts';

function ItemText({ item }: { item: QueueItem }) {
  const { t } = useTranslation('mod');
  const name = item.person.displayName || t('unnamed');
  if (item.kind === 'appeal') {
    return (
      <>
        <span className="block font-semibold text-forest-800">{t('list.appeal', { name })}</span>
        <span className="block text-sm text-ink">{t('list.against', { action: actionLabel(item.action) })}</span>
        <span className="block text-xs text-ink-soft">{t('list.sent', { when: when(item.createdAt) })}</span>
      </>
    );
  }
  if (item.kind === 'signals') {
    return (
      <>
        <span className="block font-semibold text-forest-800">{t('list.automatic', { name })}</span>
        <span className="block text-sm text-ink">
          {t('list.signals', { count: item.openSignals, kinds: joined(item.signalKinds.map(signalLabel)) })}
        </span>
        <span className="block text-xs text-ink-soft">{t('list.raised', { when: when(item.oldestAt) })}</span>
      </>
    );
  }
  return (
    <>
      <span className="block font-semibold text-forest-800">{name}</span>
      <span className="block text-sm text-ink">
        {t('list.reports', {
          reports: t('list.reportCount', { count: item.openReports }),
          members: t('list.memberCount', { count: item.reporters }),
          reasons: joined(item.reasons.map(reasonLabel)),
        })}
      </span>
      <span className="block text-xs text-ink-soft">
        {t('list.oldest', { kinds: joined(item.reportKinds.map(reportKindLabel)), when: when(item.oldestAt) })}
      </span>
    </>
  );
}

/**
 * The queue: appeals first, then people with open reports (most-reported and oldest first), then
 * people with open automatic signals. Each kind of item renders its own line.
 */
export function QueueList({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (userId: string, appealId: string | null) => void;
}) {
  const { t } = useTranslation('mod');
  const queue = useInfiniteQuery({
    queryKey: modKeys.queue,
    queryFn: ({ pageParam }) => getQueue(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];
  if (queue.isPending) return <p className="p-4 text-sm text-ink-soft">{t('list.loading')}</p>;
  // A member who opens /mod reads the server's refusal: this page is for moderators.
  if (queue.isError) return <p className="p-4 text-ink">{queue.error.message}</p>;
  if (items.length === 0) return <p className="p-4 text-ink">{t('list.empty')}</p>;
  return (
    <>
      <ul aria-label={t('list.label')} className="space-y-1">
        {items.map((item) => {
          const key = item.kind === 'appeal' ? item.appealId : item.person.userId;
          const current = selected === item.person.userId;
          return (
            <li key={`${item.kind}-${key}`}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(item.person.userId, item.kind === 'appeal' ? item.appealId : null)}
                className={cn(
                  'w-full rounded-2xl px-3 py-3 text-start hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-gold-500',
                  current && 'bg-gold-100/60',
                )}
              >
                <ItemText item={item} />
              </button>
            </li>
          );
        })}
      </ul>
      {queue.hasNextPage ? (
        <div className="flex justify-center p-3">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void queue.fetchNextPage()}
            disabled={queue.isFetchingNextPage}
          >
            {t('list.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
