import {
  GIFT_CATALOGUE,
  GIFT_EMOJI,
  HEART_EMOJI,
  STREAM_CHAT_PAGE_SIZE,
  type SendStreamChatBody,
  type SendStreamChatResult,
  type StreamChatMessage,
  type StreamChatPage,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { giveGift } from '../tokens/give-gift.ts';
import { balanceOf } from '../tokens/ledger.queries.ts';
import { streamChannel } from './stream-events.ts';
import {
  mutedInStream,
  premiumEventNeedsPlan,
  removedFromStream,
  slowModeWait,
  streamEnded,
  streamNotFound,
} from './stream-errors.ts';
import { lockLastTextAt, selectSanctions } from './stream-moderation.repo.ts';
import {
  insertStreamMessage,
  selectChatGate,
  selectSentStreamMessage,
  selectStreamChat,
  type NewStreamMessage,
  type StreamMessageRow,
} from './stream-chat.repo.ts';
import { selectStream } from './streams.repo.ts';

function streamChatMessage(deps: Pick<AppDeps, 'storage'>, row: StreamMessageRow): StreamChatMessage {
  return {
    id: row.id,
    streamId: row.stream_id,
    clientId: row.client_id,
    sender: {
      userId: row.sender_id,
      displayName: row.sender_name,
      photoUrl: row.sender_photo_key ? deps.storage.url(row.sender_photo_key) : null,
      verified: row.sender_verified,
    },
    kind: row.kind,
    text: row.body,
    gift: row.gift_type && row.gift_cost ? { type: row.gift_type, cost: row.gift_cost } : null,
    sentAt: row.sent_at,
  };
}

export async function streamChatPage(
  deps: Pick<AppDeps, 'clock' | 'database' | 'storage'>,
  me: string,
  streamId: string,
): Promise<StreamChatPage> {
  const db = deps.database.db;
  const stream = await selectStream(db, me, deps.clock(), streamId);
  if (!stream) throw streamNotFound();
  if (stream.locked) throw premiumEventNeedsPlan();
  if (stream.host_id !== me && (await selectSanctions(db, streamId, me)).removed) throw removedFromStream();
  const rows = await selectStreamChat(db, me, streamId, STREAM_CHAT_PAGE_SIZE);
  return { messages: rows.map((r) => streamChatMessage(deps, r)) };
}

const hostGiftRefused = () => new AppError(400, 'cannot_gift_self', 'You cannot send a gift to your own stream.');
const clientIdReused = () =>
  new AppError(
    409,
    'client_id_reused',
    'This message id was already used for a different message. Please send it again.',
  );

class Duplicate extends Error {}

function wantedOf(streamId: string, me: string, body: SendStreamChatBody, at: Date): NewStreamMessage {
  const base = { streamId, senderId: me, clientId: body.clientId, at };
  if (body.kind === 'text') return { ...base, kind: 'text', body: body.text, giftType: null, giftCost: null };
  if (body.kind === 'heart') return { ...base, kind: 'heart', body: HEART_EMOJI, giftType: null, giftCost: null };
  return {
    ...base,
    kind: 'gift',
    body: GIFT_EMOJI,
    giftType: body.giftType,
    giftCost: GIFT_CATALOGUE[body.giftType].cost,
  };
}

/**
 * Posts to a live stream's chat, exactly once per client id. A gift's debit, the host's credit and
 * the message commit together (giveGift, under the sender's token lock), so a balance never goes
 * below zero. Everyone on the stream hears `stream.chat_message` after the commit.
 */
export async function sendStreamChat(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'limiter' | 'storage'>,
  me: string,
  streamId: string,
  body: SendStreamChatBody,
): Promise<SendStreamChatResult> {
  const decision = await deps.limiter.hit(`streams:chat:${me}`, deps.env.RATE_STREAM_CHAT_PER_MINUTE, 60);
  if (!decision.allowed)
    throw tooManyRequests(decision.retryAfterSeconds, "You're chatting very fast. Please wait a moment and try again.");
  const wanted = wantedOf(streamId, me, body, deps.clock());
  const db = deps.database.db;
  let saved: { row: StreamMessageRow; balance: number | null };
  try {
    saved = await db.transaction(async (tx) => {
      const gate = await selectChatGate(tx, me, wanted.at, streamId, wanted.clientId);
      if (!gate || gate.blocked) throw streamNotFound();
      if (gate.locked) throw premiumEventNeedsPlan();
      if (gate.already_sent) throw new Duplicate();
      if (gate.status !== 'live') throw streamEnded();
      if (gate.removed) throw removedFromStream();
      if (gate.muted) throw mutedInStream();
      if (wanted.kind === 'text' && gate.slow_mode_seconds > 0 && gate.host_id !== me) {
        const last = await lockLastTextAt(tx, streamId, me);
        const waitMs = last ? last.getTime() + gate.slow_mode_seconds * 1000 - wanted.at.getTime() : 0;
        if (waitMs > 0) throw slowModeWait(gate.slow_mode_seconds, Math.ceil(waitMs / 1000));
      }
      if (wanted.kind === 'gift' && gate.host_id === me) throw hostGiftRefused();
      const row = await insertStreamMessage(tx, wanted);
      if (!row) throw new Duplicate();
      // The same gift as in a chat, paid by the tokens module under the sender's token lock.
      const balance =
        wanted.kind === 'gift'
          ? await giveGift(tx, { from: me, to: gate.host_id, giftType: wanted.giftType!, key: `stream-gift:${row.id}` })
          : null;
      return { row, balance };
    });
  } catch (err) {
    if (err instanceof Duplicate) return answerRetry(deps, me, wanted);
    throw err;
  }
  const message = streamChatMessage(deps, saved.row);
  await deps.bus.publish(streamChannel(streamId), { type: 'stream.chat_message', streamId, message });
  return { message, tokenBalance: saved.balance };
}

/** A retried send answers the stored message and charges nothing again. */
async function answerRetry(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  me: string,
  wanted: NewStreamMessage,
): Promise<SendStreamChatResult> {
  const db = deps.database.db;
  const stored = await selectSentStreamMessage(db, me, wanted.clientId);
  if (
    !stored ||
    stored.stream_id !== wanted.streamId ||
    stored.kind !== wanted.kind ||
    stored.gift_type !== wanted.giftType
  ) {
    throw clientIdReused();
  }
  return {
    message: streamChatMessage(deps, stored),
    tokenBalance: stored.kind === 'gift' ? await balanceOf(db, me) : null,
  };
}
