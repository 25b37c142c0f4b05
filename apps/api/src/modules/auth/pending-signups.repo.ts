import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pendingSignups } from '../../db/schema.ts';

type PendingSignup = typeof pendingSignups.$inferSelect;

/** A new sign-up for an address replaces the one before it, and its code. */
export async function upsertPendingSignup(tx: Tx, row: Omit<PendingSignup, 'createdAt' | 'wrongCodes'>, now: Date) {
  await tx
    .insert(pendingSignups)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: pendingSignups.email,
      set: { ...row, wrongCodes: 0, createdAt: now },
    });
}

/** The live sign-up for an address, locked until the transaction ends (two code entries at once). */
export async function lockPendingSignup(tx: Tx, email: string, now: Date): Promise<PendingSignup | undefined> {
  const rows = await tx
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.email, email), gt(pendingSignups.expiresAt, now)))
    .for('update');
  return rows[0];
}

export async function countWrongCode(tx: Tx, email: string): Promise<number> {
  const rows = await tx
    .update(pendingSignups)
    .set({ wrongCodes: sql`${pendingSignups.wrongCodes} + 1` })
    .where(eq(pendingSignups.email, email))
    .returning({ wrongCodes: pendingSignups.wrongCodes });
  return rows[0]?.wrongCodes ?? 0;
}

export async function deletePendingSignup(tx: Tx, email: string) {
  await tx.delete(pendingSignups).where(eq(pendingSignups.email, email));
}
