import { asc, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { demoProfiles, profiles } from '../../db/schema.ts';
import { notBlockedBetween } from '../social/visibility.queries.ts';
import { cardColumns, visible } from './discover.repo.ts';

/** Escapes LIKE's own wildcards so typed %, _ and \ match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const ilike = (column: SQL | typeof profiles.bio, pattern: string) => sql`${column} ilike ${pattern} escape '\\'`;

/**
 * How many people, in name order, search looks through before it asks the trigram indexes instead.
 * A common term (a city, a job) has its 15 first names among them; a rare or name-like one does not.
 */
const SEARCH_WALK = 1000;

/**
 * Visible real people, not the viewer and not blocked either way, whose name, place, bio or
 * occupation contains the text (case-insensitive), the first `limit` by (name, id).
 *
 * One statement (the cards of the ids found), two ways to the same answer. First it walks profiles_search_order_idx (name order)
 * through the first SEARCH_WALK visible people: if `limit` of them match, they are the answer, as
 * nobody later in name order can come before them. Otherwise (a rare term, or a name whose matches
 * sit together further on) it takes every match from the trigram indexes and sorts them. That
 * second branch orders by `display_name || ''` (the same order: appending nothing changes no
 * comparison and keeps nulls null) only so the planner cannot choose the name-order walk over all
 * people for it, which reads everything before a name's matches.
 */
export async function searchRealProfiles(db: Tx, viewerId: string, text: string, limit: number) {
  const pattern = likePattern(text);
  const matches = (p: { name: SQL; location: SQL; bio: SQL; occupation: SQL }) =>
    or(
      ilike(sql`coalesce(${p.name}, '')`, pattern),
      ilike(p.location, pattern),
      ilike(p.bio, pattern),
      ilike(sql`coalesce(${p.occupation}, '')`, pattern),
    );
  const w = (c: string) => sql.raw(`w.${c}`);
  const found = sql`with walk as materialized (
      select w.user_id, w.display_name from (
        select ${profiles.userId}, ${profiles.displayName}, ${profiles.location}, ${profiles.bio}, ${profiles.occupation}
        from ${profiles} where ${visible()}
        order by ${profiles.displayName}, ${profiles.userId} limit ${SEARCH_WALK}) w
      where w.user_id <> ${viewerId}
        and ${matches({ name: w('display_name'), location: w('location'), bio: w('bio'), occupation: w('occupation') })}
        and ${notBlockedBetween(sql`${viewerId}::uuid`, w('user_id'))}
      order by w.display_name, w.user_id limit ${limit}
    )
    select user_id as id from walk where (select count(*) from walk) = ${limit}
    union all
    (select ${profiles.userId} from ${profiles}
      where (select count(*) from walk) < ${limit} and ${visible()} and ${profiles.userId} <> ${viewerId}
        and ${matches({ name: sql`${profiles.displayName}`, location: sql`${profiles.location}`, bio: sql`${profiles.bio}`, occupation: sql`${profiles.occupation}` })}
        and ${notBlockedBetween(sql`${viewerId}::uuid`, profiles.userId)}
      order by ${profiles.displayName} || '', ${profiles.userId} limit ${limit})`;
  return db
    .select(cardColumns)
    .from(profiles)
    .where(sql`${profiles.userId} in (${found})`)
    .orderBy(asc(profiles.displayName), asc(profiles.userId));
}

export async function searchDemoProfiles(db: Tx, text: string, limit: number) {
  const pattern = likePattern(text);
  return db
    .select()
    .from(demoProfiles)
    .where(or(ilike(sql`${demoProfiles.displayName}`, pattern), ilike(sql`${demoProfiles.location}`, pattern)))
    .orderBy(asc(demoProfiles.id))
    .limit(limit);
}
