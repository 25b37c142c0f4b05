import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

/**
 * Where a deck page ended: the (priority, score, id) of its last card and whether that card was a
 * real person or a demo profile (demo cards come after every real one, and have priority 0). Opaque
 * to the client so the ordering can change without breaking it.
 */
export type DeckCursor = {
  phase: 'real' | 'demo';
  /** 2 boosted, 1 priority like, 0 (decision 0014). */
  priority: number;
  score: number;
  id: string;
  /** The pass's total, counted once on its first page so later pages need not count again. */
  total?: number;
};

const Shape = z.strictObject({
  p: z.enum(['r', 'd']),
  // Absent in cursors made before priorities existed: their decks were all priority 0.
  k: z.number().int().min(0).max(2).optional(),
  s: z.number().int().min(0).max(100),
  i: z.string().min(1).max(60),
  t: z.number().int().min(0).max(1_000_000).optional(),
});

export function encodeDeckCursor(c: DeckCursor): string {
  const shape = { p: c.phase === 'real' ? 'r' : 'd', k: c.priority, s: c.score, i: c.id, t: c.total };
  return Buffer.from(JSON.stringify(shape)).toString('base64url');
}

export function decodeDeckCursor(raw: string): DeckCursor {
  try {
    const parsed = Shape.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (parsed.p === 'r' && !z.uuid().safeParse(parsed.i).success) throw new Error('bad id');
    const phase = parsed.p === 'r' ? 'real' : 'demo';
    return { phase, priority: parsed.k ?? 0, score: parsed.s, id: parsed.i, total: parsed.t };
  } catch {
    throw new AppError(400, 'invalid_cursor', 'This page of the deck is no longer valid. Please start over.');
  }
}
