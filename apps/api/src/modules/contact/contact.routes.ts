import type { FastifyPluginAsync } from 'fastify';
import { ContactDetails, UpdateContactDetailsBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { metaOf } from '../auth/request-meta.ts';
import { readContactDetails, saveContactDetails } from './contact-details.ts';

/** The signed-in user's own contact details; there is no id in the path, so no one else's can be asked for. */
export const contactRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    app.get('', { schema: { response: { 200: ContactDetails } } }, async (req) => {
      const userId = me(req);
      return readContactDetails(deps, userId, metaOf(req).ip, (err) =>
        req.log.error({ err, userId }, 'contact details did not decrypt'),
      );
    });

    app.put('', { schema: { body: UpdateContactDetailsBody, response: { 200: ContactDetails } } }, async (req) => {
      const userId = me(req);
      return saveContactDetails(deps, userId, req.body, metaOf(req).ip);
    });
  });
