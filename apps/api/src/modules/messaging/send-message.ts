import {
  GIFT_CATALOGUE,
  GIFT_EMOJI,
  HEART_EMOJI,
  isRealProfileId,
  type SendMessageBody,
  type SendMessageResult,
} from '@sankofa/contracts';
import { hasContactHandles } from '@sankofa/contracts/text-rules';
import { checkContactShare } from '../safety/contact-share.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { giveGift } from '../tokens/give-gift.ts';
import { balanceOf } from '../tokens/ledger.queries.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { announceNotifications, recordNotifications } from '../notifications/record-notification.ts';
import { pushNewMessage } from '../push/notify-push.ts';
import { conversationPair, type ConversationPair } from './conversation-pair.queries.ts';
import { chatMessage, senderPerson } from './message-view.ts';
import { clientIdReused, demoMessagingRefused, refusal, selfMessagingRefused } from './messaging-errors.ts';
import {
  appendMessage,
  insertMessage,
  selectConversationLength,
  selectMessagingState,
  selectSentMessage,
  type MessageRow,
  type NewMessage,
} from './messages.repo.ts';
import { limitMessages } from './messaging-limits.ts';

/** Messages of a conversation (both people's) within which contact and payment details are checked. */
export const CONTACT_CHECK_FIRST_MESSAGES = 20;

/** Thrown inside the transaction to roll it back; handled once it has. */
class Rollback extends Error {
  constructor(readonly why: 'refused' | 'duplicate') {
    super(why);
  }
}

function newMessageOf(body: SendMessageBody, at: Date): NewMessage {
  if (body.kind === 'text')
    return { clientId: body.clientId, kind: 'text', body: body.text, giftType: null, giftCost: null, at };
  if (body.kind === 'heart')
    return {
      clientId: body.clientId,
      kind: 'heart',
      body: body.text ?? HEART_EMOJI,
      giftType: null,
      giftCost: null,
      at,
    };
  const gift = GIFT_CATALOGUE[body.giftType];
  return {
    clientId: body.clientId,
    kind: 'gift',
    body: body.text ?? GIFT_EMOJI,
    giftType: body.giftType,
    giftCost: gift.cost,
    at,
  };
}

/**
 * Sends a text, heart or gift from `me` to `to`, exactly once per client id: a retry answers the
 * message already stored and charges nothing again. A gift's debit, the receiver's credit and the
 * message commit together or not at all; the gift is paid by the tokens module (giveGift), under
 * the sender's token lock, so a balance can never go below zero however many gifts race.
 * Both people's sockets hear `chat.message_created` once it has committed.
 */
export async function sendMessage(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'jobs' | 'limiter' | 'storage' | 'visibleTabs'>,
  me: string,
  to: string,
  body: SendMessageBody,
): Promise<SendMessageResult> {
  if (!isRealProfileId(to)) throw demoMessagingRefused();
  const pair = conversationPair(me, to);
  if (pair.me === pair.peer) throw selfMessagingRefused();
  await limitMessages(deps, pair.me);
  const wanted = newMessageOf(body, deps.clock());
  const db = deps.database.db;
  // Scams move people off the app early: the first messages of a conversation are where contact
  // and payment details earn an 'Are you sure?'. Text without them costs no statement.
  if (
    body.text &&
    hasContactHandles(body.text) &&
    (await selectConversationLength(db, pair)) < CONTACT_CHECK_FIRST_MESSAGES
  ) {
    await checkContactShare(deps, pair.me, body.text, 'message', body.confirmContactShare === true);
  }

  const sent =
    (wanted.kind === 'gift' ? null : await saveOnly(db, pair, wanted)) ?? (await saveInTransaction(deps, pair, wanted));
  if (sent === 'retry') return answerRetry(deps, pair, wanted);

  const message = chatMessage(sent.row, pair.peer);
  const from = senderPerson(deps, pair.me, sent.senderName, sent.senderPhotoKey);
  const event = { type: 'chat.message_created', message, from } as const;
  await Promise.all([
    publishToUser(deps.bus, pair.peer, event),
    publishToUser(deps.bus, pair.me, event),
    wanted.kind === 'gift' ? announceNotifications(deps, [pair.peer]) : undefined,
  ]);
  // Only once it was delivered, and never failing the send: the push is a courtesy on top.
  if (sent.peerHasPush) await pushNewMessage(deps, pair.peer, pair.me).catch(() => undefined);
  return { message, tokenBalance: sent.balance };
}

interface Saved {
  row: MessageRow;
  senderName: string;
  senderPhotoKey: string | null;
  /** The sender's balance after a gift; null otherwise. */
  balance: number | null;
  peerHasPush: boolean;
}

/** Text and hearts: one statement. Null when it could not decide (see appendMessage) and a transaction must. */
async function saveOnly(db: Tx, pair: ConversationPair, wanted: NewMessage): Promise<Saved | 'retry' | null> {
  const fast = await appendMessage(db, pair, wanted);
  if (!fast.allowed) throw refusal(await selectMessagingState(db, pair, wanted.at));
  if (fast.message)
    return {
      row: fast.message,
      senderName: fast.senderName,
      senderPhotoKey: fast.senderPhotoKey,
      balance: null,
      peerHasPush: fast.peerHasPush,
    };
  return fast.hadConversation || fast.created ? 'retry' : null;
}

/** Gifts (tokens move with the message), and texts or hearts that saveOnly could not decide. */
async function saveInTransaction(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  pair: ConversationPair,
  wanted: NewMessage,
): Promise<Saved | 'retry'> {
  const db: Db = deps.database.db;
  try {
    return await db.transaction(async (tx) => {
      // The message first: a retried gift meets its own message and is answered, never charged again.
      const outcome = await insertMessage(tx, pair, wanted);
      if (!outcome.allowed) throw new Rollback('refused');
      if (!outcome.message) throw new Rollback('duplicate');
      let balance: number | null = null;
      if (wanted.kind === 'gift') {
        balance = await giveGift(tx, {
          from: pair.me,
          to: pair.peer,
          giftType: wanted.giftType!,
          key: `gift:${outcome.message.id}`,
        });
        await recordNotifications(deps, tx, {
          recipientId: pair.peer,
          actorId: pair.me,
          kind: 'gift',
          giftType: wanted.giftType!,
          at: wanted.at,
        });
      }
      return {
        row: outcome.message,
        senderName: outcome.senderName,
        senderPhotoKey: outcome.senderPhotoKey,
        balance,
        peerHasPush: outcome.peerHasPush,
      };
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    if (err.why === 'refused') throw refusal(await selectMessagingState(db, pair, wanted.at));
    return 'retry';
  }
}

/** A retried send: the stored message, unchanged, and no new event (the first send announced it). */
async function answerRetry(
  deps: Pick<AppDeps, 'database'>,
  p: ConversationPair,
  wanted: NewMessage,
): Promise<SendMessageResult> {
  const db = deps.database.db;
  const stored = await selectSentMessage(db, p.me, wanted.clientId);
  if (
    !stored ||
    stored.recipient_id !== p.peer ||
    stored.kind !== wanted.kind ||
    stored.gift_type !== wanted.giftType
  ) {
    throw clientIdReused();
  }
  const balance = stored.kind === 'gift' ? await balanceOf(db, p.me) : null;
  return { message: chatMessage(stored, p.peer), tokenBalance: balance };
}
