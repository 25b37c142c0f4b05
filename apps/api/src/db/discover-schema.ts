import { boolean, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/** Discovery: swipes, the sample profiles, and each user's prepared deck. */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A swipe is one person's decision about another; matches are a separate fact made by the server. */
export const swipes = pgTable(
  'swipes',
  {
    swiperId: uuid('swiper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['like', 'pass', 'super_like'] }).notNull(),
    /** A like sent while the swiper's plan included priority likes: shown early in the target's deck. */
    priority: boolean('priority').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.swiperId, t.targetId] }),
    index('swipes_target_idx').on(t.targetId, t.kind),
    index('swipes_swiper_recent_idx').on(t.swiperId, t.createdAt),
  ],
);

/**
 * Seeded sample profiles, shown in the deck and search but never interactive. Their ids are not
 * UUIDs ('demo-…'), so they can never be mistaken for a real account.
 */
export const demoProfiles = pgTable('demo_profiles', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
  age: smallint('age').notNull(),
  gender: text('gender').notNull(),
  location: text('location').notNull(),
  bio: text('bio').notNull(),
  occupation: text('occupation').notNull(),
  education: text('education').notNull(),
  interests: text('interests').array().notNull(),
  languages: text('languages').array().notNull(),
  heritage: text('heritage'),
  personality: text('personality').notNull(),
  relationshipGoals: text('relationship_goals').notNull(),
  heightCm: smallint('height_cm').notNull(),
  verified: boolean('verified').notNull().default(false),
  /** A path under the web app's own assets (an illustration, no photo of a real person). */
  photoPath: text('photo_path').notNull(),
});

/**
 * A user's prepared deck: candidates that pass both people's preferences, with their rank and score,
 * built on demand and refreshed when stale; pages are read by keyset on (priority, score, candidate).
 */
export const deckCandidates = pgTable(
  'deck_candidates',
  {
    // No foreign keys: checking them cost most of a rebuild (two key-share row locks per card, a
    // thousand cards). The owner's rows go with their account (trigger users_forget_deck, migration
    // 0007); a deleted candidate drops out of every page and count by the join with profiles.
    userId: uuid('user_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    score: smallint('score').notNull(),
    /** Rank before the score, judged at build (decision 0014): 2 boosted, 1 priority like of me, 0. */
    priority: smallint('priority').notNull().default(0),
    distanceBucket: smallint('distance_bucket'),
    builtAt: ts('built_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.candidateId] }),
    // NULLS FIRST is what a plain "order by … desc" means; the default NULLS LAST index could not
    // serve that order, so every page sorted the whole deck.
    index('deck_candidates_page_idx').on(
      t.userId,
      t.priority.desc().nullsFirst(),
      t.score.desc().nullsFirst(),
      t.candidateId,
    ),
  ],
);

/**
 * When a user's deck was last prepared and from which of their own answers. One row per user, kept
 * even when the deck came out empty, so an empty deck is not rebuilt on every request.
 */
export const deckBuilds = pgTable('deck_builds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  builtAt: ts('built_at').notNull(),
  /** Digest of the viewer's answers that filtering and scoring read; a change makes the deck stale. */
  viewerKey: text('viewer_key').notNull(),
});
