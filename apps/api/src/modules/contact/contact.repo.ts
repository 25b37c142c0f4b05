import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contactAccessLog, contactDetails } from '../../db/schema.ts';

/** The three encrypted columns as stored; null where nothing was saved. */
export interface SealedContact {
  phone: Buffer | null;
  emergencyContactName: Buffer | null;
  emergencyContactPhone: Buffer | null;
}

export async function findSealedContact(
  tx: Tx,
  userId: string,
): Promise<(SealedContact & { updatedAt: Date }) | undefined> {
  const rows = await tx
    .select({
      phone: contactDetails.phone,
      emergencyContactName: contactDetails.emergencyContactName,
      emergencyContactPhone: contactDetails.emergencyContactPhone,
      updatedAt: contactDetails.updatedAt,
    })
    .from(contactDetails)
    .where(eq(contactDetails.userId, userId))
    .limit(1);
  return rows[0];
}

export async function upsertSealedContact(tx: Tx, userId: string, sealed: SealedContact, now: Date): Promise<void> {
  await tx
    .insert(contactDetails)
    .values({ userId, ...sealed, updatedAt: now })
    .onConflictDoUpdate({ target: contactDetails.userId, set: { ...sealed, updatedAt: now } });
}

/**
 * Appends an access to the log and returns when the one before it happened, so the owner is shown
 * the access before their own current one.
 */
export async function recordContactAccess(
  tx: Tx,
  entry: { userId: string; action: 'read' | 'update'; ip: string; at: Date },
): Promise<Date | null> {
  const previous = await tx
    .select({ at: contactAccessLog.createdAt })
    .from(contactAccessLog)
    .where(eq(contactAccessLog.userId, entry.userId))
    .orderBy(desc(contactAccessLog.createdAt))
    .limit(1);
  await tx
    .insert(contactAccessLog)
    .values({ userId: entry.userId, action: entry.action, ip: entry.ip, createdAt: entry.at });
  return previous[0]?.at ?? null;
}
