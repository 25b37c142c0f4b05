import type { FastifyBaseLogger } from 'fastify';
import type { ClientMessage, ServerMessage } from '@sankofa/contracts/realtime';
import type { Connection } from './connection.ts';

/** The gateway's channel membership, lent to features whose sockets join channels of their own. */
export interface SocketChannels {
  join(channel: string, conn: Connection): Promise<void>;
  leave(channel: string, conn: Connection): void;
}

/**
 * What a feature (messaging, streaming, calls…) plugs into the realtime core (decision 0027). The
 * core knows none of them: it routes each command to the feature that owns its family, tells every
 * feature about sockets coming and going and about connections changes, and asks each one whether
 * an event may reach a socket.
 */
export interface RealtimeFeature {
  /** Command families it answers: the part of a command's type before its first dot (`chat` for `chat.send`). */
  readonly families: readonly string[];
  /** Answers one command; a refusal the sender can act on is thrown as an AppError and sent back as an error event. */
  run(conn: Connection, msg: ClientMessage): Promise<ServerMessage | null>;
  /** A socket is being set up: runs before its hello is awaited by nothing, and before any of its frames is read. */
  connected?(conn: Connection): Promise<void>;
  /** A socket closed. */
  closed?(conn: Connection): Promise<void>;
  /** A person's matches, friendships or blocks changed; `sockets` are theirs on this instance. */
  connectionsChanged?(userId: string, sockets: ReadonlySet<Connection>): void;
  /** True when this event must not reach this socket (say, a blocked person's live chat). */
  hides?(conn: Connection, event: ServerMessage): boolean;
}

/** Features are made once per gateway, with the channels and log it lends them. */
export type RealtimeFeatureFactory = (core: { channels: SocketChannels; log: FastifyBaseLogger }) => RealtimeFeature;
