import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { PartyPopper } from 'lucide-react';
import type { Photo } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { ageOn } from '@/lib/age.ts';
import { useChoiceLabels } from '@/lib/i18n/use-choice-labels.ts';
import { heightLabel } from '../height-options.ts';
import type { OnboardingValues } from '../onboarding-values.ts';
import { useDistanceText } from './distance-text.ts';

export interface SaveProblem {
  message: string;
  /** The earlier step the server's refusal is about, when there is one. */
  step: number | null;
  stepTitle: string | null;
  /** The server asked 'Are you sure?' about contact details in About me: the member may keep them. */
  confirmable?: boolean;
}

export function AllSetStep(props: {
  values: OnboardingValues;
  photos: Photo[];
  problem: SaveProblem | null;
  onGoToStep: (step: number) => void;
  onConfirmShare: () => void;
}) {
  const { values: v, photos } = props;
  const { t, i18n } = useTranslation('onboarding');
  const labels = useChoiceLabels();
  const number = new Intl.NumberFormat(i18n.language);
  const distanceText = useDistanceText();
  const today = useMemo(() => new Date(), []);
  const age = v.birthDate ? ageOn(v.birthDate, today) : null;
  const rows: [string, string][] = [
    [t('allSet.name'), v.name.trim()],
    [t('allSet.age'), age === null ? '' : number.format(age)],
    [t('allSet.height'), heightLabel(v.heightCm) ?? ''],
    [t('allSet.education'), v.education ? labels.education[v.education] : ''],
    [t('allSet.occupation'), v.occupation.trim()],
    [t('allSet.lookingFor'), v.lookingFor ? labels.lookingFor[v.lookingFor] : ''],
    [t('allSet.personality'), v.personality ? labels.personality(v.personality) : ''],
    [t('allSet.distance'), distanceText.upTo(v.distanceMiles)],
    [
      t('allSet.location'),
      v.location?.kind === 'city' ? v.location.label : v.location ? t('allSet.currentPosition') : t('allSet.notSet'),
    ],
  ];
  const main = photos[0];

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-forest-800 to-forest-700 p-4 text-white">
        {main ? (
          <img
            src={main.thumbUrl}
            alt={t('allSet.mainPhoto')}
            className="h-16 w-16 shrink-0 rounded-full border-2 border-gold-400 object-cover"
          />
        ) : (
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-white/10">
            <PartyPopper className="h-8 w-8 text-gold-300" aria-hidden />
          </span>
        )}
        <p>
          <span className="block font-display text-xl">
            {t('allSet.lookingGood', { name: v.name.trim() || t('allSet.friend') })}
          </span>
          <span className="block text-sm text-forest-100">{t('allSet.check')}</span>
        </p>
      </div>
      <dl className="divide-y divide-sand-200 rounded-2xl border border-sand-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-2.5 text-sm">
            <dt className="text-ink-soft">{label}</dt>
            <dd dir="auto" className="text-end font-medium text-ink">
              {value}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 px-4 py-2.5 text-sm">
          <dt className="text-ink-soft">{t('allSet.photos')}</dt>
          <dd className="text-end font-medium text-ink">{number.format(photos.length)}</dd>
        </div>
      </dl>
      {props.problem && (
        <div role="alert" className="space-y-2 rounded-2xl bg-red-50 p-4 text-sm text-danger">
          <p className="font-medium">{props.problem.message}</p>
          {props.problem.step !== null && (
            <Button size="sm" variant="outline" onClick={() => props.onGoToStep(props.problem!.step!)}>
              {t('allSet.goBack', { step: props.problem.step, title: props.problem.stepTitle })}
            </Button>
          )}
          {props.problem.confirmable && (
            <Button size="sm" variant="outline" className="ms-2" onClick={props.onConfirmShare}>
              {t('allSet.shareAnyway')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
