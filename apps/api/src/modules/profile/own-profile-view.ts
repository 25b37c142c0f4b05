import type { OwnProfile } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { photoView } from '../photos/photo-view.ts';
import { ageOn } from './age.ts';
import { bioShown } from './onboarding-answers.ts';
import type { OwnProfileRow } from './profile.repo.ts';

// Enum columns hold only values the contracts allowed on the way in.
type Enum<K extends keyof OwnProfile> = OwnProfile[K];

export function ownProfileView(deps: Pick<AppDeps, 'clock' | 'storage'>, row: OwnProfileRow): OwnProfile {
  const p = row.profile;
  const photos = row.photos.map((ph) => photoView(deps, ph));
  return {
    userId: p.userId,
    email: row.email,
    displayName: p.displayName,
    birthDate: p.birthDate,
    age: p.birthDate ? ageOn(p.birthDate, deps.clock()) : null,
    gender: p.gender as Enum<'gender'>,
    orientation: p.orientation as Enum<'orientation'>,
    heightCm: p.heightCm,
    bodyType: p.bodyType as Enum<'bodyType'>,
    education: p.education as Enum<'education'>,
    occupation: p.occupation,
    interestedIn: p.interestedIn as Enum<'interestedIn'>,
    relationshipGoals: p.relationshipGoals as Enum<'relationshipGoals'>,
    distanceMiles: p.distanceMiles,
    interests: p.interests,
    languages: p.languages,
    heritage: p.heritage,
    personality: p.personality as Enum<'personality'>,
    bio: bioShown(p.bio, p.interests, p.personality),
    location: p.location,
    hasPosition: p.latSnapped !== null && p.lngSnapped !== null,
    blockContacts: p.blockContacts,
    verified: p.verified,
    onboarded: p.onboardedAt !== null,
    photos,
    mainPhotoId: p.mainPhotoId ?? photos[0]?.id ?? null,
    settings: {
      showProfile: p.showProfile,
      allowMessages: p.allowMessages,
      showOnline: p.showOnline,
      openToKids: p.openToKids,
      wantsKids: p.wantsKids,
      hasKids: p.hasKids,
      notifyMatches: p.notifyMatches,
      notifyMessages: p.notifyMessages,
      notifyStreams: p.notifyStreams,
      notifyCalls: p.notifyCalls,
      notifyFriendRequests: p.notifyFriendRequests,
    },
    stats: {
      likesReceived: row.likesReceived,
      matches: row.matches,
      streams: row.streams,
      giftsReceived: row.giftsReceived,
    },
    tokenBalance: row.tokenBalance,
  };
}
