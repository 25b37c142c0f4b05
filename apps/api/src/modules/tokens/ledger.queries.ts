import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
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

/** Two rows that move tokens between people, in one insert; both carry the same idempotency key. */
export async function insertTransfer(
  tx: Tx,
  t: { from: string; to: string; amount: number; sentReason: string; receivedReason: string; idempotencyKey: string },
): Promise<void> {
  await tx.insert(tokenLedger).values([
    { userId: t.from, amount: -t.amount, reason: t.sentReason, counterpartyId: t.to, idempotencyKey: t.idempotencyKey },
    {
      userId: t.to,
      amount: t.amount,
      reason: t.receivedReason,
      counterpartyId: t.from,
      idempotencyKey: t.idempotencyKey,
    },
  ]);
}

/** A user's balance as an SQL expression: the ledger's sum, never a stored number. The only place it is written. */
export const balanceSql = (userIdColumn: unknown) =>
  sql<number>`(select coalesce(sum(${tokenLedger.amount}), 0)::int from ${tokenLedger} where ${tokenLedger.userId} = ${userIdColumn})`;

/** A user's balance now, in one statement. */
export async function balanceOf(db: Tx, userId: string): Promise<number> {
  const rows = rowsOf<{ balance: number }>(await db.execute(sql`select ${balanceSql(userId)} as balance`));
  return Number(rows[0]?.balance ?? 0);
}

/**
 * Serialises everything that spends one user's tokens: the balance is read and debited under this
 * lock, so two spends at once can never both pass the check. Credits need no lock; they can only
 * raise the balance.
 */
export async function lockTokensOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tokens'), hashtext(${userId}))`);
}
