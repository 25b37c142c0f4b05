import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_SETTINGS, loadEnv } from './env.ts';

const lines = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8').split('\n');
/** `KEY=value` is set; `# KEY=value` is listed but unset. */
const SETTING = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/;
const settings = lines.flatMap((line, i) => {
  const m = SETTING.exec(line);
  return m ? [{ key: m[2]!, value: m[3]!, set: !m[1], comment: lines[i - 1] ?? '' }] : [];
});

describe('.env.example', () => {
  it('lists exactly the settings env.ts reads, each once', () => {
    const listed = settings.map((s) => s.key);
    expect(new Set(listed).size, 'a setting is listed twice').toBe(listed.length);
    expect(
      ENV_SETTINGS.filter((k) => !listed.includes(k)),
      'read by env.ts, missing from .env.example',
    ).toEqual([]);
    expect(
      listed.filter((k) => !ENV_SETTINGS.includes(k)),
      'in .env.example, not read by env.ts',
    ).toEqual([]);
  });

  it('says what each setting is for, on the line above it', () => {
    for (const s of settings) {
      expect(s.comment, s.key).toMatch(/^# \S/);
      expect(SETTING.test(s.comment), `${s.key} has no comment of its own`).toBe(false);
    }
  });

  it('starts the server as it is, with no secret in it', () => {
    const env = Object.fromEntries(settings.filter((s) => s.set).map((s) => [s.key, s.value]));
    expect(() => loadEnv(env)).not.toThrow();
    for (const key of [
      'AUTH_SECRET',
      'CONTACT_ENCRYPTION_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'S3_SECRET_ACCESS_KEY',
      'TURN_SECRET',
      'JANUS_TOKEN_SECRET',
      'JANUS_ADMIN_KEY',
    ]) {
      expect(
        settings.find((s) => s.key === key),
        key,
      ).toMatchObject({ set: false, value: '' });
    }
  });
});
