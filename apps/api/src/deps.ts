import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Env } from './config/env.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Bus } from './adapters/bus/bus.ts';
import { createMemoryBus } from './adapters/bus/memory-bus.ts';
import { createRedisBus } from './adapters/bus/redis-bus.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createOutboxMailer } from './adapters/mail/outbox-mailer.ts';
import { createSmtpMailer } from './adapters/mail/smtp-mailer.ts';
import type { RateLimiter } from './adapters/ratelimit/rate-limiter.ts';
import { createMemoryRateLimiter } from './adapters/ratelimit/memory-rate-limiter.ts';
import { createRedisRateLimiter } from './adapters/ratelimit/redis-rate-limiter.ts';
import type { PresenceStore } from './modules/realtime/presence-store.ts';
import { createMemoryPresenceStore } from './modules/realtime/memory-presence-store.ts';
import { createRedisPresenceStore } from './modules/realtime/redis-presence-store.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { Storage } from './adapters/storage/storage.ts';
import { createLocalStorage } from './adapters/storage/local-storage.ts';
import { createS3Storage } from './adapters/storage/s3-storage.ts';
import { resolveContactKey } from './lib/contact-key.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { createPaymentProvider } from './modules/payments/create-payment-provider.ts';
import type { FaceEngine } from './modules/verification/face-engine.ts';
import type { AttemptStore } from './modules/verification/attempt-store.ts';
import { createMemoryAttemptStore } from './modules/verification/attempt-store.ts';
import { createRedisAttemptStore } from './modules/verification/redis-attempt-store.ts';
import { createHumanFaceEngine } from './modules/verification/engine/human-face-engine.ts';
import type { NudityClassifier } from './modules/photos/nudity/nudity-classifier.ts';
import { createNsfwClassifier } from './modules/photos/nudity/nsfw-classifier.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { createJobQueue, type JobQueue } from './lib/jobs/job-queue.ts';
import { sfuFromEnv, type Sfu } from './adapters/media/sfu.ts';
import type { PushSender } from './adapters/push/push-sender.ts';
import { createWebPushSender } from './adapters/push/web-push-sender.ts';
import { resolveVapidKeys } from './lib/vapid-keys.ts';
import { createMemoryVisibleTabs, type VisibleTabs } from './modules/push/visible-tabs.ts';
import { createRedisVisibleTabs } from './modules/push/redis-visible-tabs.ts';

/** Everything a request handler may touch; buildApp receives it, tests build their own. */
export interface AppDeps {
  env: Env;
  database: Database;
  bus: Bus;
  mailer: Mailer;
  limiter: RateLimiter;
  presence: PresenceStore;
  clock: Clock;
  /** Signs access tokens and derives refresh successors. */
  secret: string;
  storage: Storage;
  /** AES-256-GCM key for contact details. */
  contactKey: Buffer;
  /** Stripe when its keys are set, otherwise the sandbox checkout where no money moves. */
  payments: PaymentProvider;
  /** Reads faces for verification (loads its model on first use). */
  faceEngine: FaceEngine;
  /** Reads uploaded photos for nudity (a worker thread; loads its model on first use). */
  nudityClassifier: NudityClassifier;
  /** Frame readings of verification attempts not decided yet. */
  attemptStore: AttemptStore;
  /** Prometheus metrics of this instance; any part may add its own (served at /metrics when enabled). */
  metrics: Metrics;
  /** The PostgreSQL job queue (mail, storage deletions, periodic rounds) and this instance's worker. */
  jobs: JobQueue;
  /** Janus when JANUS_URL is set; null when streams go peer to peer (the embedded default). */
  sfu: Sfu | null;
  /** Web Push with this server's VAPID keys. */
  push: PushSender;
  /** Which members have a tab in front of them (pushes wait while one has). */
  visibleTabs: VisibleTabs;
}

/** Every instance of a deployment works the same queue; tests give each app its own. */
export const MAIN_QUEUE = 'main';

/** In development the secret is made once and kept beside the data, never a constant in code. */
function resolveSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function createDeps(env: Env, log: (msg: string) => void): Promise<AppDeps> {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
    onConnectionError: (err) => log(`database connection lost (${err.message}); it is replaced on the next query`),
  });
  const from = env.MAIL_FROM ?? `${env.APP_NAME} <no-reply@localhost>`;
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, from)
    : createOutboxMailer(path.resolve(env.DATA_DIR, 'outbox'), from, log);
  const redis = env.REDIS_URL;
  return {
    env,
    database,
    bus: redis ? createRedisBus(redis) : createMemoryBus(),
    mailer,
    limiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(),
    presence: redis ? createRedisPresenceStore(redis) : createMemoryPresenceStore(),
    clock: systemClock,
    secret: resolveSecret(env),
    storage: env.S3_BUCKET ? createS3Storage(env) : createLocalStorage(path.resolve(env.DATA_DIR, 'media')),
    contactKey: resolveContactKey(env),
    payments: createPaymentProvider(env),
    faceEngine: createHumanFaceEngine(),
    nudityClassifier: createNsfwClassifier(),
    attemptStore: redis ? createRedisAttemptStore(redis) : createMemoryAttemptStore(),
    metrics: createMetrics({ processMetrics: env.METRICS_ENABLED }),
    jobs: createJobQueue(database.db, { name: MAIN_QUEUE, pollMs: env.JOB_POLL_MS, concurrency: env.JOB_CONCURRENCY }),
    sfu: sfuFromEnv(env),
    push: createWebPushSender(resolveVapidKeys(env)),
    visibleTabs: redis ? createRedisVisibleTabs(redis) : createMemoryVisibleTabs(),
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await Promise.allSettled([
    deps.bus.close(),
    deps.limiter.close(),
    deps.presence.close(),
    deps.attemptStore.close(),
    deps.faceEngine.close(),
    deps.nudityClassifier.close(),
    deps.visibleTabs.close(),
  ]);
  await deps.database.close();
}
