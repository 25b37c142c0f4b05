import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { accountLocale } from './modules/auth/account-locale.ts';
import { logErrorCodes } from './lib/error-code-log.ts';
import { errorBody } from './lib/errors.ts';
import { refuseForbiddenText } from './lib/text-rules-hook.ts';
import { REQUEST_ID_HEADER, requestIdFor, returnRequestId } from './lib/request-id.ts';
import { registerApiDocs } from './lib/api-docs.ts';
import { registerMetrics } from './lib/metrics-route.ts';
import { registerJobMetrics } from './lib/jobs/job-metrics.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerWebApp } from './lib/web-app.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { discoverRoutes } from './modules/discover/discover.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { createConnectionsAudience } from './modules/social/connections-audience.ts';
import { messagingRealtime } from './modules/messaging/messaging.realtime.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { callsRealtime } from './modules/calls/calls.realtime.ts';
import { callSweeper } from './modules/calls/call-sweep.ts';
import { streamingRealtime } from './modules/streaming/streaming.realtime.ts';
import { streamingRoutes } from './modules/streaming/streaming.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { rtcRoutes } from './modules/rtc/rtc.routes.ts';
import { moderatorRoutes, restrictedAppealRoutes, statementRoutes } from './modules/moderation/moderation.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { callNotices } from './modules/calls/call-notices.ts';
import { pushRealtime } from './modules/push/push.realtime.ts';
import { pushJobs } from './modules/push/push-jobs.ts';
import { mailJob } from './lib/mail/mail-job.ts';
import { storageDeletionJob } from './lib/storage-deletion.ts';
import { streamReaper } from './modules/streaming/stream-reaper.ts';
import { swipeUsageCleanup } from './modules/discover/swipe-usage-cleanup.ts';

export interface BuildOptions {
  /** Told about every route as it is added (the contract fuzzer walks the real route table). */
  onRoute?: (route: RouteOptions) => void;
  /** Folder of the built web app to serve; omitted in API-only tests. */
  webDist?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** True once the process is shutting down: readiness answers 503 so a load balancer drains it first. */
  draining?: () => boolean;
}

/** Registers plugins and modules; never listens (server.ts does). */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: deps.env.LOG_LEVEL, ...(opts.logStream && { stream: opts.logStream }) } : false,
    // Every log line of a request carries this id as reqId.
    genReqId: requestIdFor,
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // A path the router cannot even read (a broken %-escape, a segment over its length) gets the error shape too.
    frameworkErrors: (err, req, reply: FastifyReply) => {
      // These answers bypass the hooks, so the id is returned here too.
      void reply.header(REQUEST_ID_HEADER, req.id);
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body = tooLong
        ? errorBody('path_too_long', 'The address is too long.')
        : errorBody('bad_url', 'The address is not a valid URL.');
      void reply.status(tooLong ? 414 : 400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  registerApiDocs(app, deps.env);
  registerMetrics(app, deps.env, deps.metrics);
  if (deps.env.METRICS_ENABLED) registerJobMetrics(deps.metrics, deps.jobs);
  returnRequestId(app);
  registerErrorHandling(app, { spaFallback: Boolean(opts.webDist), accountLocale: accountLocale(deps) });
  logErrorCodes(app);
  refuseForbiddenText(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

  await app.register(healthRoutes(deps, { draining: opts.draining }), { prefix: '/api' });
  await app.register(authRoutes(deps), { prefix: '/api/auth' });
  await app.register(newsletterRoutes(deps), { prefix: '/api/newsletter' });
  await app.register(
    realtimeRoutes(deps, {
      audience: createConnectionsAudience(deps),
      // Each feature plugs into the feature-blind realtime core from its own file (decision 0027).
      features: [messagingRealtime(deps), streamingRealtime(deps), callsRealtime(deps), pushRealtime(deps)],
    }),
    { prefix: '/api' },
  );
  // Photo upload/delete routes live under /api/photos; stored files are served under /media.
  await app.register(photosRoutes(deps));
  await app.register(contactRoutes(deps), { prefix: '/api/profile/me/contact' });
  await app.register(profileRoutes(deps), { prefix: '/api' });
  await app.register(discoverRoutes(deps), { prefix: '/api' });
  await app.register(socialRoutes(deps), { prefix: '/api' });
  await app.register(messagingRoutes(deps), { prefix: '/api' });
  await app.register(streamingRoutes(deps), { prefix: '/api' });
  await app.register(paymentsRoutes(deps), { prefix: '/api/payments' });
  await app.register(verificationRoutes(deps), { prefix: '/api/verification' });
  await app.register(supportRoutes(deps), { prefix: '/api/support' });
  await app.register(notificationsRoutes(deps), { prefix: '/api' });
  await app.register(rtcRoutes(deps), { prefix: '/api/rtc' });
  await app.register(moderatorRoutes(deps), { prefix: '/api/mod' });
  await app.register(statementRoutes(deps), { prefix: '/api/moderation' });
  await app.register(restrictedAppealRoutes(deps), { prefix: '/api/moderation/restricted' });
  await app.register(pushRoutes(deps), { prefix: '/api/push' });

  if (opts.webDist) await registerWebApp(app, opts.webDist);

  // Every instance runs a worker; the queue gives each job and each periodic round to one of them (decision 0021).
  app.addHook('onReady', () =>
    deps.jobs.start({
      handlers: [mailJob(deps), storageDeletionJob(deps), ...pushJobs(deps)],
      periodic: [streamReaper(deps), swipeUsageCleanup(deps), callSweeper(deps)],
      log: app.log,
    }),
  );
  app.addHook('onClose', () => deps.jobs.stop());
  // Calls tell members who are away (a push while it rings, a missed-call entry): issues #22, #28.
  const stopCallNotices = callNotices(deps);
  app.addHook('onClose', async () => stopCallNotices());
  return app;
}
