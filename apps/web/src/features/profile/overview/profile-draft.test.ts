import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfile } from '@sankofa/contracts';
import { UpdateProfileBody } from '@sankofa/contracts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { changesOf, draftErrors, draftOf } from './profile-draft.ts';

// The messages come from the English profile texts, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('profile'));

const profile = {
  displayName: 'Ama',
  birthDate: '1994-03-02',
  location: 'Accra, Ghana',
  occupation: null,
  education: 'masters',
  relationshipGoals: null,
  bio: 'Hi',
  interests: ['Jazz', 'Kente'],
  languages: ['Twi'],
  heritage: null,
} as unknown as OwnProfile;

describe('changesOf', () => {
  it('is empty when nothing changed', () => {
    expect(changesOf(draftOf(profile), draftOf(profile))).toEqual({});
  });

  it('sends only what changed, trimmed, with cleared selects as null', () => {
    const before = draftOf(profile);
    const draft = {
      ...before,
      displayName: '  Ama Serwaa ',
      education: '' as const,
      relationshipGoals: 'long-term' as const,
      interests: ['Jazz'],
    };
    const changes = changesOf(before, draft);
    expect(changes).toEqual({
      displayName: 'Ama Serwaa',
      education: null,
      relationshipGoals: 'long-term',
      interests: ['Jazz'],
    });
    expect(UpdateProfileBody.safeParse(changes).success).toBe(true);
  });

  it('sends heritage and languages when they changed, and a cleared heritage as blank', () => {
    const before = draftOf({ ...profile, heritage: 'Ghanaian' } as OwnProfile);
    const changes = changesOf(before, { ...before, heritage: '  ', languages: ['Twi', 'English'] });
    expect(changes).toEqual({ heritage: '', languages: ['Twi', 'English'] });
    expect(UpdateProfileBody.safeParse(changes).success).toBe(true);
  });

  it('treats whitespace-only edits as no change', () => {
    const before = draftOf(profile);
    expect(changesOf(before, { ...before, location: 'Accra, Ghana  ' })).toEqual({});
  });
});

describe('draftErrors', () => {
  const today = new Date(2026, 5, 15);

  it('checks the name length and the birth date', () => {
    expect(draftErrors({ displayName: 'A' }, today)).toEqual({ displayName: 'Your name needs at least 2 characters' });
    expect(draftErrors({ birthDate: '' }, today)).toEqual({ birthDate: 'Please enter your birth date' });
    expect(draftErrors({ birthDate: '2010-01-01' }, today)).toEqual({
      birthDate: 'You need to be at least 18 years old',
    });
    expect(draftErrors({ birthDate: '2008-06-15', displayName: 'Ama' }, today)).toEqual({});
  });

  it('leaves unchanged fields alone', () => {
    expect(draftErrors({}, today)).toEqual({});
  });
});
