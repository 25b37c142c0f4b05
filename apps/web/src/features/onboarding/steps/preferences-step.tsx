import { useTranslation } from 'react-i18next';
import {
  BIO_MAX,
  HERITAGE_MAX,
  HOBBIES_MAX,
  HOBBIES_MIN,
  INTERESTED_IN,
  LOOKING_FOR,
  PERSONALITY_CODES,
} from '@sankofa/contracts/constants';
import { Field } from '@/components/ui/field.tsx';
import { useChoiceLabels } from '@/lib/i18n/use-choice-labels.ts';
import { ChoicePills } from '../components/choice-pills.tsx';
import { SelectField } from '../components/select-field.tsx';
import { LANGUAGES_TEXT_MAX, type PersonalityCode } from '../onboarding-values.ts';
import type { StepProps } from './step-props.ts';

const textArea =
  'w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/70 focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-200';

export function PreferencesStep({ values, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const labels = useChoiceLabels();
  const personalityChoices = PERSONALITY_CODES.map((code) => ({ value: code, label: labels.personality(code) }));
  const length = values.hobbies.trim().length;
  const missing = Math.max(0, HOBBIES_MIN - length);
  return (
    <div className="space-y-6">
      <ChoicePills
        name="interested-in"
        legend={t('preferences.interestedIn')}
        options={INTERESTED_IN}
        labels={labels.interestedIn}
        value={values.interestedIn}
        onChange={(interestedIn) => update({ interestedIn })}
        columns={3}
      />
      <ChoicePills
        name="looking-for"
        legend={t('preferences.lookingFor')}
        options={LOOKING_FOR}
        labels={labels.lookingFor}
        value={values.lookingFor}
        onChange={(lookingFor) => update({ lookingFor })}
      />
      <Field id="onboarding-hobbies" label={t('preferences.hobbies')}>
        <textarea
          id="onboarding-hobbies"
          rows={3}
          value={values.hobbies}
          maxLength={HOBBIES_MAX}
          aria-describedby="onboarding-hobbies-hint"
          placeholder={t('preferences.hobbiesPlaceholder')}
          onChange={(e) => update({ hobbies: e.target.value })}
          className={textArea}
        />
      </Field>
      <p id="onboarding-hobbies-hint" className="-mt-4 text-sm text-ink-soft">
        {t('preferences.hobbiesHint')}{' '}
        {missing > 0 ? t('preferences.hobbiesMissing', { count: missing }) : t('preferences.hobbiesGood')}
      </p>
      {/* The bio is the member's own words; hobbies and personality have their own places on the card. */}
      <Field id="onboarding-about-me" label={t('preferences.aboutMe')}>
        <textarea
          id="onboarding-about-me"
          rows={3}
          value={values.aboutMe}
          maxLength={BIO_MAX}
          aria-describedby="onboarding-about-me-hint"
          placeholder={t('preferences.aboutMePlaceholder')}
          onChange={(e) => update({ aboutMe: e.target.value })}
          className={textArea}
        />
      </Field>
      <p id="onboarding-about-me-hint" className="-mt-4 text-sm text-ink-soft">
        {t('preferences.aboutMeHint', { length: values.aboutMe.length, max: BIO_MAX })}
      </p>
      <Field id="onboarding-heritage" label={t('preferences.heritage')}>
        <input
          id="onboarding-heritage"
          value={values.heritage}
          maxLength={HERITAGE_MAX}
          placeholder={t('preferences.heritagePlaceholder')}
          onChange={(e) => update({ heritage: e.target.value })}
          className={textArea}
        />
      </Field>
      <Field id="onboarding-languages" label={t('preferences.languages')}>
        <input
          id="onboarding-languages"
          value={values.languages}
          maxLength={LANGUAGES_TEXT_MAX}
          aria-describedby="onboarding-languages-hint"
          placeholder={t('preferences.languagesPlaceholder')}
          onChange={(e) => update({ languages: e.target.value })}
          className={textArea}
        />
      </Field>
      <p id="onboarding-languages-hint" className="-mt-4 text-sm text-ink-soft">
        {t('preferences.languagesHint')}
      </p>
      <SelectField
        id="onboarding-personality"
        label={t('preferences.personality')}
        placeholder={t('preferences.personalityPlaceholder')}
        hint={t('preferences.personalityHint')}
        value={values.personality ?? ''}
        options={personalityChoices}
        onChange={(v) => update({ personality: v as PersonalityCode })}
      />
    </div>
  );
}
