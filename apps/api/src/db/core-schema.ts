import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  inet,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: ts('email_confirmed_at'),
    biometricConsentAt: ts('biometric_consent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Granted and revoked only by the operators' CLI (`npm run admin`); no route writes it. */
    role: text('role', { enum: ['member', 'moderator', 'admin'] })
      .notNull()
      .default('member'),
    /** Set by a moderator's ban; a banned member cannot sign in and is hidden from everyone. */
    bannedAt: ts('banned_at'),
    /** Until then the member cannot sign in and is hidden, as if banned. */
    suspendedUntil: ts('suspended_until'),
    /** Set by a moderator or by three fake-profile reports; cleared by the next passed face check. */
    faceCheckRequiredAt: ts('face_check_required_at'),
    /**
     * One of LOCALES (contracts): the language of the member's app, e-mails and pushes. Null until the
     * member chooses, so the first device's language can become the account's (decision 0046).
     */
    locale: text('locale'),
    /** 'km' or 'mi': how the app shows distances. Null until chosen: the language and region decide (decision 0058). */
    distanceUnit: text('distance_unit'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role', sql`${t.role} in ('member', 'moderator', 'admin')`),
    check('users_locale', sql`${t.locale} in ('en', 'fr', 'pt', 'sw', 'yo', 'ar')`),
    check('users_distance_unit', sql`${t.distanceUnit} in ('km', 'mi')`),
  ],
);

/**
 * The profile. birth_date is private (only its owner sees it); age is derived from it on read so it
 * never goes stale. lat/lng are already snapped to a ~1 km grid and never leave the server.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    verified: boolean('verified').notNull().default(false),
    isDemoProfile: boolean('is_demo_profile').notNull().default(false),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    orientation: text('orientation'),
    heightCm: smallint('height_cm'),
    bodyType: text('body_type'),
    education: text('education'),
    occupation: text('occupation'),
    interestedIn: text('interested_in'),
    relationshipGoals: text('relationship_goals'),
    distanceMiles: smallint('distance_miles').notNull().default(25),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    personality: text('personality'),
    /** The member's own words for where they and their family come from ("Ghanaian-British"). */
    heritage: text('heritage'),
    latSnapped: doublePrecision('lat_snapped'),
    lngSnapped: doublePrecision('lng_snapped'),
    blockContacts: boolean('block_contacts').notNull().default(false),
    mainPhotoId: uuid('main_photo_id').references((): AnyPgColumn => photos.id, { onDelete: 'set null' }),
    showProfile: boolean('show_profile').notNull().default(true),
    allowMessages: boolean('allow_messages').notNull().default(true),
    showOnline: boolean('show_online').notNull().default(true),
    openToKids: boolean('open_to_kids').notNull().default(false),
    wantsKids: boolean('wants_kids').notNull().default(false),
    hasKids: boolean('has_kids').notNull().default(false),
    notifyMatches: boolean('notify_matches').notNull().default(true),
    notifyMessages: boolean('notify_messages').notNull().default(true),
    notifyStreams: boolean('notify_streams').notNull().default(true),
    /** Calls: the push while one rings and the missed-call notice (before, the messages choice governed them). */
    notifyCalls: boolean('notify_calls').notNull().default(true),
    notifyFriendRequests: boolean('notify_friend_requests').notNull().default(true),
    onboardedAt: ts('onboarded_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('profiles_height_range', sql`${t.heightCm} is null or ${t.heightCm} between 100 and 250`),
    // A position is written whole (onboarding snaps both); the deck's "no position" arm then needs
    // only lat_snapped, an index condition, instead of scanning the preference's entries for lng.
    check('profiles_position_whole', sql`(${t.latSnapped} is null) = (${t.lngSnapped} is null)`),
    // Building a deck starts from the people shown to others, narrowed by gender and preference and
    // then by the latitude band; the band (and the "no position" arm) must be index conditions, or
    // every person of a gender worldwide is read to keep the few thousand within reach. The trailing
    // columns are everything else the filter and its "newest first" cap read, so the thousands
    // within reach are judged from the index alone and only the kept thousand visit the table.
    index('profiles_discoverable_idx')
      .on(t.gender, t.interestedIn, t.latSnapped, t.lngSnapped, t.distanceMiles, t.onboardedAt, t.userId)
      .where(sql`${t.showProfile} and ${t.onboardedAt} is not null and not ${t.isDemoProfile}`),
    // Search results come in name order; walking this index lets a common term stop after 15 hits.
    index('profiles_search_order_idx')
      .on(t.displayName, t.userId)
      .where(sql`${t.showProfile} and ${t.onboardedAt} is not null and not ${t.isDemoProfile}`),
    // Search matches substrings anywhere (ilike '%text%'), which only trigram indexes can answer
    // without reading every profile; each expression is the one the search query compares.
    index('profiles_search_name_trgm_idx')
      .using('gin', sql`coalesce(${t.displayName}, '') gin_trgm_ops`)
      .where(sql`${t.showProfile} and ${t.onboardedAt} is not null and not ${t.isDemoProfile}`),
    index('profiles_search_location_trgm_idx')
      .using('gin', sql`${t.location} gin_trgm_ops`)
      .where(sql`${t.showProfile} and ${t.onboardedAt} is not null and not ${t.isDemoProfile}`),
    index('profiles_search_bio_trgm_idx')
      .using('gin', sql`${t.bio} gin_trgm_ops`)
      .where(sql`${t.showProfile} and ${t.onboardedAt} is not null and not ${t.isDemoProfile}`),
    index('profiles_search_occupation_trgm_idx')
      .using('gin', sql`coalesce(${t.occupation}, '') gin_trgm_ops`)
      .where(sql`${t.showProfile} and ${t.onboardedAt} is not null and not ${t.isDemoProfile}`),
    // All Users pages by keyset in this order (NULLS FIRST is what "desc" means in the query);
    // without it each page sorts every listed person.
    index('profiles_listed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.userId.desc().nullsFirst())
      .where(sql`${t.onboardedAt} is not null and not ${t.isDemoProfile} and ${t.showProfile}`),
  ],
);

/** Re-encoded photos; the storage keys are random, so a URL cannot be guessed from a user id. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    largeKey: text('large_key').notNull(),
    smallKey: text('small_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Set when the nudity check held the photo for review: only its owner sees it until a moderator decides. */
    heldAt: ts('held_at'),
  },
  (t) => [index('photos_user_idx').on(t.userId, t.position)],
);

/** Contact details, encrypted field by field (AES-256-GCM), kept apart from the public profile. */
export const contactDetails = pgTable('contact_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: bytea('phone_enc'),
  emergencyContactName: bytea('emergency_contact_name_enc'),
  emergencyContactPhone: bytea('emergency_contact_phone_enc'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Every read and change of contact details, written by the server. */
export const contactAccessLog = pgTable(
  'contact_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['read', 'update'] }).notNull(),
    ip: inet('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_access_log_user_idx').on(t.userId, t.createdAt)],
);

/** Append-only token ledger: a balance is always the sum of a user's rows. */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    counterpartyId: uuid('counterparty_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('token_ledger_user_idx').on(t.userId, t.reason),
    uniqueIndex('token_ledger_idempotency_key').on(t.userId, t.idempotencyKey),
    check('token_ledger_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
