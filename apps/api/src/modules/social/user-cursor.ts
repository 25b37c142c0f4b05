import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

/**
 * Position in the All Users list, which is ordered by (profile created_at, user_id), newest first.
 * The timestamp travels as PostgreSQL's own text form so its microseconds survive the round trip
 * (a JS Date keeps milliseconds only, and two sign-ups in one millisecond would be skipped).
 */
interface UserCursor {
  createdAt: string;
  userId: string;
}

const Payload = z.tuple([z.string().min(1).max(64), z.uuid()]);

export function encodeUserCursor(c: UserCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.userId])).toString('base64url');
}

export function decodeUserCursor(raw: string): UserCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = Payload.safeParse(parsed);
  // The timestamp is bound as a parameter, but a malformed one would be a database error (500);
  // the shape check keeps it a readable 400.
  if (!result.success || !/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)?$/.test(result.data[0])) {
    throw new AppError(400, 'invalid_cursor', 'This list position is no longer valid. Please reload the list.');
  }
  return { createdAt: result.data[0], userId: result.data[1].toLowerCase() };
}
