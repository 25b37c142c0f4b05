import { HOBBIES_MAX, HOBBIES_MIN, INTERESTED_IN, LOOKING_FOR, PERSONALITY_CODES } from '@sankofa/contracts/constants';
import { Field } from '@/components/ui/field.tsx';
import { INTERESTED_IN_LABELS, LOOKING_FOR_LABELS } from '@/lib/profile-labels.ts';
import { ChoicePills } from '../components/choice-pills.tsx';
import { SelectField } from '../components/select-field.tsx';
import type { PersonalityCode } from '../onboarding-values.ts';
import { personalityLabel } from '../personality-types.ts';
import type { StepProps } from './step-props.ts';

const personalityChoices = PERSONALITY_CODES.map((code) => ({ value: code, label: personalityLabel(code) }));

export function PreferencesStep({ values, update }: StepProps) {
  const length = values.hobbies.trim().length;
  const missing = Math.max(0, HOBBIES_MIN - length);
  return (
    <div className="space-y-6">
      <ChoicePills
        name="interested-in"
        legend="Interested in"
        options={INTERESTED_IN}
        labels={INTERESTED_IN_LABELS}
        value={values.interestedIn}
        onChange={(interestedIn) => update({ interestedIn })}
        columns={3}
      />
      <ChoicePills
        name="looking-for"
        legend="Looking for"
        options={LOOKING_FOR}
        labels={LOOKING_FOR_LABELS}
        value={values.lookingFor}
        onChange={(lookingFor) => update({ lookingFor })}
      />
      <Field id="onboarding-hobbies" label="Hobbies and passions">
        <textarea
          id="onboarding-hobbies"
          rows={3}
          value={values.hobbies}
          maxLength={HOBBIES_MAX}
          aria-describedby="onboarding-hobbies-hint"
          placeholder="e.g. Afrobeats, jollof cook-offs, poetry nights, hiking"
          onChange={(e) => update({ hobbies: e.target.value })}
          className="w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/70 focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-200"
        />
      </Field>
      <p id="onboarding-hobbies-hint" className="-mt-4 text-sm text-ink-soft">
        Separate them with commas: each one becomes an interest on your profile.{' '}
        {missing > 0 ? `${missing} more character${missing === 1 ? '' : 's'} to go.` : 'Looks good.'}
      </p>
      <SelectField
        id="onboarding-personality"
        label="Personality type"
        placeholder="Choose the one that fits you best"
        hint="Not sure? Pick the one that sounds most like you."
        value={values.personality ?? ''}
        options={personalityChoices}
        onChange={(v) => update({ personality: v as PersonalityCode })}
      />
    </div>
  );
}
