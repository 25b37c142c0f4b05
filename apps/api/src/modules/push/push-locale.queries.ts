import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@sankofa/contracts/locales';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The language a member's pushes are written in: their own choice, else English (decision 0058). */
export async function pushLocaleOf(db: Tx, userId: string): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return isLocale(row?.locale) ? row.locale : 'en';
}
