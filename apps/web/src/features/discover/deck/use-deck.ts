import { ApiError } from '@/lib/api-client.ts';
import { useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@sankofa/contracts';
import { discoverKeys, getDeckPage } from '../discover-api.ts';
import { deckView } from './deck-position.ts';

/**
 * The server-ranked deck, page by page, and the person's place in it. The order is the server's
 * and is never shuffled here. Pages are kept only while the page is open and never refetched
 * behind the person's back: a refetch would leave out people just swiped and shift every card
 * under the current position.
 */
export function useDeck() {
  const { t } = useTranslation('discover');
  const [generation, setGeneration] = useState(0);
  const [index, setIndex] = useState(0);
  const query = useInfiniteQuery({
    queryKey: discoverKeys.deck(generation),
    queryFn: ({ pageParam }) => getDeckPage({ cursor: pageParam, restart: generation > 0 && !pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const cards = useMemo(() => {
    const seen = new Set<string>();
    const list: PublicProfile[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const card of page.cards) {
        if (seen.has(card.id)) continue;
        seen.add(card.id);
        list.push(card);
      }
    }
    return list;
  }, [query.data]);

  const total = query.data?.pages.at(-1)?.total ?? 0;
  const hasMore = Boolean(query.hasNextPage);
  const view = deckView(index, cards.length, hasMore);
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;

  // Swiping past the last loaded card fetches the next page by itself; a failure waits for Retry.
  useEffect(() => {
    if (query.isSuccess && view === 'fetching' && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [query.isSuccess, view, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  async function loadMore() {
    if (!hasMore) {
      toast(t('deckToast.noMore'), { description: t('deckToast.noMoreText') });
      return;
    }
    const result = await fetchNextPage();
    if (result.isError) toast.error(t('deckToast.loadMoreFailed'));
  }

  function startOver() {
    setIndex(0);
    setGeneration((g) => g + 1);
  }

  return {
    cards,
    current: view === 'card' ? cards[index] : undefined,
    index,
    setIndex,
    total,
    hasMore,
    view,
    // After a failed next page the query reports an error too, but keeps its cards.
    status:
      query.isError && !query.data ? ('error' as const) : query.isPending ? ('pending' as const) : ('success' as const),
    /** The server keeps the deck for people who finished onboarding; the page sends the rest there. */
    needsOnboarding: query.error instanceof ApiError && query.error.code === 'onboarding_required',
    loadingMore: isFetchingNextPage,
    loadMoreFailed: isFetchNextPageError,
    retry: () => void (query.data ? fetchNextPage() : query.refetch()),
    loadMore,
    startOver,
  };
}
