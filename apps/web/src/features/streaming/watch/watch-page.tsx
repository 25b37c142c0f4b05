import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ArrowLeft,
  BadgeCheck,
  Compass,
  Crown,
  Eye,
  Flag,
  RadioTower,
  Users,
  UserX,
  VideoOff,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import type { StreamCard } from '@sankofa/contracts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { ReportDialog } from '@/features/safety';
import { getStream, streamingKeys } from '../streaming-api.ts';
import { StreamChatPanel } from '../chat/stream-chat-panel.tsx';
import { PremiumBadge, SeePlansLink, useLockText, usePremiumLocked } from '../premium/premium-lock.tsx';
import { streamEnded, viewersChanged, type StreamPages } from '../discover/stream-list-cache.ts';
import { LiveVideo } from './live-video.tsx';
import { useViewerSession } from './use-viewer-session.ts';
import type { WatchPhase } from './viewer-session.ts';

const DISCOVER = '/app/streaming';

/** The viewer's page for one live stream: the host's video and sound, what it is, who watches, and the chat. */
export default function WatchPage() {
  const { streamId = '' } = useParams();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('streaming');
  const lockText = useLockText();
  const [reporting, setReporting] = useState(false);
  const stream = useQuery({
    queryKey: streamingKeys.stream(streamId),
    queryFn: () => getStream(streamId),
    retry: (n, err) => n < 2 && !(err instanceof ApiError && err.status < 500 && err.status > 0),
  });
  const card = stream.data;
  // A premium event is joined only once the plan is known to include it; otherwise the lock shows.
  const locked = usePremiumLocked(card);
  const session = useViewerSession(streamId, card?.status === 'live' && locked === false);
  useKeepListCurrent(streamId, session.viewerCount, session.phase === 'ended' || card?.status === 'ended');

  if (!card) {
    if (stream.isError) {
      const missing = stream.error instanceof ApiError && (stream.error.status === 404 || stream.error.status === 400);
      return missing ? (
        <Notice icon={VideoOff} title={t('watch.unavailable')}>
          <p>{t('watch.unavailableText')}</p>
        </Notice>
      ) : (
        <Notice
          icon={WifiOff}
          title={t('watch.loadFailed')}
          action={<Button onClick={() => void stream.refetch()}>{t('tryAgain')}</Button>}
        >
          <p>{stream.error.message || t('pleaseTryAgain')}</p>
        </Notice>
      );
    }
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
        <span
          className="h-10 w-10 animate-spin rounded-full border-4 border-forest-200 border-t-forest-800"
          aria-hidden
        />
        <p className="text-ink-soft">{t('watch.loading')}</p>
      </div>
    );
  }

  const phase: WatchPhase = card.status === 'ended' ? 'ended' : locked ? 'locked' : session.phase;
  if (phase === 'locked')
    return (
      <Notice icon={Crown} title={t('watch.premium')} action={<SeePlansLink />}>
        <p>{lockText(card)}</p>
      </Notice>
    );
  if (phase === 'ended')
    return (
      <Notice icon={RadioTower} title={t('watch.ended')}>
        <p>{t('watch.endedText', { name: card.hostName, title: card.title })}</p>
      </Notice>
    );
  if (phase === 'unavailable')
    return (
      <Notice icon={VideoOff} title={t('watch.unavailable')}>
        <p>{session.message ?? t('watch.unavailableShort')}</p>
      </Notice>
    );
  if (phase === 'removed')
    return (
      <Notice icon={UserX} title={t('watch.removed')}>
        <p>
          {session.message ?? t('watch.removedText')} {t('watch.watchOthers')}
        </p>
      </Notice>
    );
  if (phase === 'own')
    return (
      <Notice icon={RadioTower} title={t('watch.own')}>
        <p>{t('watch.ownText', { title: card.title })}</p>
      </Notice>
    );

  const viewers = session.viewerCount ?? card.viewerCount;
  // Phones: one screen-high column (styles.css, .watch-layout) where the video stays pinned under
  // the header and only the chat scrolls; wide screens: video and details beside the chat.
  return (
    <div className="watch-layout mx-auto flex max-w-6xl flex-col gap-3 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-x-4 lg:gap-y-0">
      <BackLink className="self-start lg:col-span-2 lg:justify-self-start" />
      <div className="sticky top-16 z-10 shrink-0 lg:relative lg:top-0 lg:col-start-1 lg:mt-3">
        <LiveVideo
          media={session.media}
          label={t('watch.video', { name: card.hostName })}
          poster={card.thumbnailUrl ?? undefined}
          className="aspect-video w-full rounded-3xl shadow-md"
        />
        <div className="pointer-events-none absolute inset-x-3 top-3 z-10 flex items-start justify-between gap-2">
          <span className="flex items-center gap-2">
            <span className="rounded-full bg-danger px-3 py-1 text-xs font-bold uppercase tracking-wider text-white shadow">
              {t('watch.live')}
            </span>
            {card.premium && <PremiumBadge />}
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1 text-sm font-medium text-white">
            <Eye className="h-4 w-4" aria-hidden />
            <span>
              {t('viewers', { count: viewers, number: new Intl.NumberFormat(i18n.language).format(viewers) })}
            </span>
          </span>
        </div>
        <PhaseOverlay phase={phase} message={session.message} onRetry={session.retry} />
      </div>
      <StreamDetails card={card} onReport={() => setReporting(true)} />
      <ReportDialog
        userId={card.hostId}
        displayName={card.hostName}
        content={{ kind: 'stream', id: card.id }}
        open={reporting}
        onOpenChange={setReporting}
        // Reporting blocks the host: their stream is no longer there to watch.
        onBlocked={() => navigate(DISCOVER, { replace: true })}
      />
      <div className="min-h-48 flex-1 lg:col-start-2 lg:row-span-2 lg:row-start-2 lg:mt-3 lg:h-[min(38rem,calc(100dvh-9rem))] lg:flex-none">
        <StreamChatPanel
          streamId={card.id}
          isHost={false}
          onHostBlocked={() => navigate(DISCOVER, { replace: true })}
        />
      </div>
    </div>
  );
}

