import { z } from 'zod';

/** One entry of RTCConfiguration.iceServers, as browsers take it. */
export const IceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServer>;

/**
 * The STUN and TURN servers a signed-in member's browser may use for a new WebRTC connection (live
 * streams now, calls later). TURN entries carry credentials issued to this member that open relays
 * only until `expiresAt`; a relay opened before then keeps working, so a page asks again (or uses
 * the ones in a newer answer) for each connection it sets up.
 */
export const IceServers = z.object({
  iceServers: z.array(IceServer),
  /** When the TURN credentials stop opening relays; null when no TURN server is configured. */
  expiresAt: z.iso.datetime().nullable(),
});
export type IceServers = z.infer<typeof IceServers>;
