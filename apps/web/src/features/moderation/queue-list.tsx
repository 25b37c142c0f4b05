import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueueItem } from '@sankofa/contracts';
import { MODERATION_ACTION_LABELS, REPORT_KIND_LABELS, REPORT_REASON_LABELS, SIGNAL_KIND_LABELS } from '@sankofa/contracts/constants';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { getQueue, modKeys } from './mod-api.ts';

const ago = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ItemText({ item }: { item: QueueItem }) {
  if (item.kind === 'appeal') {
    return (
      <>
        <span className="block font-semibold text-forest-800">Appeal · {item.person.displayName || 'Unnamed member'}</span>
        <span className="block text-sm text-ink">Against: {MODERATION_ACTION_LABELS[item.action]}</span>
        <span className="block text-xs text-ink-soft">Sent {ago(item.createdAt)}</span>
      </>
    );
  }
  if (item.kind === 'signals') {
    return (
      <>
        <span className="block font-semibold text-forest-800">Automatic · {item.person.displayName || 'Unnamed member'}</span>
        <span className="block text-sm text-ink">
          {item.openSignals} open {item.openSignals === 1 ? 'signal' : 'signals'}: {item.signalKinds.map((k) => SIGNAL_KIND_LABELS[k]).join(', ')}
        </span>
        <span className="block text-xs text-ink-soft">Raised by the server · oldest {ago(item.oldestAt)}</span>
      </>
    );
  }
  return (
    <>
      <span className="block font-semibold text-forest-800">{item.person.displayName || 'Unnamed member'}</span>
      <span className="block text-sm text-ink">
        {item.openReports} open {item.openReports === 1 ? 'report' : 'reports'} from {item.reporters} {item.reporters === 1 ? 'member' : 'members'}:{' '}
        {item.reasons.map((r) => REPORT_REASON_LABELS[r]).join(', ')}
      </span>
      <span className="block text-xs text-ink-soft">
        {item.reportKinds.map((k) => REPORT_KIND_LABELS[k]).join(', ')} · oldest {ago(item.oldestAt)}
      </span>
    </>
  );
}

/**
 * The queue: appeals first, then people with open reports (most-reported and oldest first), then
 * people with open automatic signals. Each kind of item renders its own line.
 */
export function QueueList({ selected, onSelect }: { selected: string | null; onSelect: (userId: string, appealId: string | null) => void }) {
  const queue = useInfiniteQuery({
    queryKey: modKeys.queue,
    queryFn: ({ pageParam }) => getQueue(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];
  if (queue.isPending) return <p className="p-4 text-sm text-ink-soft">Loading the queue...</p>;
  // A member who opens /mod reads the server's refusal: this page is for moderators.
  if (queue.isError) return <p className="p-4 text-ink">{queue.error.message}</p>;
  if (items.length === 0) return <p className="p-4 text-ink">Nothing waits for a decision.</p>;
  return (
    <>
      <ul aria-label="Queue, oldest and most reported first" className="space-y-1">
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
                  'w-full rounded-2xl px-3 py-3 text-left hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-gold-500',
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
          <Button size="sm" variant="outline" onClick={() => void queue.fetchNextPage()} disabled={queue.isFetchingNextPage}>
            Show more
          </Button>
        </div>
      ) : null}
    </>
  );
}
