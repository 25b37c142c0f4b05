import type { AppDeps } from '../../deps.ts';
import type { RealtimeFeatureFactory } from '../realtime/feature.ts';
import { createChatHandlers } from './chat-commands.ts';

/** Messaging on the realtime core: chat.send, chat.read and chat.typing, and typing permissions per socket owner. */
export const messagingRealtime =
  (
    deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'jobs' | 'limiter' | 'storage' | 'visibleTabs'>,
  ): RealtimeFeatureFactory =>
  () => {
    const chat = createChatHandlers(deps);
    return {
      families: ['chat'],
      async run(conn, msg) {
        switch (msg.type) {
          case 'chat.send': {
            const { type: _t, ref: _r, to, ...body } = msg;
            const result = await chat.send(conn.userId, to, body);
            return { type: 'chat.sent', message: result.message, tokenBalance: result.tokenBalance };
          }
          case 'chat.read':
            await chat.read(conn.userId, msg.with, msg.upToSeq);
            return null;
          case 'chat.typing':
            await chat.typing(conn.userId, msg.to, msg.typing);
            return null;
          default:
            return null;
        }
      },
      connected: (conn) => chat.connected(conn.userId),
      connectionsChanged: (userId) => chat.connectionsChanged(userId),
    };
  };
