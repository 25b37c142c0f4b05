import type { PushSubscribeBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { deleteOwnSubscription, sessionHoldsEndpoint, upsertSubscription } from './push.repo.ts';

interface Device {
  userId: string;
  sessionId: string;
}

/** This device session takes pushes at this endpoint (signing the session out ends it). */
export async function subscribePush(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  who: Device,
  body: PushSubscribeBody,
): Promise<{ subscribed: boolean }> {
  await upsertSubscription(
    deps.database.db,
    {
      userId: who.userId,
      sessionId: who.sessionId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    },
    deps.clock(),
  );
  return { subscribed: true };
}

/** Stops pushes to this endpoint, if it is mine; answers the same whether or not it was. */
export async function unsubscribePush(
  deps: Pick<AppDeps, 'database'>,
  who: Device,
  endpoint: string,
): Promise<{ subscribed: boolean }> {
  await deleteOwnSubscription(deps.database.db, who.userId, endpoint);
  return { subscribed: false };
}

/** Whether this device session holds a subscription at this endpoint (the switch's state). */
export async function pushStatus(
  deps: Pick<AppDeps, 'database'>,
  who: Device,
  endpoint: string,
): Promise<{ subscribed: boolean }> {
  return { subscribed: await sessionHoldsEndpoint(deps.database.db, who.sessionId, endpoint) };
}
