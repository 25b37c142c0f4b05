import { describe, expect, it } from 'vitest';
import { loadEnv, publicUrl } from './env.ts';

/** A VAPID pair of the right sizes (not a real key: these tests only parse settings). */
const VAPID = {
  VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
  VAPID_PRIVATE_KEY: Buffer.alloc(32, 9).toString('base64url'),
};

describe('loadEnv', () => {
  it('gives the embedded defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ APP_NAME: 'Sankofa', PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(publicUrl(env)).toBe('http://localhost:3000');
  });

  it('fails fast with a readable list of every problem', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrowError(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrowError(/AUTH_SECRET: is required in production/);
  });

  it('refuses to start in production without a contact encryption key', () => {
    const secret = 'x'.repeat(32);
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: secret })).toThrowError(
      /CONTACT_ENCRYPTION_KEY: is required in production/,
    );
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      loadEnv({
        NODE_ENV: 'production',
        AUTH_SECRET: secret,
        CONTACT_ENCRYPTION_KEY: key,
        PAYMENTS_SANDBOX: 'true',
        ...VAPID,
      }).CONTACT_ENCRYPTION_KEY,
    ).toBe(key);
  });

  it('refuses a contact encryption key that is not 32 bytes', () => {
    expect(() => loadEnv({ CONTACT_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrowError(
      /CONTACT_ENCRYPTION_KEY: must be 32 bytes, base64-encoded/,
    );
  });

  it('takes both Stripe keys or neither, and refuses the free sandbox in production unless asked for', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrowError(
      /STRIPE_WEBHOOK_SECRET: is required when the other Stripe key is set/,
    );
    expect(() => loadEnv({ STRIPE_WEBHOOK_SECRET: 'pk_x' })).toThrowError(
      /STRIPE_WEBHOOK_SECRET: must be a Stripe webhook/,
    );
    const prod = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      CONTACT_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
      ...VAPID,
    };
    expect(() => loadEnv(prod)).toThrowError(/STRIPE_SECRET_KEY: is required in production/);
    expect(
      loadEnv({ ...prod, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).STRIPE_SECRET_KEY,
    ).toBe('sk_live_x');
    expect(loadEnv({ ...prod, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
  });

  it('streams peer to peer without Janus; with JANUS_URL it needs both Janus secrets', () => {
    expect(loadEnv({})).toMatchObject({ STREAM_MAX_VIEWERS: 8, STREAM_MAX_VIEWERS_SFU: 500 });
    expect(loadEnv({}).JANUS_URL).toBeUndefined();
    expect(() => loadEnv({ JANUS_URL: 'ws://127.0.0.1:8188' })).toThrowError(
      /JANUS_TOKEN_SECRET: is required when JANUS_URL is set\n {2}- JANUS_ADMIN_KEY: is required when JANUS_URL is set/,
    );
    expect(() => loadEnv({ JANUS_URL: 'http://127.0.0.1:8088/janus' })).toThrowError(
      /JANUS_URL: must be a ws:\/\/ or wss:\/\/ URL/,
    );
    const secrets = { JANUS_TOKEN_SECRET: 's'.repeat(16), JANUS_ADMIN_KEY: 'k'.repeat(16) };
    expect(loadEnv({ JANUS_URL: 'wss://janus.example/ws', ...secrets })).toMatchObject({
      JANUS_URL: 'wss://janus.example/ws',
    });
  });

  it('generates VAPID keys in development, needs both in production, and checks their sizes', () => {
    expect(loadEnv({}).VAPID_PUBLIC_KEY).toBeUndefined();
    const prod = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      CONTACT_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
      PAYMENTS_SANDBOX: 'true',
    };
    expect(() => loadEnv(prod)).toThrowError(/VAPID_PUBLIC_KEY: is required in production/);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrowError(
      /VAPID_PRIVATE_KEY: is required when the other VAPID key is set/,
    );
    expect(() => loadEnv({ ...VAPID, VAPID_PRIVATE_KEY: 'short' })).toThrowError(
      /VAPID_PRIVATE_KEY: must be a base64url P-256 private key/,
    );
    expect(() => loadEnv({ VAPID_SUBJECT: 'ops@example.org' })).toThrowError(
      /VAPID_SUBJECT: must be a mailto: or https:\/\/ URL/,
    );
    expect(loadEnv({ ...prod, ...VAPID }).VAPID_PRIVATE_KEY).toBe(VAPID.VAPID_PRIVATE_KEY);
  });

  it('refuses access tokens that live longer than 15 minutes', () => {
    expect(() => loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '3600' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('takes TURN only with its secret, checks URL schemes, and names what replaced the static TURN settings', () => {
    const secret = 'a'.repeat(32);
    const env = loadEnv({
      STUN_URLS: ' stun:stun.example.org:3478 ,',
      TURN_URLS: 'turn:turn.example.org:3478?transport=udp,turns:turn.example.org:5349',
      TURN_SECRET: secret,
    });
    expect(env.STUN_URLS).toEqual(['stun:stun.example.org:3478']);
    expect(env.TURN_URLS).toEqual(['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349']);
    expect(env.TURN_CREDENTIAL_TTL_SECONDS).toBe(3600);
    expect(loadEnv({}).TURN_URLS).toEqual([]);
    expect(() => loadEnv({ TURN_URLS: 'turn:turn.example.org' })).toThrowError(
      /TURN_SECRET: is required with TURN_URLS/,
    );
    expect(() => loadEnv({ TURN_SECRET: secret })).toThrowError(/TURN_URLS: is required with TURN_SECRET/);
    expect(() => loadEnv({ TURN_URLS: 'turn:t.example.org', TURN_SECRET: 'short' })).toThrowError(
      /TURN_SECRET: must be at least 16/,
    );
    expect(() => loadEnv({ TURN_URLS: 'stun:t.example.org', TURN_SECRET: secret })).toThrowError(
      /TURN_URLS: 'stun:t.example.org' is not a turn: or turns: URL/,
    );
    expect(() => loadEnv({ STUN_URLS: 'https://stun.example.org' })).toThrowError(
      /STUN_URLS: 'https:\/\/stun.example.org' is not a stun: or stuns: URL/,
    );
    expect(() =>
      loadEnv({ TURN_URLS: 'turn:t.example.org', TURN_SECRET: secret, TURN_CREDENTIAL_TTL_SECONDS: '30' }),
    ).toThrowError(/TURN_CREDENTIAL_TTL_SECONDS/);
    expect(() =>
      loadEnv({ STREAM_TURN_USERNAME: 'u', STREAM_TURN_CREDENTIAL: 'p', STREAM_TURN_URLS: 'turn:x' }),
    ).toThrowError(
      /STREAM_TURN_URLS: was renamed TURN_URLS[\s\S]*STREAM_TURN_USERNAME: is no longer read: members get short-lived TURN credentials signed with TURN_SECRET[\s\S]*STREAM_TURN_CREDENTIAL: is no longer read/,
    );
    expect(() => loadEnv({ STREAM_STUN_URLS: 'stun:x' })).toThrowError(/STREAM_STUN_URLS: was renamed STUN_URLS/);
    // Left empty (as in an old .env file), they change nothing and stop nothing.
    expect(() => loadEnv({ STREAM_TURN_USERNAME: '' })).not.toThrow();
  });
});
