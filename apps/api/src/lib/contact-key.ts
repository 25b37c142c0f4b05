import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Env } from '../config/env.ts';

/**
 * The AES-256 key for contact details: from the environment, or (embedded default only) a key file
 * made once in DATA_DIR and readable by its owner alone. Production refuses to start without the
 * variable (see env.ts), so there is never a fallback constant.
 */
export function resolveContactKey(env: Env): Buffer {
  if (env.CONTACT_ENCRYPTION_KEY) return Buffer.from(env.CONTACT_ENCRYPTION_KEY, 'base64');
  const file = path.resolve(env.DATA_DIR, 'contact-key');
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return key;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
