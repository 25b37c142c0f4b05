import { z } from 'zod';
import { PG_INT_MAX } from './text-rules.ts';
import { BIO_MAX, LOCATION_MAX, text } from './auth.ts';
import {
  MAX_PHOTOS,
  DISPLAY_NAME_MIN,
  DISPLAY_NAME_MAX,
  HOBBIES_MIN,
  HOBBIES_MAX,
  OCCUPATION_MAX,
  INTEREST_MAX,
  INTERESTS_MAX,
  LANGUAGE_MAX,
  LANGUAGES_MAX,
  HERITAGE_MAX,
  DISTANCE_MIN,
  DISTANCE_MAX,
  DISTANCE_DEFAULT,
  GENDERS,
  ORIENTATIONS,
  BODY_TYPES,
  EDUCATION_LEVELS,
  INTERESTED_IN,
  LOOKING_FOR,
  PERSONALITY_CODES,
  PHONE_MAX,
  CONTACT_NAME_MAX,
} from './constants/profile.ts';
export * from './constants/profile.ts';

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Please choose your ${label}` });

export const Gender = choice(GENDERS, 'gender');
export const Orientation = choice(ORIENTATIONS, 'orientation');
export const BodyType = choice(BODY_TYPES, 'body type');
export const Education = choice(EDUCATION_LEVELS, 'education');
export const InterestedIn = choice(INTERESTED_IN, 'preference');
export const LookingFor = choice(LOOKING_FOR, 'relationship goal');
export const Personality = choice(PERSONALITY_CODES, 'personality type');

export const DisplayName = text('Name', DISPLAY_NAME_MAX).refine((s) => s.length >= DISPLAY_NAME_MIN, {
  error: `Your name needs at least ${DISPLAY_NAME_MIN} characters`,
});
export const Occupation = text('Occupation', OCCUPATION_MAX).refine((s) => s.length > 0, {
  error: 'Please enter your occupation',
});

/** Calendar date YYYY-MM-DD; the 18+ rule is checked on the server against its own clock. */
export const BirthDate = z.iso.date({ error: 'Please enter your birth date' });

export const Interest = text('An interest', INTEREST_MAX).refine((s) => s.length > 0, {
  error: 'An interest cannot be blank',
});
export const Interests = z
  .array(Interest)
  .max(INTERESTS_MAX, { error: `You can list at most ${INTERESTS_MAX} interests` })
  .refine((list) => new Set(list.map((i) => i.toLowerCase())).size === list.length, {
    error: 'Each interest can be listed only once',
  });

export const Language = text('A language', LANGUAGE_MAX).refine((s) => s.length > 0, {
  error: 'A language cannot be blank',
});
export const Languages = z
  .array(Language)
  .max(LANGUAGES_MAX, { error: `You can list at most ${LANGUAGES_MAX} languages` })
  .refine((list) => new Set(list.map((l) => l.toLowerCase())).size === list.length, {
    error: 'Each language can be listed only once',
  });

/** Where the member and their family come from, in their own words; blank means not said. */
export const Heritage = text('Heritage', HERITAGE_MAX);

/** The bio, in the member's own words (onboarding's 'About me' and Edit Profile's). */
export const AboutMe = text('About me', BIO_MAX);

/** Where the user is: a city picked from our list, or the browser's position (snapped on the server). */
export const LocationInput = z.union([
  z.strictObject({ cityId: z.number().int().positive().max(PG_INT_MAX) }),
  z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
]);
export type LocationInput = z.infer<typeof LocationInput>;

export const CompleteOnboardingBody = z.strictObject({
  displayName: DisplayName,
  birthDate: BirthDate,
  gender: Gender,
  orientation: Orientation,
  heightCm: z.number().int().min(100).max(250),
  bodyType: BodyType,
  education: Education,
  occupation: Occupation,
  interestedIn: InterestedIn,
  lookingFor: LookingFor,
  distanceMiles: z.number().int().min(DISTANCE_MIN).max(DISTANCE_MAX).default(DISTANCE_DEFAULT),
  hobbies: text('Hobbies', HOBBIES_MAX).refine((s) => s.length >= HOBBIES_MIN, {
    error: `Please tell us a little more about your hobbies (at least ${HOBBIES_MIN} characters)`,
  }),
  personality: Personality,
  /** The member's own words for the bio; blank keeps the bio from sign-up. Hobbies become interests. */
  aboutMe: AboutMe.default(''),
  languages: Languages.default([]),
  heritage: Heritage.default(''),
  /** Ids of photos already uploaded, in display order; the first is the main photo. */
  photoIds: z
    .array(z.uuid())
    .min(1, { error: 'Please add at least one photo' })
    .max(MAX_PHOTOS, { error: `You can add at most ${MAX_PHOTOS} photos` }),
  location: LocationInput.nullable().default(null),
  blockContacts: z.boolean().default(false),
  /** The member saw the 'Are you sure?' for contact or payment details in About me and keeps them. */
  confirmContactShare: z.boolean().default(false),
});
export type CompleteOnboardingBody = z.input<typeof CompleteOnboardingBody>;

export const Photo = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /**
   * In the owner's own lists only: the nudity check held this photo until a moderator looks at it;
   * nobody else sees it meanwhile.
   */
  heldForReview: z.literal(true).optional(),
});
export type Photo = z.infer<typeof Photo>;

/** A photo of one's own, named in the path. */
export const PhotoParams = z.object({ id: z.uuid({ error: 'Unknown photo' }) });
/** A stored file under /media: the rest of the path names it. */
export const MediaParams = z.object({ '*': z.string() });
export const PhotoList = z.object({ photos: z.array(Photo), mainPhotoId: z.uuid().nullable() });
export type PhotoList = z.infer<typeof PhotoList>;

export const SetMainPhotoBody = z.strictObject({ photoId: z.uuid({ error: 'Please choose one of your photos' }) });
export const ReorderPhotosBody = z.strictObject({ photoIds: z.array(z.uuid()).max(MAX_PHOTOS) });

export const ProfileSettings = z.object({
  showProfile: z.boolean(),
  allowMessages: z.boolean(),
  showOnline: z.boolean(),
  openToKids: z.boolean(),
  wantsKids: z.boolean(),
  hasKids: z.boolean(),
  notifyMatches: z.boolean(),
  notifyMessages: z.boolean(),
  notifyStreams: z.boolean(),
  notifyFriendRequests: z.boolean(),
  notifyCalls: z.boolean(),
});
export type ProfileSettings = z.infer<typeof ProfileSettings>;
export const UpdateSettingsBody = ProfileSettings.partial().strict();
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;

export const ProfileStats = z.object({
  likesReceived: z.number().int(),
  matches: z.number().int(),
  streams: z.number().int(),
  giftsReceived: z.number().int(),
});
export type ProfileStats = z.infer<typeof ProfileStats>;

/** The signed-in user's own profile: everything they entered, plus stats and balance in one answer. */
export const OwnProfile = z.object({
  userId: z.uuid(),
  email: z.string(),
  displayName: z.string().nullable(),
  birthDate: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: Gender.nullable(),
  orientation: Orientation.nullable(),
  heightCm: z.number().int().nullable(),
  bodyType: BodyType.nullable(),
  education: Education.nullable(),
  occupation: z.string().nullable(),
  interestedIn: InterestedIn.nullable(),
  relationshipGoals: LookingFor.nullable(),
  distanceMiles: z.number().int(),
  interests: z.array(z.string()),
  languages: z.array(z.string()),
  heritage: z.string().nullable(),
  personality: Personality.nullable(),
  bio: z.string(),
  location: z.string(),
  /** Whether a (snapped) position is on file; the position itself never leaves the server. */
  hasPosition: z.boolean(),
  blockContacts: z.boolean(),
  verified: z.boolean(),
  onboarded: z.boolean(),
  photos: z.array(Photo),
  mainPhotoId: z.uuid().nullable(),
  settings: ProfileSettings,
  stats: ProfileStats,
  tokenBalance: z.number().int(),
});
export type OwnProfile = z.infer<typeof OwnProfile>;

/** Fields a user may edit on their profile page; anything else (verified, balance…) is refused. */
export const UpdateProfileBody = z
  .strictObject({
    displayName: DisplayName,
    birthDate: BirthDate,
    location: text('Location', LOCATION_MAX),
    occupation: text('Occupation', OCCUPATION_MAX),
    education: Education.nullable(),
    relationshipGoals: LookingFor.nullable(),
    bio: AboutMe,
    interests: Interests,
    languages: Languages,
    heritage: Heritage,
    /** The member saw the 'Are you sure?' for contact or payment details in the bio and keeps them. */
    confirmContactShare: z.boolean(),
  })
  .partial();
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const City = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  /** "Accra, Ghana": what the profile shows as its location. */
  label: z.string(),
});
export type City = z.infer<typeof City>;
export const CitySearchQuery = z.strictObject({
  q: z.string().trim().min(2, { error: 'Type at least 2 letters of your city' }).max(80),
});
export const CityList = z.object({ cities: z.array(City) });
// The sentence is written out (it equals PHONE_MESSAGE) so the server's catalogues can key it whole.
const PhoneField = (label: string) =>
  text(label, PHONE_MAX)
    .refine((s) => /^[0-9 +\-()]*$/.test(s), {
      error: `${label}: Phone numbers may contain only digits, spaces, +, -, ( and )`,
    })
    .refine((s) => s === '' || /[0-9]/.test(s), { error: `${label} needs at least one digit` })
    .nullable()
    .transform((s) => (s ? s : null));
const OptionalText = (label: string, max: number) =>
  text(label, max)
    .nullable()
    .transform((s) => (s ? s : null));

export const UpdateContactDetailsBody = z.strictObject({
  phone: PhoneField('Phone'),
  emergencyContactName: OptionalText('Emergency contact name', CONTACT_NAME_MAX),
  emergencyContactPhone: PhoneField('Emergency contact phone'),
});
export type UpdateContactDetailsBody = z.input<typeof UpdateContactDetailsBody>;

export const ContactDetails = z.object({
  phone: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  /** The previous read or change before this one, so the owner can spot access they did not make. */
  lastAccessedAt: z.iso.datetime().nullable(),
});
export type ContactDetails = z.infer<typeof ContactDetails>;

export const DeleteAccountBody = z.strictObject({
  password: z
    .string({ error: 'Please enter your password to confirm' })
    .min(1, { error: 'Please enter your password to confirm' })
    .max(128),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;
