import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { discoverKeys, getProfileDetail } from '../discover-api.ts';
import { CardStage } from '../deck/card-stage.tsx';
import { DeckLoading } from '../deck/deck-states.tsx';
import { SearchResultBanner } from './search-result-banner.tsx';
import type { useCardInteractions } from '../deck/use-card-interactions.ts';

/** A person chosen in search (/app?profile=<id>), shown with the same card and actions as the deck. */
export function SearchResult({
  id,
  actions,
  onClose,
}: {
  id: string;
  actions: ReturnType<typeof useCardInteractions>;
  onClose: () => void;
}) {
  const { t } = useTranslation('discoverDialogs');
  const detail = useQuery({ queryKey: discoverKeys.profile(id), queryFn: () => getProfileDetail(id) });
  const profile = detail.data?.profile;
  const notFound = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);

  return (
    <>
      <SearchResultBanner
        name={profile?.displayName ?? (detail.isError ? t('result.notFoundName') : null)}
        onClose={onClose}
      />
      {profile ? (
        <CardStage profile={profile} actions={actions} onBlocked={onClose} />
      ) : detail.isError ? (
        <section
          role="alert"
          className="mx-auto max-w-md rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm"
        >
          <h2 className="text-2xl text-forest-800">{notFound ? t('result.notFound') : t('result.loadFailed')}</h2>
          <p className="mt-2 text-ink-soft">{notFound ? t('result.notFoundText') : t('result.loadFailedText')}</p>
          <div className="mt-4 flex justify-center gap-2">
            {notFound ? null : <Button onClick={() => void detail.refetch()}>{t('tryAgain')}</Button>}
            <Button variant="outline" onClick={onClose}>
              {t('result.back')}
            </Button>
          </div>
        </section>
      ) : (
        <DeckLoading />
      )}
    </>
  );
}
