import type { FastifyPluginAsync } from 'fastify';
import {
  BlockedList,
  CursorQuery,
  FriendActionResult,
  FriendsOverview,
  MatchList,
  ReportBody,
  ReportCreated,
  UserIdBody,
  UserIdParams,
  UserListPage,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { blockUser, listBlocked, unblockUser } from './blocks.ts';
import { unfriend, unmatch } from './end-connection.ts';
import { acceptFriendRequest, declineFriendRequest, sendFriendRequest } from './friend-requests.ts';
import { friendsOverview, matchList, usersPage } from './list-people.ts';
import { reportUser } from './report-user.ts';

/** Ids arrive in any case; the database compares uuids, but self checks and pair ordering compare text. */
const idOf = (x: { userId: string }) => x.userId.toLowerCase();

/**
 * Friends, matches, All Users, blocks and reports (under /api). Who acts is always the session's
 * user; the id in a path or body only names the other person.
 */
export const socialRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    app.post(
      '/friends/requests',
      { schema: { body: UserIdBody, response: { 200: FriendActionResult } } },
      async (req) => sendFriendRequest(deps, me(req), idOf(req.body)),
    );
    app.post(
      '/friends/requests/:userId/accept',
      { schema: { params: UserIdParams, response: { 200: FriendActionResult } } },
      async (req) => acceptFriendRequest(deps, me(req), idOf(req.params)),
    );
    app.post(
      '/friends/requests/:userId/decline',
      { schema: { params: UserIdParams, response: { 200: FriendActionResult } } },
      async (req) => declineFriendRequest(deps, me(req), idOf(req.params)),
    );
    app.delete('/friends/:userId', { schema: { params: UserIdParams } }, async (req, reply) => {
      await unfriend(deps, me(req), idOf(req.params));
      return reply.status(204).send();
    });
    app.get('/friends', { schema: { response: { 200: FriendsOverview } } }, async (req) =>
      friendsOverview(deps, me(req)),
    );

    app.get('/users', { schema: { querystring: CursorQuery, response: { 200: UserListPage } } }, async (req) =>
      usersPage(deps, me(req), req.query.cursor),
    );

    app.get('/matches', { schema: { response: { 200: MatchList } } }, async (req) => matchList(deps, me(req)));
    app.delete('/matches/:userId', { schema: { params: UserIdParams } }, async (req, reply) => {
      await unmatch(deps, me(req), idOf(req.params));
      return reply.status(204).send();
    });

    app.post('/blocks', { schema: { body: UserIdBody } }, async (req, reply) => {
      const sfuError = await blockUser(deps, me(req), idOf(req.body));
      if (sfuError) req.log.warn({ err: sfuError }, 'could not end a blocked viewer’s Janus sessions');
      return reply.status(204).send();
    });
    app.delete('/blocks/:userId', { schema: { params: UserIdParams } }, async (req, reply) => {
      await unblockUser(deps, me(req), idOf(req.params));
      return reply.status(204).send();
    });
    app.get('/blocks', { schema: { response: { 200: BlockedList } } }, async (req) => listBlocked(deps, me(req)));

    app.post('/reports', { schema: { body: ReportBody, response: { 201: ReportCreated } } }, async (req, reply) => {
      const { id, sfuError } = await reportUser(deps, me(req), req.body);
      if (sfuError) req.log.warn({ err: sfuError }, 'could not end a blocked viewer’s Janus sessions');
      reply.status(201);
      return { id };
    });
  });
