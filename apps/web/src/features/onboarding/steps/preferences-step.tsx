import { BIO_MAX, HERITAGE_MAX, HOBBIES_MAX, HOBBIES_MIN, INTERESTED_IN, LOOKING_FOR, PERSONALITY_CODES } from '@sankofa/contracts/constants';
import { Field } from '@/components/ui/field.tsx';
import { INTERESTED_IN_LABELS, LOOKING_FOR_LABELS, personalityLabel } from '@/lib/profile-labels.ts';
import { ChoicePills } from '../components/choice-pills.tsx';
import { SelectField } from '../components/select-field.tsx';
import { LANGUAGES_TEXT_MAX, type PersonalityCode } from '../onboarding-values.ts';
import type { StepProps } from './step-props.ts';

const textArea =
  'w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/70 focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-200';

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
          className={textArea}
        />
      </Field>
      <p id="onboarding-hobbies-hint" className="-mt-4 text-sm text-ink-soft">
        Separate them with commas: each one becomes an interest on your profile.{' '}
        {missing > 0 ? `${missing} more character${missing === 1 ? '' : 's'} to go.` : 'Looks good.'}
      </p>
      {/* The bio is the member's own words; hobbies and personality have their own places on the card. */}
      <Field id="onboarding-about-me" label="About me (optional)">
        <textarea
          id="onboarding-about-me"
          rows={3}
          value={values.aboutMe}
          maxLength={BIO_MAX}
          aria-describedby="onboarding-about-me-hint"
          placeholder="A few lines in your own words: your roots, what makes you laugh, what you hope to find"
          onChange={(e) => update({ aboutMe: e.target.value })}
          className={textArea}
        />
      </Field>
      <p id="onboarding-about-me-hint" className="-mt-4 text-sm text-ink-soft">
        Shown on your card as your bio. {values.aboutMe.length}/{BIO_MAX}
      </p>
      <Field id="onboarding-heritage" label="Heritage (optional)">
        <input
          id="onboarding-heritage"
          value={values.heritage}
          maxLength={HERITAGE_MAX}
          placeholder="e.g. Ghanaian-British, Igbo, Jamaican"
          onChange={(e) => update({ heritage: e.target.value })}
          className={textArea}
        />
      </Field>
      <Field id="onboarding-languages" label="Languages you speak (optional)">
        <input
          id="onboarding-languages"
          value={values.languages}
          maxLength={LANGUAGES_TEXT_MAX}
          aria-describedby="onboarding-languages-hint"
          placeholder="e.g. English, Twi, French"
          onChange={(e) => update({ languages: e.target.value })}
          className={textArea}
        />
      </Field>
      <p id="onboarding-languages-hint" className="-mt-4 text-sm text-ink-soft">
        Separate them with commas.
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
