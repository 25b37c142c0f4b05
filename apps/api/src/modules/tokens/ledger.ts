import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tokenLedger } from '../../db/schema.ts';

/**
 * Appends one ledger row. The (user, idempotency key) pair is unique, so a retried grant is a no-op;
 * returns whether a row was written.
 */
export async function appendLedgerEntry(
  tx: Tx,
  entry: { userId: string; amount: number; reason: string; idempotencyKey: string; counterpartyId?: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(tokenLedger)
    .values({ ...entry, counterpartyId: entry.counterpartyId ?? null })
    .onConflictDoNothing()
    .returning({ id: tokenLedger.id });
  return rows.length > 0;
}

/** SQL for a user's balance: always the ledger's sum, never a stored number. */
export const balanceOf = (userIdColumn: unknown) =>
  sql<number>`(select coalesce(sum(${tokenLedger.amount}), 0)::int from ${tokenLedger} where ${tokenLedger.userId} = ${userIdColumn})`;

/**
 * Serialises everything that spends one user's tokens (gifts now, boosts and purchases later): the
 * balance is read and debited under this lock, so two spends at once can never both pass the check.
 * Credits need no lock; they can only raise the balance.
 */
export async function lockTokensOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tokens'), hashtext(${userId}))`);
}
