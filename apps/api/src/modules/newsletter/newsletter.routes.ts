import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponse, NEWSLETTER_THANKS, NewsletterBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { addSubscriber } from './newsletter.repo.ts';

export const newsletterRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/', { schema: { body: NewsletterBody, response: { 200: MessageResponse } } }, async (req) => {
        const rate = await deps.limiter.hit(`newsletter:ip:${req.ip}`, deps.env.RATE_NEWSLETTER_PER_IP, 3600);
        if (!rate.allowed)
          throw tooManyRequests(
            rate.retryAfterSeconds,
            'Too many subscriptions from your network. Please try again later.',
          );
        await addSubscriber(deps.database.db, req.body.email);
        // The same answer for a new and a known address, so the list cannot be probed.
        return { message: NEWSLETTER_THANKS };
      });
  };
