import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { PushSender } from './push-sender.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use to reach the operator. */
  subject: string;
}

/** A push service that does not answer within this is treated as failed (the job retries). */
const SEND_TIMEOUT_MS = 10_000;

/** The `web-push` library: encrypts each payload for the subscription and signs a VAPID JWT. */
export function createWebPushSender(keys: VapidKeys, opts: { agent?: Agent } = {}): PushSender {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    async send(target, payload, send) {
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails,
            TTL: send.ttlSeconds,
            urgency: send.urgency ?? 'normal',
            ...(send.topic && { topic: send.topic }),
            contentEncoding: 'aes128gcm',
            timeout: SEND_TIMEOUT_MS,
            ...(opts.agent && { agent: opts.agent }),
          },
        );
        return 'sent';
      } catch (err) {
        if (err instanceof webPush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
        if (err instanceof webPush.WebPushError)
          throw new Error(`push service answered ${err.statusCode}: ${err.body.slice(0, 200)}`);
        throw err;
      }
    },
  };
}
