import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { NotificationCursor } from './notifications.repo.ts';

const Payload = z.tuple([z.string().min(1).max(64), z.uuid()]);
const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)?$/;

export const encodeNotificationCursor = (c: NotificationCursor): string =>
  Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');

export function decodeNotificationCursor(raw: string): NotificationCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = Payload.safeParse(parsed);
  // Bound as a parameter either way, but a malformed timestamp would be a database error (500).
  if (!result.success || !TIMESTAMP.test(result.data[0])) {
    throw new AppError(400, 'invalid_cursor', 'This list position is no longer valid. Please reload the list.');
  }
  return { at: result.data[0], id: result.data[1].toLowerCase() };
}
