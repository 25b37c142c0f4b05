import { z } from 'zod';
import { LIKES_YOU_PAGE_SIZE, type LikesYouPage } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { entitlementsOf } from '../payments/entitlements.queries.ts';
import { selectLikesOfMe, type LikesCursor } from './likes-you.repo.ts';
import { onlineSet, publicCard } from './public-card.ts';

const likesYouNeedsPlan = () =>
  new AppError(
    403,
    'plan_required',
    'See who liked you is part of Silver, Gold and Platinum. Upgrade to Silver to see everyone who liked you.',
    { planNeeded: 'silver' },
  );

const Cursor = z.strictObject({ at: z.string().min(10).max(40), id: z.uuid() });

function decodeCursor(raw: string): LikesCursor {
  try {
    return Cursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw new AppError(400, 'invalid_cursor', 'This page of the list is no longer valid. Please reload it.');
  }
}
const encodeCursor = (c: LikesCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/**
 * 'Likes You': only for plans that include it, decided here from the session's user, so a Free
 * member's request learns nothing (not even whether anyone liked them).
 */
export async function likesYou(
  deps: Pick<AppDeps, 'clock' | 'database' | 'presence' | 'storage'>,
  me: string,
  cursor: string | undefined,
): Promise<LikesYouPage> {
  const db = deps.database.db;
  const after = cursor ? decodeCursor(cursor) : null;
  const plan = await entitlementsOf(db, me, deps.clock());
  if (!plan.likesYou) throw likesYouNeedsPlan();
  const rows = await selectLikesOfMe(db, me, after, LIKES_YOU_PAGE_SIZE + 1);
  const page = rows.slice(0, LIKES_YOU_PAGE_SIZE);
  const online = await onlineSet(
    deps,
    page.map((r) => r.card.userId),
  );
  const last = page.at(-1);
  return {
    likes: page.map((r) => ({
      // No distance or score here: this list is about who liked me, not how we compare.
      profile: publicCard(deps, r.card, { distance: null, matchPercent: null, online: online.has(r.card.userId) }),
      superLike: r.kind === 'super_like',
      likedAt: r.likedAt.toISOString(),
    })),
    nextCursor:
      rows.length > LIKES_YOU_PAGE_SIZE && last ? encodeCursor({ at: last.cursorAt, id: last.card.userId }) : null,
  };
}
