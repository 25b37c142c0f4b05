import type { Env } from '../../config/env.ts';
import { endViewerSessions, type ViewerMatch } from './janus-admin.ts';
import { JanusRefused, withVideoRoom } from './janus-connection.ts';
import { coreToken, roomSecret, roomToken } from './janus-tokens.ts';

/** What a page needs to publish into or subscribe from one room. */
export interface SfuAccess {
  url: string;
  room: string;
  /** Opens sessions and attaches to the VideoRoom plugin (Janus core token). */
  token: string;
  /** Joins this room only; checked at the join, so it may expire while its bearer stays in. */
  roomToken: string;
  /** When the page should ask for a fresh `token` for its open session: half of its lifetime. */
  renewAfterSeconds: number;
}

/** A selective forwarding unit holding one room per live stream (decision 0033). */
export interface Sfu {
  /** Makes the stream's room; only the host's access can publish in it. Throws JanusUnavailable. */
  createRoom(room: string, startedAt: Date): Promise<void>;
  /** Destroys the room, kicking everyone in it; a room already gone is fine. */
  destroyRoom(room: string): Promise<void>;
  /** Which of these rooms exist now (Janus restarted → none). Throws JanusUnavailable. */
  existingRooms(rooms: string[]): Promise<Set<string>>;
  hostAccess(room: string, startedAt: Date, now: Date): SfuAccess;
  /**
   * Puts the host's current publish token on the room's list when the stream has outlived the
   * windows listed at creation (a week by default); before that it asks nothing of Janus.
   * Throws JanusUnavailable.
   */
  allowHost(room: string, startedAt: Date, now: Date): Promise<void>;
  viewerAccess(room: string, now: Date, nonce: string, userId: string): SfuAccess;
  /**
   * Ends a viewer's Janus sessions (for one stream, or all of theirs), so their media stops even if
   * their page ignores being removed. Needs Janus' admin API; without it nothing is ended (0).
   * Answers how many sessions were ended. Throws JanusUnavailable.
   */
  endViewerSessions(match: ViewerMatch): Promise<number>;
}

/** A viewer's room token only has to last from `stream.join` to the page's join at Janus. */
export const ROOM_TOKEN_TTL_MS = 2 * 60_000;
/**
 * Janus wants a valid core token on every request of a session, keepalives included: a session
 * whose token expired is refused its keepalives and times out, media and all. Pages swap in fresh
 * ones (the host's with each `stream.hosting`, a viewer's with `stream.renew`). JANUS_TOKEN_TTL_SECONDS.
 */
export const CORE_TOKEN_TTL_MS = 24 * 3600_000;
/**
 * The host's publish token belongs to a window of the stream's life (half a core token's lifetime):
 * the one for window w (from w × window after the start) lasts two windows, so a page handed it late
 * in its window can still republish. The first HOST_TOKEN_WINDOWS windows' tokens are on the room's
 * `allowed` list from creation (Janus checks that list at join only), so any instance can hand out
 * the current one without telling Janus; later ones are added as the host asks (`allowHost`).
 * Window 0's is the 24 h token of decision 0033, so rooms made before windows existed still take it.
 */
export const HOST_TOKEN_WINDOW_MS = CORE_TOKEN_TTL_MS / 2;
/** Windows listed at creation: a week of streaming at the default lifetime. */
export const HOST_TOKEN_WINDOWS = 14;
const ANSWER_WITHIN_MS = 5_000;
/** Janus' "no such room". */
const NO_SUCH_ROOM = 426;

