import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Eye, Lock, Play, Radio } from 'lucide-react';
import type { StreamCard as StreamCardData } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { PremiumBadge, PremiumLockDialog, usePremiumLocked } from '../premium/premium-lock.tsx';
import { StreamThumbnail } from './stream-thumbnail.tsx';

/**
 * One live stream in the Discover list. My own stream says so instead of offering Watch. A premium
 * event is listed for everyone with its badge; for a member without Platinum, Watch explains the
 * lock and points to the plans instead of joining.
 */
export function StreamCard({ stream, mine }: { stream: StreamCardData; mine: boolean }) {
  const { t, i18n } = useTranslation('streaming');
  const navigate = useNavigate();
  const titleId = useId();
  const locked = usePremiumLocked(stream) === true;
  const [lockOpen, setLockOpen] = useState(false);
  const category = t(`category.${stream.category}`, { defaultValue: t('category.general') });
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm"
    >
      <div className="relative aspect-video overflow-hidden bg-forest-900">
        <StreamThumbnail url={stream.thumbnailUrl} category={stream.category} title={stream.title} />
        <span className="absolute start-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-danger px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow">
          <span className="h-2 w-2 animate-pulse rounded-full bg-white" aria-hidden />
          {t('card.live')}
        </span>
        <span className="absolute end-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-black/70 px-2.5 py-1 text-xs font-medium text-white">
          <Eye className="h-3.5 w-3.5" aria-hidden />
          {new Intl.NumberFormat(i18n.language).format(stream.viewerCount)}
          <span className="sr-only">{t('card.viewers', { count: stream.viewerCount })}</span>
        </span>
        {stream.premium && <PremiumBadge className="absolute bottom-3 start-3" />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="self-start rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-medium text-forest-900">
          {category}
        </span>
        <h3
          id={titleId}
          dir="auto"
          className="font-display text-lg leading-snug text-forest-800 [overflow-wrap:anywhere]"
        >
          {stream.title}
        </h3>
        <p className="flex items-center gap-1 text-sm font-medium text-ink">
          <span className="sr-only">{t('card.host')}</span>
          <bdi className="truncate">{stream.hostName}</bdi>
          {stream.hostVerified ? (
            <BadgeCheck className="h-4 w-4 shrink-0 text-terracotta-500" role="img" aria-label={t('verified')} />
          ) : null}
        </p>
        {stream.description && (
          <p dir="auto" className="line-clamp-2 text-sm text-ink-soft [overflow-wrap:anywhere]">
            {stream.description}
          </p>
        )}
        <div className="mt-auto pt-2">
          {mine ? (
            <p className="inline-flex h-9 items-center gap-2 rounded-full bg-forest-50 px-4 text-sm font-medium text-forest-800">
              <Radio className="h-4 w-4" aria-hidden />
              {t('card.youAreLive')}
            </p>
          ) : (
            <Button
              size="sm"
              aria-describedby={titleId}
              onClick={() => (locked ? setLockOpen(true) : navigate(`/app/streaming/${stream.id}`))}
            >
              {locked ? <Lock className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
              {t('card.watch')}
            </Button>
          )}
        </div>
      </div>
      {locked && <PremiumLockDialog stream={stream} open={lockOpen} onOpenChange={setLockOpen} />}
    </article>
  );
}
