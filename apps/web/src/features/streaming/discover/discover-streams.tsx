import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Crown, Loader2, RefreshCw, Video } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth';
import { useMyTier } from '@/features/payments';
import { allCards } from './stream-list-cache.ts';
import { StreamCard } from './stream-card.tsx';
import { useLiveStreams } from './use-live-streams.ts';

/** The Discover Streams tab: who is live now, updated as streams start and end. */
export function DiscoverStreams({ onGoLive }: { onGoLive: () => void }) {
  const { t } = useTranslation('streaming');
  const { user } = useAuth();
  const query = useLiveStreams();
  // A Platinum member's banner narrows the list to premium events instead of selling them.
  const [premiumOnly, setPremiumOnly] = useState(false);
  const streams = allCards(query.data).filter((s) => !premiumOnly || s.premium);

  return (
    <div className="space-y-6">
      <PremiumBanner premiumOnly={premiumOnly} onPremiumOnly={setPremiumOnly} />
      <section aria-labelledby="live-now-heading" aria-busy={query.isPending}>
        <h2 id="live-now-heading" className="font-display text-2xl text-forest-800">
          {t('discover.liveNow')}
        </h2>
        {query.isPending ? (
          <p className="mt-6 flex items-center justify-center gap-2 py-10 text-ink-soft" role="status">
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> {t('discover.loading')}
          </p>
        ) : query.isError && !query.data ? (
          <div
            role="alert"
            className="mt-4 flex flex-col items-center rounded-3xl border border-red-200 bg-white px-6 py-10 text-center"
          >
            <AlertTriangle className="h-8 w-8 text-danger" aria-hidden />
            <p className="mt-3 font-medium text-ink">{t('discover.loadFailed')}</p>
            <p className="mt-1 text-sm text-ink-soft">{query.error.message}</p>
            <Button
              className="mt-4"
              variant="outline"
              size="sm"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              <RefreshCw className={query.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
              {t('discover.retry')}
            </Button>
          </div>
        ) : streams.length === 0 ? (
          <div className="mt-4 flex flex-col items-center rounded-3xl border border-sand-200 bg-white px-6 py-12 text-center shadow-sm">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
              <Video className="h-8 w-8" aria-hidden />
            </span>
            <p className="mt-4 font-display text-xl text-forest-800">
              {premiumOnly ? t('discover.noPremium') : t('discover.noOne')}
            </p>
            <p className="mt-2 max-w-md text-ink-soft">{t('discover.emptyText')}</p>
            <Button className="mt-5" variant="accent" size="sm" onClick={onGoLive}>
              {t('discover.goLive')}
            </Button>
          </div>
        ) : (
          <>
            <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('discover.list')}>
              {streams.map((stream) => (
                <li key={stream.id} className="flex">
                  <div className="w-full">
                    <StreamCard stream={stream} mine={stream.hostId === user?.id} />
                  </div>
                </li>
              ))}
            </ul>
            {query.isError && (
              <p role="alert" className="mt-4 text-center text-sm text-danger">
                {query.error.message}
              </p>
            )}
            {query.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
                  {query.isFetchingNextPage ? t('discover.loadingMore') : t('discover.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function PremiumBanner({ premiumOnly, onPremiumOnly }: { premiumOnly: boolean; onPremiumOnly: (on: boolean) => void }) {
  const { t } = useTranslation('streaming');
  const navigate = useNavigate();
  const { includes } = useMyTier();
  const member = includes?.premiumLiveEvents === true;
  return (
    <section
      aria-labelledby="premium-live-heading"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-r from-forest-900 via-forest-800 to-terracotta-600 p-5 text-white shadow-sm sm:p-6"
    >
      <div
        className="pointer-events-none absolute inset-0 opacity-40"
        style={{
          backgroundImage: 'repeating-linear-gradient(135deg, rgba(242,183,5,0.18) 0 8px, transparent 8px 24px)',
        }}
        aria-hidden
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gold-400 text-forest-900">
            <Crown className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h2 id="premium-live-heading" className="font-display text-xl">
              {t('discover.premiumTitle')}
            </h2>
            <p className="mt-1 text-sm text-white/90">
              {member ? t('discover.premiumMember') : t('discover.premiumPitch')}
            </p>
          </div>
        </div>
        {member ? (
          <Button variant="accent" size="sm" className="shrink-0" onClick={() => onPremiumOnly(!premiumOnly)}>
            {premiumOnly ? t('discover.showAll') : t('discover.showPremium')}
          </Button>
        ) : (
          <Button variant="accent" size="sm" className="shrink-0" onClick={() => navigate('/app/premium')}>
            {t('discover.unlock')}
          </Button>
        )}
      </div>
    </section>
  );
}
