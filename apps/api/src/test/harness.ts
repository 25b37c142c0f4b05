import { mkdtempSync } from 'node:fs';
import { scriptedNudityClassifier } from '../modules/photos/nudity/scripted-nudity-classifier.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadEnv, type Env } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { buildApp, type BuildOptions } from '../app.ts';
import type { AppDeps } from '../deps.ts';
import { closeDeps } from '../deps.ts';
import type { MailMessage, Mailer } from '../adapters/mail/mailer.ts';
import { createMemoryBus } from '../adapters/bus/memory-bus.ts';
import { createMemoryRateLimiter } from '../adapters/ratelimit/memory-rate-limiter.ts';
import { createMemoryPresenceStore } from '../modules/realtime/memory-presence-store.ts';
import { createMemoryAttemptStore } from '../modules/verification/attempt-store.ts';
import { noFaceEngine } from '../modules/verification/scripted-face-engine.ts';
import { systemClock } from '../lib/clock.ts';
import { createLocalStorage } from '../adapters/storage/local-storage.ts';
import { createPaymentProvider } from '../modules/payments/create-payment-provider.ts';
import { createMetrics } from '../lib/metrics.ts';
import { createJobQueue } from '../lib/jobs/job-queue.ts';
import { sfuFromEnv } from '../adapters/media/sfu.ts';
import { createWebPushSender } from '../adapters/push/web-push-sender.ts';
import { resolveVapidKeys } from '../lib/vapid-keys.ts';
import { createMemoryVisibleTabs } from '../modules/push/visible-tabs.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Every message the app sent, newest last. */
  mail: MailMessage[];
  close(): Promise<void>;
}

/**
 * The real HTTP stack in-process, on PostgreSQL when DATABASE_URL is set (as in CI), otherwise on an
 * in-memory PGlite. Limits are generous unless a test asks otherwise.
 *
 * Test files share one database, so each app works a job queue of its own (two apps given the same
 * `queue` and `database` act as two instances of one deployment). Unless told otherwise, every answer
 * waits until the jobs due by then have run, so a test reads the mail a request sent from `t.mail`
 * as soon as the request returns; the worker still runs in the background as in production.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    deps?: Partial<Omit<AppDeps, 'env' | 'database'>>;
    onQuery?: (query: string) => void;
    onRoute?: BuildOptions['onRoute'];
    /** Log lines of the app as JSON strings (set LOG_LEVEL in env to hear more than nothing). */
    logStream?: BuildOptions['logStream'];
    /** Another app's database, for two instances of one deployment; it stays open when this app closes. */
    database?: Database;
    queue?: string;
    /** false: answers do not wait for the jobs they queued (as in production). */
    runJobsBeforeAnswer?: boolean;
  } = {},
): Promise<TestApp> {
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sankofa-test-')),
    RATE_SIGNIN_PER_EMAIL: '1000',
    RATE_SIGNIN_PAIR_PER_MINUTE: '1000',
    RATE_SIGNIN_PER_EMAIL_ALL_IPS: '1000',
    RATE_SIGNIN_PER_IP: '10000',
    RATE_SIGNUP_PER_IP: '10000',
    RATE_RECOVER_PER_IP: '10000',
    // Presence tests watch a member go offline the moment the socket closes; the grace has its own tests.
    PRESENCE_OFFLINE_GRACE_MS: '0',
    ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
    ...opts.env,
  });
  const database =
    opts.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', onQuery: opts.onQuery }));
  const mail: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mail.push(m) };
  const deps: AppDeps = {
    env,
    database,
    bus: createMemoryBus(),
    mailer,
    limiter: createMemoryRateLimiter(),
    presence: createMemoryPresenceStore(),
    clock: systemClock,
    secret: randomBytes(32).toString('base64url'),
    storage: createLocalStorage(path.join(env.DATA_DIR, 'media')),
    contactKey: randomBytes(32),
    payments: createPaymentProvider(env),
    faceEngine: noFaceEngine,
    nudityClassifier: scriptedNudityClassifier,
    attemptStore: createMemoryAttemptStore(),
    metrics: createMetrics({ processMetrics: env.METRICS_ENABLED }),
    jobs: createJobQueue(database.db, {
      name: opts.queue ?? `test-${randomUUID()}`,
      pollMs: env.JOB_POLL_MS,
      concurrency: env.JOB_CONCURRENCY,
    }),
    sfu: sfuFromEnv(env),
    push: createWebPushSender(resolveVapidKeys(env)),
    visibleTabs: createMemoryVisibleTabs(),
    ...opts.deps,
  };
  const app = await buildReadyApp(deps, {
    onRoute: opts.onRoute,
    runJobsBeforeAnswer: opts.runJobsBeforeAnswer,
    logStream: opts.logStream,
  });
  return {
    app,
    deps,
    mail,
    async close() {
      await app.close();
      await closeDeps(opts.database ? { ...deps, database: { ...database, close: async () => {} } } : deps);
    },
  };
}

