import { DISTANCE_DEFAULT, LANGUAGE_MAX, LANGUAGES_MAX } from '@sankofa/contracts/constants';
import { i18n } from '@/lib/i18n/i18n.ts';
import type {
  BODY_TYPES,
  EDUCATION_LEVELS,
  GENDERS,
  INTERESTED_IN,
  LOOKING_FOR,
  ORIENTATIONS,
  PERSONALITY_CODES,
} from '@sankofa/contracts';

export type Gender = (typeof GENDERS)[number];
export type Orientation = (typeof ORIENTATIONS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type Education = (typeof EDUCATION_LEVELS)[number];
export type InterestedIn = (typeof INTERESTED_IN)[number];
export type LookingFor = (typeof LOOKING_FOR)[number];
export type PersonalityCode = (typeof PERSONALITY_CODES)[number];

/** Where the user said they are: one source at a time, so what we save is never ambiguous. */
export type ChosenLocation =
  { kind: 'city'; cityId: number; label: string } | { kind: 'position'; lat: number; lng: number };

/** Everything the ten steps collect. Photos are not here: the server holds them from the moment they upload. */
export interface OnboardingValues {
  agreed: boolean;
  name: string;
  birthDate: string;
  gender: Gender | null;
  orientation: Orientation | null;
  heightCm: number | null;
  bodyType: BodyType | null;
  education: Education | null;
  occupation: string;
  interestedIn: InterestedIn | null;
  lookingFor: LookingFor | null;
  hobbies: string;
  /** The bio in the member's own words (optional). */
  aboutMe: string;
  /** Where the member and their family come from, in their words (optional). */
  heritage: string;
  /** Languages spoken, separated by commas as typed (optional). */
  languages: string;
  personality: PersonalityCode | null;
  distanceMiles: number;
  useCurrentLocation: boolean;
  location: ChosenLocation | null;
  blockContacts: boolean;
}

/** Room for every language at its longest, with the commas between them. */
export const LANGUAGES_TEXT_MAX = LANGUAGES_MAX * (LANGUAGE_MAX + 2);

export const EMPTY_VALUES: OnboardingValues = {
  agreed: false,
  name: '',
  birthDate: '',
  gender: null,
  orientation: null,
  heightCm: null,
  bodyType: null,
  education: null,
  occupation: '',
  interestedIn: null,
  lookingFor: null,
  hobbies: '',
  aboutMe: '',
  heritage: '',
  languages: '',
  personality: null,
  distanceMiles: DISTANCE_DEFAULT,
  useCurrentLocation: false,
  location: null,
  blockContacts: false,
};

export const STEP_COUNT = 10;

/** A step's title, in the language shown (locales/<lang>/onboarding.json, `steps`). */
export const stepTitle = (step: number): string | null =>
  step >= 1 && step <= STEP_COUNT ? i18n.t(`onboarding:steps.${String(step) as '1'}`) : null;
