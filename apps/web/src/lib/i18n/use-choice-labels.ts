import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BODY_TYPES,
  EDUCATION_LEVELS,
  GENDERS,
  INTERESTED_IN,
  LOOKING_FOR,
  ORIENTATIONS,
  PERSONALITY_CODES,
} from '@sankofa/contracts/constants';

type Group = 'gender' | 'orientation' | 'bodyType' | 'education' | 'interestedIn' | 'lookingFor' | 'personality';

/**
 * The words people read for the API's stable codes, in the language shown (locales/<lang>/choices.json).
 * The keys are the codes themselves, so a new code without words fails the catalogue test.
 */
export function useChoiceLabels() {
  const { t } = useTranslation('choices');
  return useMemo(() => {
    const of = <T extends string>(group: Group, codes: readonly T[]) =>
      Object.fromEntries(codes.map((code) => [code, t(`${group}.${code}` as 'gender.man')])) as Record<T, string>;
    const nicknames = of('personality', PERSONALITY_CODES);
    return {
      gender: of('gender', GENDERS),
      orientation: of('orientation', ORIENTATIONS),
      bodyType: of('bodyType', BODY_TYPES),
      education: of('education', EDUCATION_LEVELS),
      interestedIn: of('interestedIn', INTERESTED_IN),
      lookingFor: of('lookingFor', LOOKING_FOR),
      personality: (code: (typeof PERSONALITY_CODES)[number]) =>
        t('personalityLabel', { code, nickname: nicknames[code] }),
    };
  }, [t]);
}
