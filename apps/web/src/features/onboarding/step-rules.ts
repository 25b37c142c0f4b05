import { DISPLAY_NAME_MIN, HOBBIES_MIN } from '@sankofa/contracts/constants';
import type { CompleteOnboardingBody } from '@sankofa/contracts';
import { birthDateProblem } from './age.ts';
import type { OnboardingValues } from './onboarding-values.ts';

interface PhotoState {
  /** Photos the server holds for this user, in display order. */
  photoIds: string[];
  /** An upload or the initial load is still running. */
  busy: boolean;
}

/** Whether Continue is enabled on a step; `today` is passed in so the rule stays pure and testable. */
export function canContinue(step: number, v: OnboardingValues, photos: PhotoState, today: Date): boolean {
  switch (step) {
    case 1:
      return v.agreed;
    case 2:
      return (
        v.name.trim().length >= DISPLAY_NAME_MIN &&
        v.birthDate !== '' &&
        birthDateProblem(v.birthDate, today) === null &&
        v.gender !== null &&
        v.orientation !== null
      );
    case 3:
      return v.heightCm !== null && v.bodyType !== null && v.education !== null && v.occupation.trim() !== '';
    case 4:
      return (
        v.interestedIn !== null &&
        v.lookingFor !== null &&
        v.personality !== null &&
        v.hobbies.trim().length >= HOBBIES_MIN
      );
    case 6:
      return photos.photoIds.length > 0 && !photos.busy;
    case 10:
      return firstIncompleteStep(v, photos, today) === null;
    default:
      return true;
  }
}

/** The earliest step whose rule does not hold (a reloaded draft can skip ahead of stale data). */
export function firstIncompleteStep(v: OnboardingValues, photos: PhotoState, today: Date): number | null {
  for (let step = 1; step < 10; step++) if (!canContinue(step, v, photos, today)) return step;
  return null;
}

/** The request for the one-transaction save; only called once every step's rule holds. */
/** 'Twi, English, twi' → ['Twi', 'English']: typed with commas, listed once each as the contract wants. */
export function languagesFromText(typed: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of typed.split(',')) {
    const language = raw.trim().replace(/\s+/g, ' ');
    if (!language || seen.has(language.toLowerCase())) continue;
    seen.add(language.toLowerCase());
    out.push(language);
  }
  return out;
}

export function toCompleteBody(v: OnboardingValues, photoIds: string[]): CompleteOnboardingBody {
  const required = <T>(value: T | null, field: string): T => {
    if (value === null) throw new Error(`Onboarding value missing: ${field}`);
    return value;
  };
  return {
    displayName: v.name.trim(),
    birthDate: v.birthDate,
    gender: required(v.gender, 'gender'),
    orientation: required(v.orientation, 'orientation'),
    heightCm: required(v.heightCm, 'heightCm'),
    bodyType: required(v.bodyType, 'bodyType'),
    education: required(v.education, 'education'),
    occupation: v.occupation.trim(),
    interestedIn: required(v.interestedIn, 'interestedIn'),
    lookingFor: required(v.lookingFor, 'lookingFor'),
    distanceMiles: v.distanceMiles,
    hobbies: v.hobbies.trim(),
    aboutMe: v.aboutMe.trim(),
    heritage: v.heritage.trim(),
    languages: languagesFromText(v.languages),
    personality: required(v.personality, 'personality'),
    photoIds,
    location:
      v.location?.kind === 'city'
        ? { cityId: v.location.cityId }
        : v.location?.kind === 'position'
          ? { lat: v.location.lat, lng: v.location.lng }
          : null,
    blockContacts: v.blockContacts,
  };
}

/**
 * The step to reopen after a reload: the saved one, unless an earlier answer is missing (a draft from
 * an older build, or edited by hand). Photos are checked once they have loaded, on the last step.
 */
export function resumeStep(savedStep: number, v: OnboardingValues, today: Date): number {
  const anyPhotos = { photoIds: ['pending'], busy: false };
  for (let step = 1; step < Math.min(savedStep, 6); step++) if (!canContinue(step, v, anyPhotos, today)) return step;
  return savedStep;
}
