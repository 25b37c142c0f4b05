import type { PushSubscribeBody } from '@sankofa/contracts';
import { pushEndpoints as api } from '@sankofa/contracts/endpoints/push';
import { call } from '@/lib/call.ts';

export const getPushConfig = () => call(api.config);

// The browser's type marks every field optional though a subscription has them all; the server checks.
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  call(api.subscribe, { body: subscription as PushSubscribeBody });

export const pushSubscriptionStatus = (endpoint: string) => call(api.status, { body: { endpoint } });

export const removePushSubscription = (endpoint: string) => call(api.unsubscribe, { body: { endpoint } });
