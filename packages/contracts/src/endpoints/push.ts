import { PushConfig, PushStatus, PushSubscribeBody, PushUnsubscribeBody } from '../push.ts';
import { endpoint } from './endpoint.ts';

/** Web Push subscriptions of this device. */
export const pushEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/api/push/config',
    access: 'member',
    status: 200,
    response: PushConfig,
    errors: [],
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscription',
    access: 'member',
    body: PushSubscribeBody,
    status: 200,
    response: PushStatus,
    errors: [],
  }),
  status: endpoint({
    method: 'POST',
    path: '/api/push/subscription/status',
    access: 'member',
    body: PushUnsubscribeBody,
    status: 200,
    response: PushStatus,
    errors: [],
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscription/remove',
    access: 'member',
    body: PushUnsubscribeBody,
    status: 200,
    response: PushStatus,
    errors: [],
  }),
};
