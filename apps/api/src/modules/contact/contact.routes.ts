import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactDetails, UpdateContactDetailsBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { metaOf } from '../auth/request-meta.ts';
import { readContactDetails, saveContactDetails } from './contact-details.ts';

/** The signed-in user's own contact details; there is no id in the path, so no one else's can be asked for. */
export const contactRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // Errors too: no shared cache or back button may keep anything from here.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('', { schema: { response: { 200: ContactDetails } } }, async (req) => {
      const who = await requireUser(deps, req);
      return readContactDetails(deps, who.userId, metaOf(req).ip, (err) =>
        req.log.error({ err, userId: who.userId }, 'contact details did not decrypt'),
      );
    });

    app.put('', { schema: { body: UpdateContactDetailsBody, response: { 200: ContactDetails } } }, async (req) => {
      const who = await requireUser(deps, req);
      return saveContactDetails(deps, who.userId, req.body, metaOf(req).ip);
    });
  };
