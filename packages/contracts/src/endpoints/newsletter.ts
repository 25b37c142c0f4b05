import { MessageResponse } from '../auth.ts';
import { NewsletterBody } from '../newsletter.ts';
import { endpoint } from './endpoint.ts';

/** The newsletter (the landing page). */
export const newsletterEndpoints = {
  subscribe: endpoint({
    method: 'POST',
    path: '/api/newsletter',
    access: 'public',
    body: NewsletterBody,
    status: 200,
    response: MessageResponse,
    errors: ['rate_limited'],
  }),
};
