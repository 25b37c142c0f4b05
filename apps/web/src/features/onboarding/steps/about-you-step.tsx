import { useTranslation } from 'react-i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { Cake, UserRound, type LucideIcon } from 'lucide-react';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, GENDERS, ORIENTATIONS } from '@sankofa/contracts/constants';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { isoDay } from '@/lib/age.ts';
import { birthDateProblem } from '../age.ts';
import { useChoiceLabels } from '@/lib/i18n/use-choice-labels.ts';
import { ChoicePills } from '../components/choice-pills.tsx';
import type { StepProps } from './step-props.ts';

function Note({ id, icon: Icon, children }: { id: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex gap-2 text-sm text-ink-soft">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-forest-700" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

export function AboutYouStep({ values, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const labels = useChoiceLabels();
  const today = useMemo(() => new Date(), []);
  const [nameTouched, setNameTouched] = useState(false);
  const dateProblem = birthDateProblem(values.birthDate, today);
  const trimmed = values.name.trim().length;
  const nameProblem =
    nameTouched && trimmed < DISPLAY_NAME_MIN ? t('about.nameTooShort', { min: DISPLAY_NAME_MIN }) : null;

  return (
    <div className="space-y-6">
      <div>
        <Field id="onboarding-name" label={t('about.name')} error={nameProblem}>
          <Input
            id="onboarding-name"
            autoComplete="given-name"
            value={values.name}
            maxLength={DISPLAY_NAME_MAX}
            invalid={Boolean(nameProblem)}
            aria-describedby={nameProblem ? 'onboarding-name-error onboarding-name-note' : 'onboarding-name-note'}
            onChange={(e) => update({ name: e.target.value })}
            onBlur={() => setNameTouched(true)}
          />
        </Field>
        <Note id="onboarding-name-note" icon={UserRound}>
          {t('about.nameNote')}
        </Note>
      </div>
      <div>
        <Field id="onboarding-birth-date" label={t('about.birthDate')} error={dateProblem}>
          <Input
            id="onboarding-birth-date"
            type="date"
            autoComplete="bday"
            max={isoDay(today)}
            value={values.birthDate}
            invalid={Boolean(dateProblem)}
            aria-describedby={
              dateProblem ? 'onboarding-birth-date-error onboarding-birth-date-note' : 'onboarding-birth-date-note'
            }
            onChange={(e) => update({ birthDate: e.target.value })}
          />
        </Field>
        <Note id="onboarding-birth-date-note" icon={Cake}>
          {t('about.birthDateNote')}
        </Note>
      </div>
      <ChoicePills
        name="gender"
        legend={t('about.gender')}
        options={GENDERS}
        labels={labels.gender}
        value={values.gender}
        onChange={(gender) => update({ gender })}
        columns={3}
      />
      <ChoicePills
        name="orientation"
        legend={t('about.orientation')}
        options={ORIENTATIONS}
        labels={labels.orientation}
        value={values.orientation}
        onChange={(orientation) => update({ orientation })}
        columns={3}
      />
    </div>
  );
}