export function createJanusSfu(opts: {
  url: string;
  tokenSecret: string;
  adminKey: string;
  admin?: { url: string; secret: string };
  /** A core token's lifetime (CORE_TOKEN_TTL_MS). */
  tokenTtlMs?: number;
}): Sfu {
  const { url, tokenSecret, adminKey, admin } = opts;
  const coreTtlMs = opts.tokenTtlMs ?? CORE_TOKEN_TTL_MS;
  const windowMs = coreTtlMs / 2;
  const serverToken = () => coreToken(tokenSecret, new Date(Date.now() + 60_000));
  const hostToken = (room: string, startedAt: Date, window: number) =>
    roomToken(
      tokenSecret,
      new Date(startedAt.getTime() + (window + 2) * windowMs),
      room,
      window === 0 ? 'host' : `host-${window}`,
    );
  const windowAt = (startedAt: Date, now: Date) =>
    Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / windowMs));
  const access = (room: string, now: Date, token: string, viewer?: string): SfuAccess => ({
    url,
    room,
    token: coreToken(
      tokenSecret,
      new Date(now.getTime() + coreTtlMs),
      viewer ? { userId: viewer, streamId: room } : undefined,
    ),
    roomToken: token,
    renewAfterSeconds: Math.max(1, Math.floor(coreTtlMs / 2000)),
  });
  const session = <T>(use: Parameters<typeof withVideoRoom<T>>[3]) =>
    withVideoRoom(url, serverToken(), ANSWER_WITHIN_MS, use);

  return {
    async createRoom(room, startedAt) {
      await session((request) =>
        request({
          request: 'create',
          admin_key: adminKey,
          room,
          description: `stream ${room}`,
          secret: roomSecret(tokenSecret, room),
          is_private: true,
          permanent: false,
          publishers: 1,
          signed_tokens: true,
          allowed: Array.from({ length: HOST_TOKEN_WINDOWS }, (_, w) => hostToken(room, startedAt, w)),
          videocodec: 'vp8',
          audiocodec: 'opus',
          // Enough for the top simulcast layer; each viewer gets the layer its connection carries.
          bitrate: 2_500_000,
          fir_freq: 10,
          notify_joining: false,
        }),
      );
    },
    async destroyRoom(room) {
      await session((request) =>
        request({ request: 'destroy', room, secret: roomSecret(tokenSecret, room), permanent: false }),
      ).catch((err: unknown) => {
        if (!(err instanceof JanusRefused && err.code === NO_SUCH_ROOM)) throw err;
      });
    },
    async existingRooms(rooms) {
      if (rooms.length === 0) return new Set();
      return session(async (request) => {
        const found = new Set<string>();
        for (const room of rooms) if ((await request({ request: 'exists', room })).exists === true) found.add(room);
        return found;
      });
    },
    hostAccess: (room, startedAt, now) => access(room, now, hostToken(room, startedAt, windowAt(startedAt, now))),
    async allowHost(room, startedAt, now) {
      const window = windowAt(startedAt, now);
      if (window < HOST_TOKEN_WINDOWS) return;
      // Adding a token already listed changes nothing, so every instance may do it on every ask.
      await session((request) =>
        request({
          request: 'allowed',
          secret: roomSecret(tokenSecret, room),
          action: 'add',
          room,
          allowed: [hostToken(room, startedAt, window)],
        }),
      );
    },
    viewerAccess: (room, now, nonce, userId) =>
      access(room, now, roomToken(tokenSecret, new Date(now.getTime() + ROOM_TOKEN_TTL_MS), room, nonce), userId),
    endViewerSessions: async (match) =>
      admin ? endViewerSessions(admin.url, admin.secret, ANSWER_WITHIN_MS, match) : 0,
  };
}

/** Janus when JANUS_URL is set; null keeps streams peer to peer (the embedded default). */
export function sfuFromEnv(env: Env): Sfu | null {
  if (!env.JANUS_URL || !env.JANUS_TOKEN_SECRET || !env.JANUS_ADMIN_KEY) return null;
  const admin =
    env.JANUS_ADMIN_URL && env.JANUS_ADMIN_SECRET
      ? { url: env.JANUS_ADMIN_URL, secret: env.JANUS_ADMIN_SECRET }
      : undefined;
  return createJanusSfu({
    url: env.JANUS_URL,
    tokenSecret: env.JANUS_TOKEN_SECRET,
    adminKey: env.JANUS_ADMIN_KEY,
    admin,
    tokenTtlMs: env.JANUS_TOKEN_TTL_SECONDS * 1000,
  });
}
