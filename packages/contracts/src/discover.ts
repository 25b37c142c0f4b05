import { z } from 'zod';
import { text } from './auth.ts';
import { BodyType, Education, Gender, LookingFor, Personality } from './profile.ts';
import { MATCH_MESSAGE_MAX, SEARCH_MIN, DISTANCE_BUCKETS } from './constants/discover.ts';
export * from './constants/discover.ts';

/** A real account's id is a UUID; seeded sample profiles have ids like 'demo-1'. */
export const ProfileId = z.union([z.uuid(), z.string().regex(/^demo-[a-z0-9-]{1,40}$/)], {
  error: 'This profile id is not valid',
});
/** GET /api/profiles/:id */
export const ProfileIdParams = z.strictObject({ id: ProfileId });

export const isRealProfileId = (id: string) => z.uuid().safeParse(id).success;
export const DistanceBucket = z.enum(DISTANCE_BUCKETS);
export type DistanceBucket = z.infer<typeof DistanceBucket>;

/** `id` names the photo in a report; demo profiles' pictures have none. */
export const PublicPhoto = z.object({ id: z.uuid().nullable(), url: z.string(), thumbUrl: z.string() });

/**
 * What anyone signed in may see of another person: no e-mail, birth date, position, settings or
 * contact details. `online` is true only when the person is really connected and shows it.
 */
export const PublicProfile = z.object({
  id: ProfileId,
  isDemo: z.boolean(),
  displayName: z.string(),
  age: z.number().int().nullable(),
  gender: Gender.nullable(),
  location: z.string(),
  distance: DistanceBucket.nullable(),
  bio: z.string(),
  occupation: z.string().nullable(),
  education: Education.nullable(),
  relationshipGoals: LookingFor.nullable(),
  bodyType: BodyType.nullable(),
  heightCm: z.number().int().nullable(),
  interests: z.array(z.string()),
  languages: z.array(z.string()),
  /** In the member's own words; null when not said. */
  heritage: z.string().nullable(),
  personality: Personality.nullable(),
  verified: z.boolean(),
  online: z.boolean(),
  photos: z.array(PublicPhoto),
  /** Cultural compatibility with the viewer, 0–100; null when it cannot be computed (e.g. search). */
  matchPercent: z.number().int().min(0).max(100).nullable(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

export const DeckQuery = z.strictObject({
  cursor: z.string().max(200).optional(),
  /** 'restart' rebuilds the deck from the top ('Start Over'). */
  restart: z.enum(['true', 'false']).optional(),
});
export const DeckPage = z.object({
  cards: z.array(PublicProfile),
  nextCursor: z.string().nullable(),
  /** How many people the prepared deck holds in all (for 'n of total'). */
  total: z.number().int(),
});
export type DeckPage = z.infer<typeof DeckPage>;

export const SwipeKind = z.enum(['like', 'pass', 'super_like']);
export type SwipeKind = z.infer<typeof SwipeKind>;
export const SwipeBody = z.strictObject({ targetId: ProfileId, kind: SwipeKind });
export type SwipeBody = z.input<typeof SwipeBody>;

export const MatchSummary = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  /** The person passed face verification (the orange checkmark). */
  verified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type MatchSummary = z.infer<typeof MatchSummary>;

export const SwipeResult = z.object({
  kind: SwipeKind,
  /** Present when this like completed a mutual like. */
  match: MatchSummary.nullable(),
});
export type SwipeResult = z.infer<typeof SwipeResult>;

export const UndoResult = z.object({ undoneTargetId: z.uuid().nullable() });

export const FriendshipStatus = z.enum(['none', 'request_sent', 'request_received', 'friend']);
export type FriendshipStatus = z.infer<typeof FriendshipStatus>;

export const ProfileDetail = z.object({
  profile: PublicProfile,
  friendship: FriendshipStatus,
  matched: z.boolean(),
  /** The viewer's own earlier swipe on this person, if any. */
  mySwipe: SwipeKind.nullable(),
});
export type ProfileDetail = z.infer<typeof ProfileDetail>;

export const SearchQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN, { error: `Type at least ${SEARCH_MIN} characters to search` })
    .max(80, { error: 'Search text can be at most 80 characters' }),
});
export const SearchResults = z.object({ results: z.array(PublicProfile) });
export type SearchResults = z.infer<typeof SearchResults>;

export const MatchMessage = text('Message', MATCH_MESSAGE_MAX).refine((s) => s.length > 0, {
  error: 'Please write a message',
});
export const LikesYouQuery = z.strictObject({ cursor: z.string().max(200).optional() });
export const LikeOfMe = z.object({
  profile: PublicProfile,
  superLike: z.boolean(),
  likedAt: z.iso.datetime(),
});
export type LikeOfMe = z.infer<typeof LikeOfMe>;
export const LikesYouPage = z.object({ likes: z.array(LikeOfMe), nextCursor: z.string().nullable() });
export type LikesYouPage = z.infer<typeof LikesYouPage>;
