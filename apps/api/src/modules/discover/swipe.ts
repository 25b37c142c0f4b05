import { isRealProfileId, type SwipeKind, type SwipeResult } from '@sankofa/contracts';
import type { LivePerson } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { announceNotifications, recordNotifications } from '../notifications/record-notification.ts';
import { spendSwipeAllowance } from './swipe-allowance.ts';
import { ensureMatch, insertSwipe, lockPair, selectLivePeople, selectSwipeState } from './discover.repo.ts';
import { assertNoFaceCheckDue } from '../moderation/face-check.ts';

export const profileNotFound = () => new AppError(404, 'profile_not_found', 'This profile is not available any more.');

/** The spec's exact toasts: demo profiles cannot be liked or interacted with. */
const demoProfileRefusal = (kind: SwipeKind) =>
  new AppError(
    403,
    'demo_profile',
    kind === 'like' ? 'Likes are disabled for demo profiles.' : 'Interactions are disabled for demo profiles.',
  );

const PAST: Record<SwipeKind, string> = { like: 'liked', pass: 'passed on', super_like: 'super liked' };

const isLike = (kind: SwipeKind) => kind !== 'pass';

/**
 * Records a like, pass or super like (a super like counts as a like for matching). Repeating the
 * same decision answers the same again; changing it is refused (undo is the way back). A like that
 * meets the other person's like makes one match, announced to both after the commit. Likes and super
 * likes are counted against the member's daily allowance (decision 0013); sent on a plan with
 * priority likes, they rank the swiper early in the other person's deck (decision 0014).
 */
export async function swipe(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'jobs' | 'storage'>,
  swiperId: string,
  targetId: string,
  kind: SwipeKind,
): Promise<SwipeResult> {
  if (!isRealProfileId(targetId)) throw demoProfileRefusal(kind);
  if (targetId === swiperId) throw new AppError(422, 'cannot_swipe_self', 'You cannot swipe on your own profile.');
  await assertNoFaceCheckDue(deps, swiperId);

  const outcome = await deps.database.db.transaction(async (tx) => {
    await lockPair(tx, swiperId, targetId);
    const state = await selectSwipeState(tx, swiperId, targetId);
    if (!state) throw profileNotFound();
    const person = { displayName: state.displayName ?? '', thumbKey: state.thumbKey, verified: state.verified };
    if (state.mySwipe) {
      if (state.mySwipe !== kind) {
        throw new AppError(
          409,
          'already_swiped',
          `You already ${PAST[state.mySwipe]} this profile. Use Undo to change your mind.`,
          {
            kind: state.mySwipe,
          },
        );
      }
      return { person, match: state.matchedAt, created: false, told: [] as string[] };
    }
    // Only a new decision spends the allowance; repeating one (a double tap, a retry) is free.
    const plan = await spendSwipeAllowance(tx, swiperId, kind, deps.clock());
    // A priority like is judged now, by the plan the like was sent under (decision 0014).
    await insertSwipe(tx, swiperId, targetId, kind, plan?.priorityLikes === true);
    if (!isLike(kind)) return { person, match: null, created: false, told: [] };
    if (!state.theyLiked) {
      const told = await recordNotifications(deps, tx, {
        recipientId: targetId,
        actorId: swiperId,
        kind: kind === 'super_like' ? 'super_like' : 'like',
        at: deps.clock(),
      });
      return { person, match: null, created: false, told };
    }
    const m = await ensureMatch(tx, swiperId, targetId);
    if (!m.created) return { person, match: m.createdAt, created: false, told: [] };
    // A match is news for both; the like that made it needs no entry of its own.
    const told = await recordNotifications(
      deps,
      tx,
      { recipientId: targetId, actorId: swiperId, kind: 'match', at: m.createdAt },
      { recipientId: swiperId, actorId: targetId, kind: 'match', at: m.createdAt },
    );
    return { person, match: m.createdAt, created: true, told };
  });

  const photoUrl = outcome.person.thumbKey ? deps.storage.url(outcome.person.thumbKey) : null;
  if (outcome.match && outcome.created) await announceMatch(deps, swiperId, targetId, outcome.match);
  await announceNotifications(deps, outcome.told);
  return {
    kind,
    match: outcome.match
      ? {
          userId: targetId,
          displayName: outcome.person.displayName,
          photoUrl,
          verified: outcome.person.verified,
          createdAt: outcome.match.toISOString(),
        }
      : null,
  };
}

/** Each of the two hears about the match with the other person as `with`. */
async function announceMatch(deps: Pick<AppDeps, 'bus' | 'database' | 'storage'>, a: string, b: string, at: Date) {
  const people = await selectLivePeople(deps.database.db, [a, b]);
  const live = new Map<string, LivePerson>(
    people.map((p) => [
      p.userId,
      {
        userId: p.userId,
        displayName: p.displayName ?? '',
        photoUrl: p.thumbKey ? deps.storage.url(p.thumbKey) : null,
      },
    ]),
  );
  const matchedAt = at.toISOString();
  for (const [to, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const person = live.get(other);
    if (person) await publishToUser(deps.bus, to, { type: 'match.created', with: person, matchedAt });
  }
}
