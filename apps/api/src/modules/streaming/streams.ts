import {
  STREAM_PAGE_SIZE,
  type EndStreamResult,
  type StartStreamBody,
  type StreamCard,
  type StreamList,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { entitlementsOf } from '../payments/entitlements.queries.ts';
import { announceNotifications, recordStreamLive } from '../notifications/record-notification.ts';
import { decodeUserCursor, encodeUserCursor } from '../social/user-cursor.ts';
import { STREAM_LIST_CHANNEL, publishEnded } from './stream-events.ts';
import { premiumHostNeedsPlan, profileNeeded, streamingUnavailable, streamNotFound } from './stream-errors.ts';
import { JanusRefused, JanusUnavailable } from '../../adapters/media/janus-connection.ts';
import { streamCard } from './stream-view.ts';
import { endStreamsOf, insertStream, selectLiveStreams, selectStream, type EndedStream } from './streams.repo.ts';
import { assertNoFaceCheckDue } from '../moderation/face-check.ts';

export async function listLiveStreams(
  deps: Pick<AppDeps, 'clock' | 'database' | 'storage'>,
  me: string,
  cursor: string | undefined,
): Promise<StreamList> {
  const after = cursor ? decodeUserCursor(cursor) : null;
  const rows = await selectLiveStreams(
    deps.database.db,
    me,
    deps.clock(),
    STREAM_PAGE_SIZE + 1,
    after && { startedAt: after.createdAt, id: after.userId },
  );
  const page = rows.slice(0, STREAM_PAGE_SIZE);
  const last = page.at(-1);
  return {
    streams: page.map((r) => streamCard(deps, r)),
    nextCursor:
      rows.length > STREAM_PAGE_SIZE && last ? encodeUserCursor({ createdAt: last.started_at, userId: last.id }) : null,
  };
}

export async function getStream(
  deps: Pick<AppDeps, 'clock' | 'database' | 'storage'>,
  me: string,
  streamId: string,
): Promise<StreamCard> {
  const row = await selectStream(deps.database.db, me, deps.clock(), streamId);
  if (!row) throw streamNotFound();
  return streamCard(deps, row);
}

/**
 * Goes live; any live session the host still has (another tab, a crash) ends in the same
 * transaction. With Janus the stream's room is made inside that transaction, so a Janus that is down
 * leaves nothing behind and the host hears that streaming is unavailable.
 */
export async function startStream(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'jobs' | 'limiter' | 'sfu' | 'storage'>,
  me: string,
  body: StartStreamBody,
): Promise<StreamCard> {
  const decision = await deps.limiter.hit(`streams:start:${me}`, deps.env.RATE_STREAM_STARTS_PER_HOUR, 3600);
  if (!decision.allowed)
    throw tooManyRequests(
      decision.retryAfterSeconds,
      "You've started many streams in the last hour. Please wait a while.",
    );
  await assertNoFaceCheckDue(deps, me);
  const at = deps.clock();
  let room: string | null = null;
  const started = await deps.database.db
    .transaction(async (tx) => {
      // Checked before anything changes, so a refused premium start leaves the host's live stream alone.
      if (body.premium && !(await entitlementsOf(tx, me, at)).hostPremiumEvents) throw premiumHostNeedsPlan();
      const ended = await endStreamsOf(tx, me, at);
      const row = await insertStream(tx, {
        hostId: me,
        title: body.title,
        description: body.description ?? '',
        category: body.category || 'general',
        premium: body.premium ?? false,
        at,
      });
      if (!row) throw profileNeeded();
      const told = await recordStreamLive(deps, tx, me, row.id, at);
      if (deps.sfu) {
        await deps.sfu.createRoom(row.id, at).catch((err: unknown) => {
          throw err instanceof JanusUnavailable || err instanceof JanusRefused ? streamingUnavailable() : err;
        });
        room = row.id;
      }
      return { ended, row, told };
    })
    .catch(async (err: unknown) => {
      // The commit itself failed after the room was made: the room must not outlive the stream.
      if (room) await deps.sfu?.destroyRoom(room).catch(() => undefined);
      throw err;
    });
  const { ended, row, told } = started;
  await Promise.all([announceEnded(deps, ended, at), announceNotifications(deps, told)]);
  const card = streamCard(deps, row);
  await deps.bus.publish(STREAM_LIST_CHANNEL, { type: 'stream.started', stream: card });
  return card;
}

/** Ends every live session of mine; answers how many viewers were watching. */
export async function endMyStreams(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'sfu'>,
  me: string,
): Promise<EndStreamResult> {
  const at = deps.clock();
  const ended = await endStreamsOf(deps.database.db, me, at);
  await announceEnded(deps, ended, at);
  return { ended: ended.length, viewerCount: ended.reduce((n, s) => n + s.viewers, 0) };
}

/**
 * Tells everyone the streams ended and destroys their rooms on the SFU, which drops every viewer's
 * media there too. A Janus that is down has lost the rooms already, so a failed destroy is no error.
 */
export async function announceEnded(deps: Pick<AppDeps, 'bus' | 'sfu'>, ended: EndedStream[], at: Date): Promise<void> {
  await Promise.all(
    ended.flatMap((s) => [
      publishEnded(deps.bus, s.id, at),
      deps.sfu ? deps.sfu.destroyRoom(s.id).catch(() => undefined) : Promise.resolve(),
    ]),
  );
}
