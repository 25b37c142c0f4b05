import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@sankofa/contracts/locales';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The language a member chose on their account, for the error frames of their socket; null when none. */
export async function memberLocaleOf(db: Tx, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return isLocale(row?.locale) ? row.locale : null;
}
