import type { Tx } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { appendLedgerEntry, balanceOf, insertTransfer, lockTokensOf } from './ledger.queries.ts';

interface Spend {
  userId: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
  /** The person the tokens go to, if any (a gift); otherwise they leave circulation (a refund). */
  to?: { userId: string; reason: string };
  /**
   * 'exact': refuse with `refuse(balance)` when the balance is short. 'available': take what there
   * is, down to zero (a refund of tokens already spent).
   */
  mode: 'exact' | 'available';
  refuse?: (balance: number) => AppError;
}

/**
 * The one way tokens are spent (decision 0027): inside the caller's transaction, under the spender's
 * token lock, the balance is read, checked and debited (and the receiver credited) in one step, so a
 * balance never goes below zero however many spends race. Returns what was spent and the balance after.
 */
export async function spendTokens(tx: Tx, s: Spend): Promise<{ spent: number; balance: number }> {
  await lockTokensOf(tx, s.userId);
  const balance = await balanceOf(tx, s.userId);
  const spent = s.mode === 'available' ? Math.min(s.amount, Math.max(balance, 0)) : s.amount;
  if (s.mode === 'exact' && balance < s.amount) {
    if (!s.refuse) throw new Error('spendTokens: an exact spend needs a refusal');
    throw s.refuse(balance);
  }
  if (spent > 0) {
    if (s.to) {
      await insertTransfer(tx, {
        from: s.userId,
        to: s.to.userId,
        amount: spent,
        sentReason: s.reason,
        receivedReason: s.to.reason,
        idempotencyKey: s.idempotencyKey,
      });
    } else {
      await appendLedgerEntry(tx, {
        userId: s.userId,
        amount: -spent,
        reason: s.reason,
        idempotencyKey: s.idempotencyKey,
      });
    }
  }
  return { spent, balance: balance - spent };
}
