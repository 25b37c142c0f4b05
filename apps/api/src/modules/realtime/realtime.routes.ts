import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@sankofa/contracts/locales';
import { REALTIME_SUBPROTOCOL } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { localeFromHeader } from '../../lib/i18n/request-locale.ts';
import { authenticateSocket } from '../auth/authenticate.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import { createGateway, type Gateway } from './gateway.ts';
import type { RealtimeFeatureFactory } from './feature.ts';
import { handshakeToken, installSubprotocolSelection, offeredSubprotocols } from './handshake.ts';
import { selfOnlyAudience, type PresenceAudience } from './presence-policy.ts';

interface RealtimeOptions {
  /** Who may see whose presence; defaults to "only yourself" until friendships and matches exist. */
  audience?: PresenceAudience;
  /** The features plugged into the realtime core, each from its own `<feature>.realtime.ts`. */
  features?: readonly RealtimeFeatureFactory[];
  /** Receives the gateway once built (tests, diagnostics). */
  onGateway?: (gateway: Gateway) => void;
}

/**
 * GET /realtime (under /api): one WebSocket per signed-in tab. The access token travels as the
 * `bearer.<jwt>` subprotocol and is checked, session row included, before the upgrade; a missing or
 * invalid token gets a plain 401 in the project's error shape and no socket.
 */
export const realtimeRoutes =
  (deps: AppDeps, options: RealtimeOptions = {}): FastifyPluginAsync =>
  async (app) => {
    installSubprotocolSelection(app.websocketServer);
    const gateway = createGateway(deps, {
      audience: options.audience ?? selfOnlyAudience,
      log: app.log,
      features: options.features,
      offlineGraceMs: deps.env.PRESENCE_OFFLINE_GRACE_MS,
    });
    options.onGateway?.(gateway);
    deps.metrics.sampled(
      'websocket_connections_open',
      'Realtime WebSocket connections open on this instance',
      () => gateway.connectionCount,
    );
    app.addHook('preClose', async () => gateway.shutdown());

    const claimsOf = new WeakMap<FastifyRequest, { claims: AccessClaims; locale: Locale }>();
    // A browser opens the socket with its own Accept-Language, not the page's language (which our
    // HTTP client sends): here the account's choice, which the web keeps in step with the page, comes first.
    const localeOf = (req: FastifyRequest, chosen: string | null): Locale =>
      (isLocale(chosen) ? chosen : null) ?? localeFromHeader(req.headers['accept-language']) ?? 'en';

    app.route({
      method: 'GET',
      url: '/realtime',
      // A plain request (no upgrade) is told what this address is, in the error shape.
      handler: async () => {
        throw new AppError(
          426,
          'upgrade_required',
          'This address is for the realtime WebSocket; open it with a WebSocket client.',
        );
      },
      onRequest: async (req) => {
        const offered = offeredSubprotocols(req);
        if (offered.length > 0 && !offered.includes(REALTIME_SUBPROTOCOL)) {
          throw new AppError(400, 'unsupported_protocol', `Connect with the ${REALTIME_SUBPROTOCOL} subprotocol.`);
        }
        const token = handshakeToken(req, offered);
        const caller = token ? await authenticateSocket(deps, token) : null;
        if (!caller) throw unauthorized();
        claimsOf.set(req, { claims: caller.claims, locale: localeOf(req, caller.locale) });
      },
      wsHandler: (socket, req) => {
        const caller = claimsOf.get(req);
        claimsOf.delete(req);
        if (!caller) {
          socket.close(1008, 'Not signed in');
          return;
        }
        gateway.accept(socket, caller.claims, caller.locale);
      },
    });
  };
