import { PushConfig, PushStatus } from '@sankofa/contracts';
import { sessionManager as s } from '@/lib/session-manager.ts';

export const getPushConfig = () => s.request(PushConfig, '/api/push/config');

export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  s.request(PushStatus, '/api/push/subscription', { method: 'POST', body: subscription });

export const pushSubscriptionStatus = (endpoint: string) =>
  s.request(PushStatus, '/api/push/subscription/status', { method: 'POST', body: { endpoint } });

export const removePushSubscription = (endpoint: string) =>
  s.request(PushStatus, '/api/push/subscription/remove', { method: 'POST', body: { endpoint } });
