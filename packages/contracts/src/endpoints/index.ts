import type { Endpoint } from './endpoint.ts';
import { authEndpoints } from './auth.ts';
import { profileEndpoints } from './profile.ts';
import { photosEndpoints } from './photos.ts';
import { discoverEndpoints } from './discover.ts';
import { socialEndpoints } from './social.ts';
import { messagingEndpoints } from './messaging.ts';
import { streamingEndpoints } from './streaming.ts';
import { paymentsEndpoints } from './payments.ts';
import { verificationEndpoints } from './verification.ts';
import { supportEndpoints } from './support.ts';
import { newsletterEndpoints } from './newsletter.ts';
import { notificationsEndpoints } from './notifications.ts';
import { rtcEndpoints } from './rtc.ts';
import { moderationEndpoints } from './moderation.ts';
import { pushEndpoints } from './push.ts';
import { opsEndpoints } from './ops.ts';

export * from './endpoint.ts';
export { authEndpoints } from './auth.ts';
export { profileEndpoints } from './profile.ts';
export { photosEndpoints } from './photos.ts';
export { discoverEndpoints } from './discover.ts';
export { socialEndpoints } from './social.ts';
export { messagingEndpoints } from './messaging.ts';
export { streamingEndpoints } from './streaming.ts';
export { paymentsEndpoints } from './payments.ts';
export { verificationEndpoints } from './verification.ts';
export { supportEndpoints } from './support.ts';
export { newsletterEndpoints } from './newsletter.ts';
export { notificationsEndpoints } from './notifications.ts';
export { rtcEndpoints } from './rtc.ts';
export { moderationEndpoints } from './moderation.ts';
export { pushEndpoints } from './push.ts';
export { opsEndpoints } from './ops.ts';

/** Every endpoint the API serves, by feature: the API checks its route table against this (no drift). */
export const ENDPOINT_GROUPS = {
  auth: authEndpoints,
  profile: profileEndpoints,
  photos: photosEndpoints,
  discover: discoverEndpoints,
  social: socialEndpoints,
  messaging: messagingEndpoints,
  streaming: streamingEndpoints,
  payments: paymentsEndpoints,
  verification: verificationEndpoints,
  support: supportEndpoints,
  newsletter: newsletterEndpoints,
  notifications: notificationsEndpoints,
  rtc: rtcEndpoints,
  moderation: moderationEndpoints,
  push: pushEndpoints,
  ops: opsEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group) =>
  Object.values(group),
);
