import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Env } from '../config/env.ts';
import type { VapidKeys } from '../adapters/push/web-push-sender.ts';

/**
 * The VAPID key pair: from the environment, or (embedded default only) generated once into
 * DATA_DIR/vapid-keys.json, readable by its owner alone. Browsers subscribe with the public key, so
 * it must stay the same across restarts: a new pair would orphan every subscription. Production
 * refuses to start without the variables (env.ts).
 */
export function resolveVapidKeys(env: Env): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = path.resolve(env.DATA_DIR, 'vapid-keys.json');
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
      throw new Error(`${file} does not hold a VAPID key pair`);
    return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}
