import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { resolveContactKey } from './contact-key.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sankofa-key-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('resolveContactKey', () => {
  it('makes a 32-byte key file readable by its owner only, and reuses it', () => {
    const dataDir = path.join(dir, 'data');
    const env = loadEnv({ DATA_DIR: dataDir });
    const first = resolveContactKey(env);
    expect(first.length).toBe(32);
    const file = path.join(dataDir, 'contact-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first)).toBe(true);
    expect(resolveContactKey(env).equals(first)).toBe(true);
  });

  it('takes the key from the environment when set, and writes no file', () => {
    const key = randomBytes(32);
    const env = loadEnv({ DATA_DIR: dir, CONTACT_ENCRYPTION_KEY: key.toString('base64') });
    expect(resolveContactKey(env).equals(key)).toBe(true);
    expect(() => statSync(path.join(dir, 'contact-key'))).toThrow();
  });

  it('refuses a key file that does not hold 32 bytes rather than making a new key', () => {
    writeFileSync(path.join(dir, 'contact-key'), randomBytes(16).toString('base64'));
    expect(() => resolveContactKey(loadEnv({ DATA_DIR: dir }))).toThrow(/32-byte/);
  });
});
