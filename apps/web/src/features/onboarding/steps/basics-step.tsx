import { BODY_TYPES, EDUCATION_LEVELS, OCCUPATION_MAX } from '@sankofa/contracts/constants';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { BODY_TYPE_LABELS, EDUCATION_LABELS } from '@/lib/profile-labels.ts';
import { ChoicePills } from '../components/choice-pills.tsx';
import { SelectField } from '../components/select-field.tsx';
import { HEIGHT_OPTIONS } from '../height-options.ts';
import type { Education } from '../onboarding-values.ts';
import type { StepProps } from './step-props.ts';

const heightChoices = HEIGHT_OPTIONS.map((o) => ({ value: String(o.cm), label: `${o.label} (${o.cm} cm)` }));
const educationChoices = EDUCATION_LEVELS.map((e) => ({ value: e, label: EDUCATION_LABELS[e] }));

export function BasicsStep({ values, update }: StepProps) {
  return (
    <div className="space-y-6">
      <SelectField
        id="onboarding-height"
        label="Height"
        placeholder="Choose your height"
        value={values.heightCm === null ? '' : String(values.heightCm)}
        options={heightChoices}
        onChange={(v) => update({ heightCm: Number(v) })}
      />
      <ChoicePills
        name="body-type"
        legend="Body type"
        options={BODY_TYPES}
        labels={BODY_TYPE_LABELS}
        value={values.bodyType}
        onChange={(bodyType) => update({ bodyType })}
        columns={3}
      />
      <SelectField
        id="onboarding-education"
        label="Education"
        placeholder="Choose your education"
        value={values.education ?? ''}
        options={educationChoices}
        onChange={(v) => update({ education: v as Education })}
      />
      <Field id="onboarding-occupation" label="Occupation">
        <Input
          id="onboarding-occupation"
          autoComplete="organization-title"
          placeholder="e.g. Nurse, Designer, Student"
          value={values.occupation}
          maxLength={OCCUPATION_MAX}
          onChange={(e) => update({ occupation: e.target.value })}
        />
      </Field>
    </div>
  );
}
