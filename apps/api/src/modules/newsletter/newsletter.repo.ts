import { newsletterSubscriptions } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';

/** Stores the address once; a repeat is a no-op. */
export async function addSubscriber(db: Db, email: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
}
