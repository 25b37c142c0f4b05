import { GIFT_CATALOGUE, type GiftType } from '@sankofa/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { spendTokens } from './spend-tokens.ts';

const insufficientTokens = (needed: number, balance: number, giftName: string) =>
  new AppError(
    422,
    'insufficient_tokens',
    `A ${giftName} costs ${needed} tokens and you have ${balance}. Nothing was sent.`,
    {
      needed,
      balance,
    },
  );

/**
 * A gift in a chat or a live stream's chat: its price moves from the sender to the receiver inside
 * the caller's transaction, keyed by the message that carries it (so it moves once). Returns the
 * sender's balance after.
 */
export async function giveGift(
  tx: Tx,
  g: { from: string; to: string; giftType: GiftType; key: string },
): Promise<number> {
  const gift = GIFT_CATALOGUE[g.giftType];
  const { balance } = await spendTokens(tx, {
    userId: g.from,
    amount: gift.cost,
    reason: 'gift_sent',
    to: { userId: g.to, reason: 'gift_received' },
    idempotencyKey: g.key,
    mode: 'exact',
    refuse: (have) => insufficientTokens(gift.cost, have, gift.name),
  });
  return balance;
}
