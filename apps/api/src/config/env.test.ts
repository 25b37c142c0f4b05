import { describe, expect, it } from 'vitest';
import { loadEnv, publicUrl } from './env.ts';

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
      loadEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, CONTACT_ENCRYPTION_KEY: key }).CONTACT_ENCRYPTION_KEY,
    ).toBe(key);
  });

  it('refuses a contact encryption key that is not 32 bytes', () => {
    expect(() => loadEnv({ CONTACT_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrowError(
      /CONTACT_ENCRYPTION_KEY: must be 32 bytes, base64-encoded/,
    );
  });

  it('refuses access tokens that live longer than 15 minutes', () => {
    expect(() => loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '3600' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });
});