/**
 * buildApp, ready to inject into; unless told otherwise each answer waits for the jobs due by then
 * (see createTestApp). Tests also use it for a second app on another app's deps.
 */
export async function buildReadyApp(
  deps: AppDeps,
  opts: {
    onRoute?: BuildOptions['onRoute'];
    runJobsBeforeAnswer?: boolean;
    logStream?: BuildOptions['logStream'];
    draining?: BuildOptions['draining'];
  } = {},
): Promise<FastifyInstance> {
  const app = await buildApp(deps, {
    onRoute: opts.onRoute,
    logger: Boolean(opts.logStream),
    logStream: opts.logStream,
    draining: opts.draining,
  });
  if (opts.runJobsBeforeAnswer !== false) app.addHook('onSend', () => deps.jobs.drain());
  await app.ready();
  return app;
}

export const randomEmail = (tag = 'user') => `${tag}-${randomUUID()}@example.test`;
export const GOOD_PASSWORD = 'Kente-weave-4-ever';

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  /** The Cookie header value carrying the refresh token. */
  cookie: string;
}

export function refreshCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const c = all.find((x) => x.startsWith('sankofa_refresh='));
  if (!c) throw new Error('no refresh cookie was set');
  return c.split(';')[0]!;
}

/** The code of the newest sign-up e-mail to this address. */
export function codeSentTo(t: TestApp, email: string): string {
  const to = email.trim().toLowerCase();
  const message = [...t.mail].reverse().find((m) => m.to === to && m.code);
  if (!message?.code) throw new Error(`no sign-up code was sent to ${to}`);
  return message.code;
}

/**
 * Both steps of sign-up with a given body: the final answer (201 with a session) when the form was
 * accepted, otherwise the form's own answer (a refusal, or 202 when no code came: a taken address).
 */
export async function signUpWith(
  t: TestApp,
  payload: Record<string, unknown>,
  opts: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const before = t.mail.length;
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: opts.remoteAddress,
    headers: opts.headers,
    payload,
  });
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  const sent = t.mail.slice(before).find((m) => m.to === email && m.code);
  if (started.statusCode !== 202 || !sent) return started;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup/confirm',
    remoteAddress: opts.remoteAddress,
    headers: opts.headers,
    payload: { email, code: sent.code },
  });
}

/** Signs up as a person does: the form, then the code from the e-mail. */
export async function signUp(
  t: TestApp,
  overrides: { email?: string; password?: string; remoteAddress?: string; body?: Record<string, unknown> } = {},
): Promise<SignedUpUser> {
  const email = overrides.email ?? randomEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const remoteAddress = overrides.remoteAddress;
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress,
    payload: {
      email,
      password,
      location: 'Accra, Ghana',
      acceptTerms: true,
      biometricConsent: false,
      ...overrides.body,
    },
  });
  if (started.statusCode !== 202) throw new Error(`sign-up failed: ${started.statusCode} ${started.body}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup/confirm',
    remoteAddress,
    payload: { email, code: codeSentTo(t, email) },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up code failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    id: body.user.id,
    email,
    password,
    accessToken: body.accessToken,
    cookie: refreshCookieFrom(res.headers['set-cookie']),
  };
}

/**
 * One app for the whole test file whose clock runs at wall time plus `offsetMs`; a test moves it
 * forward (to expire a link, say) and it is set back after each test.
 */
export function useClockedTestApp(): { readonly t: TestApp; offsetMs: number } {
  const state = { t: undefined as unknown as TestApp, offsetMs: 0 };
  beforeAll(async () => {
    state.t = await createTestApp({ deps: { clock: () => new Date(Date.now() + state.offsetMs) } });
  });
  afterEach(() => {
    state.offsetMs = 0;
  });
  afterAll(async () => {
    await state.t?.close();
  });
  return state;
}
