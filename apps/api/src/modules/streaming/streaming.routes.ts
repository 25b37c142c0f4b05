import type { FastifyPluginAsync } from 'fastify';
import {
  EndStreamResult,
  ModerationResult,
  MuteViewerBody,
  SlowModeBody,
  StreamMessageParams,
  StreamViewerParams,
  SendStreamChatBody,
  SendStreamChatResult,
  StartStreamBody,
  STREAM_THUMBNAIL_MAX_BYTES,
  StreamCard,
  StreamChatPage,
  StreamList,
  StreamListQuery,
  StreamParams,
  ThumbnailResult,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { sendStreamChat, streamChatPage } from './stream-chat.ts';
import { storeThumbnail } from './stream-thumbnail.ts';
import { muteViewer, removeStreamMessage, removeViewer, setSlowMode } from './moderate-stream.ts';
import { endMyStreams, getStream, listLiveStreams, startStream } from './streams.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Live streams (under /api): the live list, going live and ending, one stream, its chat and its
 * thumbnail. Who hosts is always the session's user; media and signalling go over the realtime socket.
 */
export const streamingRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    // Thumbnails arrive as the frame's own bytes (these routes only; JSON everywhere else).
    app.addContentTypeParser(
      IMAGE_TYPES,
      { parseAs: 'buffer', bodyLimit: STREAM_THUMBNAIL_MAX_BYTES + 1 },
      (_req, body, done) => done(null, body),
    );
    const idOf = (p: { streamId: string }) => p.streamId.toLowerCase();

    app.get('/streams', { schema: { querystring: StreamListQuery, response: { 200: StreamList } } }, async (req) =>
      listLiveStreams(deps, me(req), req.query.cursor),
    );

    app.post('/streams', { schema: { body: StartStreamBody, response: { 201: StreamCard } } }, async (req, reply) => {
      const card = await startStream(deps, me(req), req.body);
      return reply.code(201).send(card);
    });

    app.post('/streams/end', { schema: { response: { 200: EndStreamResult } } }, async (req) =>
      endMyStreams(deps, me(req)),
    );

    app.get('/streams/:streamId', { schema: { params: StreamParams, response: { 200: StreamCard } } }, async (req) =>
      getStream(deps, me(req), idOf(req.params)),
    );

    app.get(
      '/streams/:streamId/chat',
      { schema: { params: StreamParams, response: { 200: StreamChatPage } } },
      async (req) => streamChatPage(deps, me(req), idOf(req.params)),
    );

    app.post(
      '/streams/:streamId/chat',
      { schema: { params: StreamParams, body: SendStreamChatBody, response: { 201: SendStreamChatResult } } },
      async (req, reply) => reply.code(201).send(await sendStreamChat(deps, me(req), idOf(req.params), req.body)),
    );

    // The host's moderation of their own live stream; every one answers { ok: true } or an error.
    const done = { ok: true } as const;
    const moderation = { 200: ModerationResult };
    app.delete(
      '/streams/:streamId/chat/:messageId',
      { schema: { params: StreamMessageParams, response: moderation } },
      async (req) => {
        await removeStreamMessage(deps, me(req), idOf(req.params), req.params.messageId.toLowerCase());
        return done;
      },
    );
    app.put(
      '/streams/:streamId/viewers/:userId/mute',
      { schema: { params: StreamViewerParams, body: MuteViewerBody, response: moderation } },
      async (req) => {
        await muteViewer(deps, me(req), idOf(req.params), req.params.userId.toLowerCase(), req.body.muted);
        return done;
      },
    );
    app.post(
      '/streams/:streamId/viewers/:userId/remove',
      { schema: { params: StreamViewerParams, response: moderation } },
      async (req) => {
        const sfuError = await removeViewer(deps, me(req), idOf(req.params), req.params.userId.toLowerCase());
        // The removal stands (sanction, rows, events); only the server-side end of their Janus media failed.
        if (sfuError) req.log.warn({ err: sfuError }, 'could not end a removed viewer’s Janus sessions');
        return done;
      },
    );
    app.put(
      '/streams/:streamId/slow-mode',
      { schema: { params: StreamParams, body: SlowModeBody, response: moderation } },
      async (req) => {
        await setSlowMode(deps, me(req), idOf(req.params), req.body.seconds);
        return done;
      },
    );

    app.put(
      '/streams/:streamId/thumbnail',
      { schema: { params: StreamParams, response: { 200: ThumbnailResult } } },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return storeThumbnail(deps, me(req), idOf(req.params), body);
      },
    );
  });
