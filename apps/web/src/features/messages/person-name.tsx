import { BadgeCheck, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Name with the verified mark and presence dot, both from real state only, and the location under it. */
export function PersonName({
  name,
  verified,
  online,
  location,
}: {
  name: string;
  verified: boolean;
  online?: boolean;
  location?: string;
}) {
  const { t } = useTranslation('messages');
  return (
    <div className="min-w-0">
      <p className="flex items-center gap-1.5 font-medium text-ink">
        <span dir="auto" className="truncate">
          {name}
        </span>
        {verified ? (
          <BadgeCheck className="h-4 w-4 shrink-0 text-terracotta-500" role="img" aria-label={t('shared.verified')} />
        ) : null}
        {online ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-xs font-normal text-forest-600">
            <span aria-hidden className="h-2 w-2 rounded-full bg-forest-500" />
            {t('shared.online')}
          </span>
        ) : null}
      </p>
      {location ? (
        <p className="flex items-center gap-1 truncate text-sm text-ink-soft">
          <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span dir="auto" className="truncate">
            {location}
          </span>
        </p>
      ) : null}
    </div>
  );
}
