import { DISTANCE_BUCKETS, type DistanceBucket, type PublicProfile } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { photoView } from '../photos/photo-view.ts';
import { ageOn } from '../profile/age.ts';
import { bioShown } from '../profile/onboarding-answers.ts';
import type { CardRow, DemoRow } from './discover.repo.ts';

// Enum columns hold only values the contracts allowed on the way in.
type Enum<K extends keyof PublicProfile> = PublicProfile[K];

export const bucketToIndex = (b: DistanceBucket | null): number | null =>
  b === null ? null : DISTANCE_BUCKETS.indexOf(b);
export const bucketFromIndex = (i: number | null): DistanceBucket | null =>
  i === null ? null : (DISTANCE_BUCKETS[i] ?? null);

/**
 * The only shape in which one person is shown to another. Fields are copied one by one, so the
 * birth date, position and settings read to derive age, distance and `online` cannot slip through.
 */
export function publicCard(
  deps: Pick<AppDeps, 'clock' | 'storage'>,
  row: CardRow,
  extra: { distance: DistanceBucket | null; matchPercent: number | null; online: boolean },
): PublicProfile {
  return {
    id: row.userId,
    isDemo: false,
    displayName: row.displayName ?? '',
    age: row.birthDate ? ageOn(row.birthDate, deps.clock()) : null,
    gender: row.gender as Enum<'gender'>,
    location: row.location,
    distance: extra.distance,
    bio: bioShown(row.bio, row.interests, row.personality),
    occupation: row.occupation,
    education: row.education as Enum<'education'>,
    relationshipGoals: row.relationshipGoals as Enum<'relationshipGoals'>,
    bodyType: row.bodyType as Enum<'bodyType'>,
    heightCm: row.heightCm,
    interests: row.interests,
    languages: row.languages,
    heritage: row.heritage,
    personality: row.personality as Enum<'personality'>,
    verified: row.verified,
    online: extra.online && row.showOnline,
    photos: row.photos.map((p) => {
      const { url, thumbUrl } = photoView(deps, p);
      return { id: p.id, url, thumbUrl };
    }),
    matchPercent: extra.matchPercent,
  };
}

/** Demo profiles have no account, no position and no presence: never nearby, never online. */
export function demoCard(row: DemoRow, matchPercent: number | null): PublicProfile {
  return {
    id: row.id,
    isDemo: true,
    displayName: row.displayName,
    age: row.age,
    gender: row.gender as Enum<'gender'>,
    location: row.location,
    distance: null,
    bio: row.bio,
    occupation: row.occupation,
    education: row.education as Enum<'education'>,
    relationshipGoals: row.relationshipGoals as Enum<'relationshipGoals'>,
    bodyType: null,
    heightCm: row.heightCm,
    interests: row.interests,
    languages: row.languages,
    heritage: row.heritage,
    personality: row.personality as Enum<'personality'>,
    verified: row.verified,
    online: false,
    photos: [{ id: null, url: row.photoPath, thumbUrl: row.photoPath }],
    matchPercent,
  };
}

/** Really connected right now, per the presence store; the card also honours the person's show-online setting. */
export async function onlineSet(deps: Pick<AppDeps, 'clock' | 'presence'>, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const entries = await deps.presence.list(userIds, deps.clock());
  return new Set(entries.filter((e) => e.online).map((e) => e.userId));
}
