import { sql } from 'drizzle-orm';

/** SQL for the small thumbnail key of a profile's main photo, else of its first photo, never one held for review; `alias` names a profiles row. */
export const photoKeyOf = (alias: string) =>
  sql.raw(`coalesce(
  (select ph.small_key from photos ph where ph.id = ${alias}.main_photo_id and ph.user_id = ${alias}.user_id and ph.held_at is null),
  (select ph.small_key from photos ph where ph.user_id = ${alias}.user_id and ph.held_at is null order by ph.position, ph.created_at limit 1))`);
