import type { OwnProfile, UpdateProfileBody } from '@sankofa/contracts';
import { ageOn } from '@/lib/age.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, MAX_AGE, MIN_AGE } from '@sankofa/contracts/constants';

type Education = NonNullable<OwnProfile['education']>;
type Goal = NonNullable<OwnProfile['relationshipGoals']>;

/** What the edit form holds: plain strings for the inputs, '' meaning "not set" for the selects. */
export interface ProfileDraft {
  displayName: string;
  birthDate: string;
  location: string;
  occupation: string;
  education: Education | '';
  relationshipGoals: Goal | '';
  bio: string;
  interests: string[];
  languages: string[];
  heritage: string;
}

export type DraftField = keyof ProfileDraft;

export function draftOf(p: OwnProfile): ProfileDraft {
  return {
    displayName: p.displayName ?? '',
    birthDate: p.birthDate ?? '',
    location: p.location,
    occupation: p.occupation ?? '',
    education: p.education ?? '',
    relationshipGoals: p.relationshipGoals ?? '',
    bio: p.bio,
    interests: [...p.interests],
    languages: [...p.languages],
    heritage: p.heritage ?? '',
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Only the fields the person changed are sent: an untouched field that the rules have since
 * tightened must not stop them saving the rest.
 */
export function changesOf(before: ProfileDraft, draft: ProfileDraft): UpdateProfileBody {
  const out: UpdateProfileBody = {};
  const text = (k: 'displayName' | 'location' | 'occupation' | 'bio' | 'heritage') => {
    if (draft[k].trim() !== before[k].trim()) out[k] = draft[k].trim();
  };
  text('displayName');
  text('location');
  text('occupation');
  text('bio');
  text('heritage');
  if (draft.birthDate !== before.birthDate) out.birthDate = draft.birthDate;
  if (draft.education !== before.education) out.education = draft.education || null;
  if (draft.relationshipGoals !== before.relationshipGoals) out.relationshipGoals = draft.relationshipGoals || null;
  if (!sameList(draft.interests, before.interests)) out.interests = [...draft.interests];
  if (!sameList(draft.languages, before.languages)) out.languages = [...draft.languages];
  return out;
}

/** Checks the person can fix before anything is sent; the server checks again and has the last word. */
export function draftErrors(changes: UpdateProfileBody, today: Date): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  if (changes.displayName !== undefined) {
    if (changes.displayName.length < DISPLAY_NAME_MIN)
      errors.displayName = i18n.t('profile:edit.nameShort', { count: DISPLAY_NAME_MIN });
    else if (changes.displayName.length > DISPLAY_NAME_MAX)
      errors.displayName = i18n.t('profile:edit.nameLong', { count: DISPLAY_NAME_MAX });
  }
  if (changes.birthDate !== undefined) {
    const age = ageOn(changes.birthDate, today);
    if (age === null) errors.birthDate = i18n.t('profile:edit.birthDateMissing');
    else if (age < MIN_AGE) errors.birthDate = i18n.t('profile:edit.tooYoung', { count: MIN_AGE });
    else if (age > MAX_AGE) errors.birthDate = i18n.t('profile:edit.birthDateOdd');
  }
  return errors;
}
