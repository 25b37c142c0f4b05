import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppealBody,
  AppealCreated,
  AppealDecisionBody,
  AppealIdParams,
  ActionIdParams,
  CursorQuery,
  EndStreamByModBody,
  EndStreamResult,
  EvidenceParams,
  LogPage,
  ModActionBody,
  ModActionResult,
  ModCase,
  QueuePage,
  RestrictedAppealBody,
  StatementList,
  StreamIdParams,
  UserIdParams,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { decideAppealAsModerator } from './decide-appeal.ts';
import { endStreamAsModerator } from './end-stream.ts';
import { sendEvidence } from './evidence.ts';
import { moderatorOnly } from './moderator-only.ts';
import { listLog, listQueue, readCase } from './read-case.ts';
import { appealDecision, appealWithToken, myStatements } from './statements.ts';
import { takeAction } from './take-action.ts';

/** The moderators' console (under /api/mod): every route refuses members (403) and signed-out callers (401). */
export const moderatorRoutes = (deps: AppDeps): FastifyPluginAsync =>
  moderatorOnly(deps, async (app, { me }) => {
    app.get('/queue', { schema: { querystring: CursorQuery, response: { 200: QueuePage } } }, async (req) =>
      listQueue(deps, req.query.cursor),
    );
    app.get('/people/:userId', { schema: { params: UserIdParams, response: { 200: ModCase } } }, async (req) =>
      readCase(deps, req.params.userId),
    );
    app.post(
      '/people/:userId/actions',
      { schema: { params: UserIdParams, body: ModActionBody, response: { 201: ModActionResult } } },
      async (req, reply) => {
        const { actionId, sfuError } = await takeAction(deps, me(req), req.params.userId, req.body);
        // The decision stands; only the server-side end of their Janus media failed.
        if (sfuError) req.log.warn({ err: sfuError }, 'could not end a removed member’s Janus sessions');
        return reply.status(201).send({ actionId });
      },
    );
    app.post(
      '/streams/:streamId/end',
      { schema: { params: StreamIdParams, body: EndStreamByModBody, response: { 200: EndStreamResult } } },
      async (req) => {
        const { ended } = await endStreamAsModerator(deps, me(req), req.params.streamId, req.body);
        return { ended, viewerCount: 0 };
      },
    );
    app.post(
      '/appeals/:appealId/decision',
      { schema: { params: AppealIdParams, body: AppealDecisionBody, response: { 201: ModActionResult } } },
      async (req, reply) => {
        const result = await decideAppealAsModerator(deps, me(req), req.params.appealId, req.body);
        return reply.status(201).send(result);
      },
    );
    app.get('/log', { schema: { querystring: CursorQuery, response: { 200: LogPage } } }, async (req) =>
      listLog(deps, req.query.cursor),
    );
    app.get('/evidence/:name', { schema: { params: EvidenceParams } }, async (req, reply) =>
      sendEvidence(deps, req.params.name, reply),
    );
  });

/** What a member reads and may do about decisions on their own account (under /api/moderation). */
export const statementRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    app.get('/statements', { schema: { response: { 200: StatementList } } }, async (req) =>
      myStatements(deps, me(req)),
    );
    app.post(
      '/statements/:actionId/appeal',
      { schema: { params: ActionIdParams, body: AppealBody, response: { 201: AppealCreated } } },
      async (req, reply) => {
        const result = await appealDecision(deps, me(req), req.params.actionId, req.body.text);
        return reply.status(201).send(result);
      },
    );
  });

/** The appeal of a member who cannot sign in (banned or suspended), with the token their refused sign-in gave them. */
export const restrictedAppealRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/appeal',
      { schema: { body: RestrictedAppealBody, response: { 201: AppealCreated } } },
      async (req, reply) => {
        const result = await appealWithToken(deps, req.body.token, req.body.text);
        return reply.status(201).send(result);
      },
    );
  };
