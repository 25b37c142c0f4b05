import { sql, type SQLWrapper } from 'drizzle-orm';

/** node-postgres answers { rows }, PGlite answers { rows } too but typed apart; read both the same way. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A timestamp as ISO-8601 UTC text with milliseconds, the same from both drivers. */
export const isoText = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
