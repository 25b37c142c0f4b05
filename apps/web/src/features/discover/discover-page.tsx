import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BoostChip } from './deck/boost-chip.tsx';
import { CardStage } from './deck/card-stage.tsx';
import { canUndo, deckCounter, isLastLoaded } from './deck/deck-position.ts';
import { DeckEnd, DeckError, DeckLoading, DeckNeedsOnboarding } from './deck/deck-states.tsx';
import { DeckMoves, DeckPosition } from './deck/deck-nav.tsx';
import { FiltersButton, FiltersDialog, useDiscoveryFilters } from './filters/filters-dialog.tsx';
import { LikesYouButton } from './people/likes-you-dialog.tsx';
import { MatchDialog } from './match/match-dialog.tsx';
import { SearchResult } from './search/search-result.tsx';
import { useCardInteractions } from './deck/use-card-interactions.ts';
import { useDeck } from './deck/use-deck.ts';
import { useUndo } from './deck/use-undo.ts';

export default function DiscoverPage() {
  const { t } = useTranslation('discover');
  const [params, setParams] = useSearchParams();
  const searchId = params.get('profile');
  const deck = useDeck();
  const { undo, undoing } = useUndo(deck.cards, deck.index, deck.setIndex);
  const closeSearch = () => setParams({}, { replace: false });
  // The interactions live here, above both views, so a match found on the last card or on a search
  // result still opens its dialog after the card has gone.
  const actions = useCardInteractions((profile) => {
    if (searchId) return closeSearch();
    if (deck.current?.id === profile.id) deck.setIndex(deck.index + 1);
  });
  const skipBlocked = () => deck.setIndex(deck.index + 1);
  const filters = useDiscoveryFilters();
  const activeFilters = filters.data?.activeCount ?? 0;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const showingCard = !searchId && deck.status !== 'pending' && deck.status !== 'error' && Boolean(deck.current);

  return (
    <div className="mx-auto max-w-4xl overflow-x-clip">
      {/* One compact row on phones, so the card gets the screen. */}
      <div className="mb-2 flex min-h-9 flex-wrap items-center gap-2">
        {showingCard ? <DeckPosition counter={deckCounter(deck.index, deck.cards.length, deck.total)} /> : null}
        <BoostChip status={actions.boost} />
        <div className="ms-auto flex items-center gap-2">
          <FiltersButton activeCount={activeFilters} onOpen={() => setFiltersOpen(true)} />
          <LikesYouButton />
          {showingCard ? (
            <DeckMoves
              onNext={() => deck.current && void actions.next(deck.current)}
              nextDisabled={actions.busy}
              onLoadMore={isLastLoaded(deck.index, deck.cards.length) ? () => void deck.loadMore() : undefined}
              loadingMore={deck.loadingMore}
            />
          ) : null}
        </div>
      </div>
      {searchId ? (
        <SearchResult key={searchId} id={searchId} actions={actions} onClose={closeSearch} />
      ) : deck.status === 'pending' ? (
        <>
          <h1 className="sr-only">{t('title')}</h1>
          <DeckLoading />
        </>
      ) : deck.status === 'error' ? (
        <>
          <h1 className="mb-3 font-display text-2xl text-forest-800">{t('title')}</h1>
          {deck.needsOnboarding ? <DeckNeedsOnboarding /> : <DeckError onRetry={deck.retry} retrying={false} />}
        </>
      ) : deck.current ? (
        <CardStage
          profile={deck.current}
          actions={actions}
          onBlocked={skipBlocked}
          onUndo={undo}
          canUndo={canUndo(deck.index)}
          undoing={undoing}
        />
      ) : deck.view === 'fetching' ? (
        <>
          <h1 className="sr-only">{t('title')}</h1>
          {deck.loadMoreFailed ? <DeckError onRetry={deck.retry} retrying={deck.loadingMore} /> : <DeckLoading />}
        </>
      ) : (
        <>
          <h1 className="mb-3 font-display text-2xl text-forest-800">{t('title')}</h1>
          <DeckEnd
            onStartOver={deck.startOver}
            onAdjustFilters={activeFilters > 0 ? () => setFiltersOpen(true) : undefined}
          />
        </>
      )}
      <FiltersDialog
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        onSaved={() => {
          // New filters mean a new deck: start again from its top (the server rebuilds it).
          setFiltersOpen(false);
          if (searchId) closeSearch();
          deck.startOver();
        }}
      />
      <MatchDialog match={actions.match} onClose={actions.closeMatch} onSend={actions.sendMatchMessage} />
    </div>
  );
}
