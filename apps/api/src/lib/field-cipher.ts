import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for single database fields. Layout: version (1) | iv (12) | tag (16) | ciphertext.
 * The version byte lets a later key or algorithm change tell old values from new ones.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/** The value was altered, belongs to another row or column, or was sealed with another key. */
export class UnreadableFieldError extends Error {
  constructor(reason: string) {
    super(`field cannot be decrypted: ${reason}`);
    this.name = 'UnreadableFieldError';
  }
}

/** Binds a ciphertext to its owner and column, so a value copied elsewhere does not decrypt. */
export const fieldContext = (userId: string, field: string) => `${userId}:${field}`;

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
}

export function sealField(key: Buffer, plaintext: string, context: string): Buffer {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), body]);
}

export function openField(key: Buffer, sealed: Buffer, context: string): string {
  assertKey(key);
  if (sealed.length < HEADER_BYTES) throw new UnreadableFieldError('too short');
  if (sealed[0] !== VERSION) throw new UnreadableFieldError(`unknown version ${sealed[0]}`);
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new UnreadableFieldError('authentication failed');
  }
}
