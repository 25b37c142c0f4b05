import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '@sankofa/contracts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { ConversationRow } from './conversation-row.tsx';
import type { useConversations } from './use-conversations.ts';

interface ConversationListProps {
  query: ReturnType<typeof useConversations>;
  conversations: ConversationSummary[];
  me: string;
  selectedId: string | null;
  onSelect: (userId: string) => void;
  onBack: () => void;
}

/** Matches and friends to talk to, newest activity first, with a page more on request. */
export function ConversationList({ query, conversations, me, selectedId, onSelect, onBack }: ConversationListProps) {
  const { t } = useTranslation('messages');
  return (
    <section aria-labelledby="conversations-title" className="flex min-h-0 flex-col">
      <div className="flex items-center gap-1 border-b border-sand-200 px-2 py-2">
        {/* Phones show one pane at a time and need a way back; wider screens have the tabs right above. */}
        <Button variant="ghost" size="sm" className="px-3 md:hidden" onClick={onBack}>
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          {t('list.backToFriends')}
        </Button>
        <h2 id="conversations-title" className="ms-auto px-3 md:ms-0 font-display text-lg text-forest-800">
          {t('list.title')}
        </h2>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {query.isPending ? (
          <p className="px-3 py-6 text-center text-sm text-ink-soft">{t('list.loading')}</p>
        ) : query.isError && conversations.length === 0 ? (
          <div role="alert" className="px-3 py-6 text-center">
            <p className="font-medium text-ink">{t('list.loadError')}</p>
            <p className="mt-1 text-sm text-ink-soft">{t('list.pleaseTryAgain')}</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              {t('shared.tryAgain')}
            </Button>
          </div>
        ) : conversations.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-8 text-center">
            <span className="mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-gold-100 text-forest-800">
              <MessagesSquare className="h-7 w-7" aria-hidden />
            </span>
            <p className="font-display text-xl text-forest-800">{t('list.emptyTitle')}</p>
            <p className="mt-1 text-sm text-ink-soft">{t('list.emptyText')}</p>
            <Link to="/app" className={buttonVariants({ size: 'sm', className: 'mt-4' })}>
              {t('shared.goToDiscover')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="space-y-1">
              {conversations.map((c) => (
                <ConversationRow
                  key={c.userId}
                  conversation={c}
                  me={me}
                  selected={c.userId === selectedId}
                  onSelect={() => onSelect(c.userId)}
                />
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className="py-3 text-center">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? t('shared.loading') : t('shared.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
