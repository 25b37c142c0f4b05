import { useTranslation } from 'react-i18next';
import { BODY_TYPES, EDUCATION_LEVELS, OCCUPATION_MAX } from '@sankofa/contracts/constants';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useChoiceLabels } from '@/lib/i18n/use-choice-labels.ts';
import { ChoicePills } from '../components/choice-pills.tsx';
import { SelectField } from '../components/select-field.tsx';
import { HEIGHT_OPTIONS } from '../height-options.ts';
import type { Education } from '../onboarding-values.ts';
import type { StepProps } from './step-props.ts';

export function BasicsStep({ values, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const labels = useChoiceLabels();
  const heightChoices = HEIGHT_OPTIONS.map((o) => ({
    value: String(o.cm),
    label: t('basics.heightOption', { label: o.label, cm: o.cm }),
  }));
  const educationChoices = EDUCATION_LEVELS.map((e) => ({ value: e, label: labels.education[e] }));
  return (
    <div className="space-y-6">
      <SelectField
        id="onboarding-height"
        label={t('basics.height')}
        placeholder={t('basics.heightPlaceholder')}
        value={values.heightCm === null ? '' : String(values.heightCm)}
        options={heightChoices}
        onChange={(v) => update({ heightCm: Number(v) })}
      />
      <ChoicePills
        name="body-type"
        legend={t('basics.bodyType')}
        options={BODY_TYPES}
        labels={labels.bodyType}
        value={values.bodyType}
        onChange={(bodyType) => update({ bodyType })}
        columns={3}
      />
      <SelectField
        id="onboarding-education"
        label={t('basics.education')}
        placeholder={t('basics.educationPlaceholder')}
        value={values.education ?? ''}
        options={educationChoices}
        onChange={(v) => update({ education: v as Education })}
      />
      <Field id="onboarding-occupation" label={t('basics.occupation')}>
        <Input
          id="onboarding-occupation"
          autoComplete="organization-title"
          placeholder={t('basics.occupationPlaceholder')}
          value={values.occupation}
          maxLength={OCCUPATION_MAX}
          onChange={(e) => update({ occupation: e.target.value })}
        />
      </Field>
    </div>
  );
}
