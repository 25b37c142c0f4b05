import { useTranslation } from 'react-i18next';
import { Globe2, Languages } from 'lucide-react';
import type { PublicProfile } from '@sankofa/contracts';
import { useChoiceLabels } from '@/lib/i18n/use-choice-labels.ts';

/** The heritage in the person's words, the personality as a chip with its nickname ("ENFJ · The Gatherer"), and the languages spoken. */
export function CulturalChips({ profile }: { profile: Pick<PublicProfile, 'personality' | 'languages' | 'heritage'> }) {
  const { t } = useTranslation('discover');
  const labels = useChoiceLabels();
  return (
    <>
      {profile.heritage ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2.5 py-0.5 text-sm text-forest-900">
          <Globe2 className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="sr-only">{t('card.heritage')}</span>
          {profile.heritage}
        </span>
      ) : null}
      {profile.personality ? (
        <span className="inline-flex items-center rounded-full bg-gold-100 px-2.5 py-0.5 text-sm font-medium text-forest-900">
          <span className="sr-only">{t('card.personality')}</span>
          {labels.personality(profile.personality)}
        </span>
      ) : null}
      {profile.languages.length ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2.5 py-0.5 text-sm text-forest-900">
          <Languages className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="sr-only">{t('card.speaks')}</span>
          {profile.languages.join(', ')}
        </span>
      ) : null}
    </>
  );
}