/**
 * The Discover list does not follow live events while this page is open; what this page hears about
 * its own stream (the count, the end) is written into the cached list and card, so going back shows
 * them at once.
 */
function useKeepListCurrent(streamId: string, viewerCount: number | null, ended: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (viewerCount === null || ended) return;
    client.setQueryData<StreamPages>(streamingKeys.list, (d) => viewersChanged(d, streamId, viewerCount));
    client.setQueryData<StreamCard>(streamingKeys.stream(streamId), (c) =>
      c && c.viewerCount !== viewerCount ? { ...c, viewerCount } : c,
    );
  }, [client, streamId, viewerCount, ended]);
  // Leaving the page leaves the stream: one viewer fewer (the list hears nothing until it follows again).
  const watching = useRef<number | null>(null);
  useEffect(() => {
    watching.current = ended ? null : viewerCount;
  }, [ended, viewerCount]);
  useEffect(
    () => () => {
      const count = watching.current;
      if (count !== null)
        client.setQueryData<StreamPages>(streamingKeys.list, (d) =>
          viewersChanged(d, streamId, Math.max(0, count - 1)),
        );
    },
    [client, streamId],
  );
  useEffect(() => {
    if (!ended) return;
    client.setQueryData<StreamPages>(streamingKeys.list, (d) => streamEnded(d, streamId));
    client.setQueryData<StreamCard>(streamingKeys.stream(streamId), (c) =>
      c && c.status !== 'ended' ? { ...c, status: 'ended' } : c,
    );
  }, [client, streamId, ended]);
}

function BackLink({ className }: { className?: string }) {
  const { t } = useTranslation('streaming');
  return (
    <Link to={DISCOVER} className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ms-2', className)}>
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t('watch.back')}
    </Link>
  );
}

