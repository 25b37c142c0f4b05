import {
  BIO_MAX,
  BODY_TYPES,
  DISPLAY_NAME_MAX,
  DISTANCE_MAX,
  DISTANCE_MIN,
  EDUCATION_LEVELS,
  GENDERS,
  HERITAGE_MAX,
  HOBBIES_MAX,
  INTERESTED_IN,
  LOOKING_FOR,
  OCCUPATION_MAX,
  ORIENTATIONS,
  PERSONALITY_CODES,
} from '@sankofa/contracts/constants';
import { HEIGHT_OPTIONS } from './height-options.ts';
import {
  EMPTY_VALUES,
  LANGUAGES_TEXT_MAX,
  STEP_COUNT,
  type ChosenLocation,
  type OnboardingValues,
} from './onboarding-values.ts';

export interface Draft {
  step: number;
  values: OnboardingValues;
}

// The version is in the key so a future change of shape simply starts afresh instead of misreading.
export const draftKey = (userId: string) => `sankofa:onboarding:v1:${userId}`;

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : null;
const str = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const bool = (value: unknown) => value === true;
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function location(value: unknown): ChosenLocation | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.kind === 'city' && finite(v.cityId) && typeof v.label === 'string')
    return { kind: 'city', cityId: v.cityId, label: v.label };
  if (v.kind === 'position' && finite(v.lat) && finite(v.lng)) return { kind: 'position', lat: v.lat, lng: v.lng };
  return null;
}

/**
 * Reads what sessionStorage held. Anything edited by hand or left by an older build is dropped field
 * by field rather than trusted, so a bad draft can never crash the page or send junk.
 */
export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { step, values } = data as { step?: unknown; values?: Record<string, unknown> };
  const v = values && typeof values === 'object' ? values : {};
  const distance = finite(v.distanceMiles) ? Math.round(v.distanceMiles) : EMPTY_VALUES.distanceMiles;
  return {
    step: finite(step) ? Math.min(STEP_COUNT, Math.max(1, Math.round(step))) : 1,
    values: {
      agreed: bool(v.agreed),
      name: str(v.name, DISPLAY_NAME_MAX),
      birthDate: typeof v.birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.birthDate) ? v.birthDate : '',
      gender: oneOf(GENDERS, v.gender),
      orientation: oneOf(ORIENTATIONS, v.orientation),
      heightCm: HEIGHT_OPTIONS.some((o) => o.cm === v.heightCm) ? (v.heightCm as number) : null,
      bodyType: oneOf(BODY_TYPES, v.bodyType),
      education: oneOf(EDUCATION_LEVELS, v.education),
      occupation: str(v.occupation, OCCUPATION_MAX),
      interestedIn: oneOf(INTERESTED_IN, v.interestedIn),
      lookingFor: oneOf(LOOKING_FOR, v.lookingFor),
      hobbies: str(v.hobbies, HOBBIES_MAX),
      aboutMe: str(v.aboutMe, BIO_MAX),
      heritage: str(v.heritage, HERITAGE_MAX),
      languages: str(v.languages, LANGUAGES_TEXT_MAX),
      personality: oneOf(PERSONALITY_CODES, v.personality),
      distanceMiles: Math.min(DISTANCE_MAX, Math.max(DISTANCE_MIN, distance)),
      useCurrentLocation: bool(v.useCurrentLocation),
      location: location(v.location),
      blockContacts: bool(v.blockContacts),
    },
  };
}
