import { z } from 'zod';
import { CALL_RING_TIMEOUT_DEFAULT_SECONDS } from '@sankofa/contracts/constants';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (d: number) => z.coerce.number().int().positive().default(d);
/** A comma-separated list of URLs, each with one of these schemes (`stun:host:port`, `turn:host?transport=udp`). */
const urlList = (schemes: readonly string[]) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .superRefine((urls, ctx) => {
      for (const url of urls) {
        if (!schemes.some((s) => url.startsWith(`${s}:`) && url.length > s.length + 1)) {
          ctx.addIssue({
            code: 'custom',
            message: `'${url}' is not a ${schemes.map((s) => `${s}:`).join(' or ')} URL`,
          });
        }
      }
    });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    APP_NAME: z.string().min(1).default('Sankofa'),
    HOST: z.string().default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().startsWith('postgres', { error: 'must be a postgres:// URL' }).optional(),
    /**
     * PostgreSQL connections each instance keeps. Every statement holds one until this process reads
     * the answer, so on a CPU-starved host (a long wait to be scheduled) throughput is connections ÷
     * that wait, not the database's speed (issue #24, decision 0062).
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
    REDIS_URL: z.string().startsWith('redis', { error: 'must be a redis:// URL' }).optional(),
    AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    SMTP_URL: z.string().startsWith('smtp', { error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().optional(),
    /** How often each instance's job worker looks for due jobs (mail, storage deletions) and periodic rounds. */
    /** After SIGTERM, how long readiness answers 503 before the server stops taking requests (match the load balancer's check interval). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    /** Jobs one instance runs at once (a slow mail server holds one of them, not the queue). */
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(900).default(900),
    REFRESH_TOKEN_TTL_DAYS: int(30),
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    /** Failed sign-ins per address from one network per window, and per minute; then per address from all networks. */
    RATE_SIGNIN_PER_EMAIL: int(10),
    RATE_SIGNIN_PAIR_PER_MINUTE: int(5),
    RATE_SIGNIN_PER_EMAIL_ALL_IPS: int(100),
    RATE_SIGNIN_PER_IP: int(50),
    RATE_SIGNUP_PER_IP: int(10),
    RATE_RECOVER_PER_IP: int(10),
    RATE_NEWSLETTER_PER_IP: int(20),
    RATE_WINDOW_SECONDS: int(900),
    /** Reports one user may send per hour (each is read by a person). */
    RATE_REPORTS_PER_HOUR: int(20),
    /** Per user and minute: likes, passes, super likes and undos (against scraping by swiping). */
    RATE_SWIPES_PER_MINUTE: int(120),
    /** Per user and minute: deck pages, profile details and searches. */
    RATE_DISCOVER_READS_PER_MINUTE: int(120),
    /** Per user and minute: messages, hearts and gifts sent (against spam). */
    RATE_MESSAGES_PER_MINUTE: int(60),
    /** Per user and hour: checkouts started (each one is a row here and a session at the provider). */
    RATE_CHECKOUTS_PER_HOUR: int(30),
    SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('hello@culturedinconnection.app'),
    RATE_SUPPORT_PER_HOUR: int(5),
    /** Per user and hour: photo uploads, and stream thumbnails (a host sends one a minute); image work is costly. */
    RATE_PHOTO_UPLOADS_PER_HOUR: int(30),
    RATE_STREAM_THUMBNAILS_PER_HOUR: int(120),
    /** 32 random bytes, base64: encrypts contact details. Required in production. */
    CONTACT_ENCRYPTION_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, { error: 'must be 32 bytes, base64-encoded' })
      .optional(),
    /** Viewers one peer-to-peer stream admits (the host's browser uploads to each). */
    STREAM_MAX_VIEWERS: z.coerce.number().int().min(1).max(100).default(8),
    /** Comma-separated STUN URLs handed to browsers for WebRTC (streams, later calls); none needed on one network. */
    STUN_URLS: urlList(['stun', 'stuns']),
    /** Comma-separated TURN URLs (coturn with use-auth-secret); each member gets short-lived credentials for them. */
    TURN_URLS: urlList(['turn', 'turns']),
    /** coturn's static-auth-secret: signs the short-lived TURN credentials (decision 0032). */
    TURN_SECRET: z.string().min(16, { error: 'must be at least 16 characters (e.g. openssl rand -hex 32)' }).optional(),
    /** How long an issued TURN credential may open a relay; a relay already open lives on past it. */
    TURN_CREDENTIAL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    /** Janus' WebSocket API (ws:// or wss://), reached by this server and by browsers: streams go through its VideoRoom when set. */
    JANUS_URL: z
      .string()
      .regex(/^wss?:\/\//, { error: 'must be a ws:// or wss:// URL' })
      .optional(),
    /** Janus' `token_auth_secret`: signs the tokens that open Janus sessions and rooms. */
    JANUS_TOKEN_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** The VideoRoom plugin's `admin_key`: only this server may create rooms. */
    JANUS_ADMIN_KEY: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** Janus' admin API (ws:// or wss://, `admin_ws` of its WebSocket transport): ends a removed viewer's Janus sessions from the server. */
    JANUS_ADMIN_URL: z
      .string()
      .regex(/^wss?:\/\//, { error: 'must be a ws:// or wss:// URL' })
      .optional(),
    /** Janus' `admin_secret` (janus.jcfg); required with JANUS_ADMIN_URL. */
    JANUS_ADMIN_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /**
     * How long a Janus core token (host or viewer) lasts; pages ask for a fresh one well before it
     * ends, and a host's publish windows are half of it (decision 0063). Tests shorten it.
     */
    JANUS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(4)
      .max(7 * 86_400)
      .default(86_400),
    /**
     * A closed realtime socket still counts its member online this long, so a phone that drops and
     * reconnects is never shown offline and costs no presence fan-out (decision 0066). 0 turns it off.
     */
    PRESENCE_OFFLINE_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    /** Viewers one stream admits on Janus (Janus uploads to each, not the host). */
    STREAM_MAX_VIEWERS_SFU: z.coerce.number().int().min(1).max(100_000).default(500),
    /** Per user and minute: live chat messages, hearts and gifts in streams. */
    RATE_STREAM_CHAT_PER_MINUTE: int(30),
    /** Per user and hour: streams started. */
    RATE_STREAM_STARTS_PER_HOUR: int(30),
    /** Per user and hour: calls started (answered or not). */
    RATE_CALLS_PER_HOUR: int(60),
    /** How long a call rings before it is missed (end-to-end tests shorten it). */
    CALL_RING_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(300).default(CALL_RING_TIMEOUT_DEFAULT_SECONDS),
    UPLOAD_MAX_BYTES: int(10 * 1024 * 1024),
    UPLOAD_MAX_PIXELS: int(50_000_000),
    /** Any S3-compatible store for photos; local disk under DATA_DIR/media when unset. */
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** Public base URL of the bucket (e.g. a CDN); photos are streamed through the API when unset. */
    S3_PUBLIC_URL: z.url().optional(),
    /** Stripe API secret key (sk_…); with the webhook secret it switches checkout from the sandbox to Stripe. */
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', { error: 'must be a Stripe secret key (sk_…)' }).optional(),
    /** Signing secret of the Stripe webhook endpoint (whsec_…). */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .startsWith('whsec_', { error: 'must be a Stripe webhook signing secret (whsec_…)' })
      .optional(),
    /** Allows the no-money sandbox checkout in production (a demo deployment); it is the default elsewhere. */
    PAYMENTS_SANDBOX: bool.default(false),
    /** VAPID key pair for Web Push (base64url, as `npx web-push generate-vapid-keys` prints); generated into DATA_DIR when unset, required in production. */
    VAPID_PUBLIC_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64url').length === 65, {
        error: 'must be a base64url P-256 public key (65 bytes)',
      })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64url').length === 32, {
        error: 'must be a base64url P-256 private key (32 bytes)',
      })
      .optional(),
    /** Who push services may contact about this server's pushes: mailto: or https:; defaults to mailto:SUPPORT_EMAIL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, { error: 'must be a mailto: or https:// URL' })
      .optional(),
    /** Serves the OpenAPI document at /api/docs; unset, it is served everywhere but in production. */
    API_DOCS_ENABLED: bool.optional(),
    /** Serves Prometheus metrics at /metrics and times every request. */
    METRICS_ENABLED: bool.default(false),
    /** When set, /metrics answers only requests carrying it as a bearer token. */
    METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  })
  .superRefine((env, ctx) => {
    // One key without the other would half-configure Stripe: checkouts that can never be confirmed.
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other Stripe key is set' });
    }
    // Without Stripe, anyone could buy anything for free through the sandbox: only on purpose in production.
    if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && !env.PAYMENTS_SANDBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'is required in production (or set PAYMENTS_SANDBOX=true to run the test checkout where no money moves)',
      });
    }
    // coturn with use-auth-secret refuses every credential not signed with its secret.
    if (env.TURN_URLS.length > 0 && !env.TURN_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['TURN_SECRET'],
        message: "is required with TURN_URLS (coturn's static-auth-secret; TURN credentials are signed with it)",
      });
    }
    if (env.TURN_SECRET && env.TURN_URLS.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['TURN_URLS'],
        message: 'is required with TURN_SECRET (where is the TURN server?)',
      });
    }
    // A Janus without its secrets would either refuse every stream or let anyone in.
    if (env.JANUS_URL)
      for (const key of ['JANUS_TOKEN_SECRET', 'JANUS_ADMIN_KEY'] as const)
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when JANUS_URL is set' });
    if (env.JANUS_ADMIN_URL && !env.JANUS_ADMIN_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['JANUS_ADMIN_SECRET'],
        message: 'is required when JANUS_ADMIN_URL is set',
      });
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
    // Half a pair signs nothing a push service accepts; a key generated per instance would orphan subscriptions.
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other VAPID key is set' });
    } else if (env.NODE_ENV === 'production' && !env.VAPID_PUBLIC_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'is required in production, with VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.CONTACT_ENCRYPTION_KEY) {
      ctx.addIssue({ code: 'custom', path: ['CONTACT_ENCRYPTION_KEY'], message: 'is required in production' });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** The name of every setting read here (.env.example must list the same). */
export const ENV_SETTINGS: readonly string[] = Object.keys(EnvSchema.shape);

/**
 * Settings that are gone, with what replaces them: a deployment still setting them would otherwise
 * start without what it asked for (e.g. with no TURN at all) and nobody would know why.
 */
const RETIRED_SETTINGS: Readonly<Record<string, string>> = {
  STREAM_STUN_URLS: 'was renamed STUN_URLS',
  STREAM_TURN_URLS: 'was renamed TURN_URLS (with TURN_SECRET; see the README, "TURN")',
  STREAM_TURN_USERNAME:
    'is no longer read: members get short-lived TURN credentials signed with TURN_SECRET (see the README, "TURN")',
  STREAM_TURN_CREDENTIAL:
    'is no longer read: members get short-lived TURN credentials signed with TURN_SECRET (see the README, "TURN")',
};

/** The only reader of process.env: fails fast with a readable list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  const retired = Object.entries(RETIRED_SETTINGS)
    .filter(([key]) => source[key]?.trim())
    .map(([key, why]) => `  - ${key}: ${why}`);
  if (!result.success || retired.length > 0) {
    const issues = result.success ? [] : result.error.issues;
    const lines = issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${[...lines, ...retired].join('\n')}`);
  }
  return result.data;
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