function StreamDetails({ card, onReport }: { card: StreamCard; onReport: () => void }) {
  const { t } = useTranslation('streaming');
  return (
    <div className="shrink-0 rounded-3xl border border-sand-200 bg-white p-3 shadow-sm sm:p-5 lg:col-start-1 lg:mt-4">
      <h1 dir="auto" className="font-display text-xl leading-tight text-forest-800 sm:text-3xl">
        {card.title}
      </h1>
      <div className="mt-2 flex sm:mt-3 flex-wrap items-center gap-x-3 gap-y-2">
        <span className="inline-flex items-center gap-2">
          {card.hostPhotoUrl ? (
            <img src={card.hostPhotoUrl} alt="" className="h-9 w-9 rounded-full bg-forest-100 object-cover" />
          ) : (
            <span
              aria-hidden
              className="flex h-9 w-9 items-center justify-center rounded-full bg-forest-800 font-display text-gold-300"
            >
              {(Array.from(card.hostName.trim())[0] ?? '?').toLocaleUpperCase()}
            </span>
          )}
          <span className="font-medium text-ink">
            <span className="sr-only">{t('watch.hostedBy')}</span>
            <bdi>{card.hostName}</bdi>
          </span>
          {card.hostVerified ? (
            <BadgeCheck className="h-4 w-4 shrink-0 text-terracotta-500" role="img" aria-label={t('verified')} />
          ) : null}
        </span>
        <span className="rounded-full bg-gold-100 px-3 py-1 text-sm font-medium text-forest-800">
          <span className="sr-only">{t('watch.category')}</span>
          {t(`category.${card.category}`)}
        </span>
        <button
          type="button"
          onClick={onReport}
          className="ms-auto inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full px-2 text-xs text-ink-soft hover:bg-sand-100 hover:text-danger"
        >
          <Flag className="h-3.5 w-3.5" aria-hidden />
          {t('watch.report')}
        </button>
      </div>
      {card.description ? (
        <p dir="auto" className="mt-2 line-clamp-2 whitespace-pre-line text-ink-soft sm:mt-3 lg:line-clamp-none">
          {card.description}
        </p>
      ) : null}
    </div>
  );
}

const WAITING = {
  joining: 'watch.joining',
  connecting: 'watch.connecting',
  reconnecting: 'watch.reconnecting',
} as const;

function PhaseOverlay({ phase, message, onRetry }: { phase: WatchPhase; message: string | null; onRetry: () => void }) {
  const { t } = useTranslation('streaming');
  const waiting = phase in WAITING ? t(WAITING[phase as keyof typeof WAITING]) : null;
  if (phase === 'live') return null;
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-3xl bg-forest-900/80 p-6 text-center text-white"
    >
      {waiting ? (
        <>
          <span
            className="h-10 w-10 animate-spin rounded-full border-4 border-white/30 border-t-gold-400"
            aria-hidden
          />
          <p className="font-medium">{waiting}</p>
        </>
      ) : phase === 'full' ? (
        <>
          <Users className="h-10 w-10 text-gold-400" aria-hidden />
          <p className="font-display text-xl">{t('watch.full')}</p>
          <p className="max-w-sm text-sm text-white/85">{t('watch.fullText')}</p>
          <Button variant="accent" size="sm" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        </>
      ) : (
        <>
          <WifiOff className="h-10 w-10 text-gold-400" aria-hidden />
          <p className="font-display text-xl">{message ?? t('watch.connectFailed')}</p>
          <Button variant="accent" size="sm" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        </>
      )}
    </div>
  );
}

function Notice({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation('streaming');
  return (
    <div className="mx-auto max-w-xl">
      <BackLink />
      <section className="mt-3 flex flex-col items-center rounded-3xl border border-sand-200 bg-white px-6 py-12 text-center shadow-sm">
        <span className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
          <Icon className="h-8 w-8" aria-hidden />
        </span>
        <h1 className="font-display text-2xl text-forest-800">{title}</h1>
        <div className="mt-3 space-y-2 text-ink-soft">{children}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {action}
          <Link to={DISCOVER} className={buttonVariants({ variant: action ? 'outline' : 'primary' })}>
            <Compass className="h-5 w-5" aria-hidden /> {t('page.discoverTab')}
          </Link>
        </div>
      </section>
    </div>
  );
}
