import { SupportRequestBody, SupportRequestSent } from '../support.ts';
import { endpoint } from './endpoint.ts';

/** Writing to the support team. */
export const supportEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/api/support',
    access: 'member',
    body: SupportRequestBody,
    status: 200,
    response: SupportRequestSent,
    errors: ['rate_limited'],
  }),
};
