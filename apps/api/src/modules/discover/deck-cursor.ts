import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

/**
 * Where a deck page ended: the (score, id) of its last card and whether that card was a real person
 * or a demo profile (demo cards come after every real one). Opaque to the client so the ordering can
 * change without breaking it.
 */
export type DeckCursor = { phase: 'real' | 'demo'; score: number; id: string };

const Shape = z.strictObject({
  p: z.enum(['r', 'd']),
  s: z.number().int().min(0).max(100),
  i: z.string().min(1).max(60),
});

export function encodeDeckCursor(c: DeckCursor): string {
  return Buffer.from(JSON.stringify({ p: c.phase === 'real' ? 'r' : 'd', s: c.score, i: c.id })).toString('base64url');
}

export function decodeDeckCursor(raw: string): DeckCursor {
  try {
    const parsed = Shape.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (parsed.p === 'r' && !z.uuid().safeParse(parsed.i).success) throw new Error('bad id');
    return { phase: parsed.p === 'r' ? 'real' : 'demo', score: parsed.s, id: parsed.i };
  } catch {
    throw new AppError(400, 'invalid_cursor', 'This page of the deck is no longer valid. Please start over.');
  }
}
