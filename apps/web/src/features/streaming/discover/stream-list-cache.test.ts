import { describe, expect, it } from 'vitest';
import type { StreamCard } from '@sankofa/contracts';
import {
  allCards,
  streamEnded,
  streamStarted,
  thumbnailChanged,
  viewersChanged,
  type StreamPages,
} from './stream-list-cache.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const card = (n: number, over: Partial<StreamCard> = {}): StreamCard => ({
  id: id(n),
  title: `Stream ${n}`,
  description: '',
  category: 'general',
  hostId: id(100 + n),
  hostName: 'Ama',
  hostPhotoUrl: null,
  premium: false,
  slowModeSeconds: 0,
  hostVerified: false,
  viewerCount: 0,
  status: 'live',
  thumbnailUrl: null,
  startedAt: '2026-11-22T10:00:00.000Z',
  endedAt: null,
  ...over,
});
const pages = (...lists: StreamCard[][]): StreamPages => ({
  pages: lists.map((streams, i) => ({ streams, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
  pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});

describe('stream list cache', () => {
  it('puts a new stream on top and replaces one already shown', () => {
    const data = pages([card(1)], [card(2)]);
    expect(allCards(streamStarted(data, card(3))).map((c) => c.id)).toEqual([id(3), id(1), id(2)]);
    const updated = streamStarted(data, card(2, { title: 'New title' }));
    expect(allCards(updated).map((c) => c.title)).toEqual(['Stream 1', 'New title']);
    expect(updated!.pages[0]).toBe(data.pages[0]);
  });

  it('starts a list that had no page and leaves an unloaded one alone', () => {
    expect(streamStarted(undefined, card(1))).toBeUndefined();
    expect(allCards(streamStarted({ pages: [], pageParams: [] }, card(1)))).toHaveLength(1);
  });

  it('removes an ended stream wherever it is', () => {
    const data = pages([card(1), card(2)], [card(3)]);
    const next = streamEnded(data, id(3));
    expect(allCards(next).map((c) => c.id)).toEqual([id(1), id(2)]);
    expect(next!.pages[0]).toBe(data.pages[0]);
    expect(streamEnded(data, id(9))).toBe(data);
  });

  it('changes only the one card for viewer counts and thumbnails', () => {
    const data = pages([card(1), card(2)]);
    const next = viewersChanged(data, id(2), 4);
    expect(allCards(next).map((c) => c.viewerCount)).toEqual([0, 4]);
    expect(next!.pages[0]!.streams[0]).toBe(data.pages[0]!.streams[0]);
    expect(viewersChanged(next, id(2), 4)).toBe(next);
    expect(allCards(thumbnailChanged(data, id(1), '/t.webp'))[0]!.thumbnailUrl).toBe('/t.webp');
  });

  it('lists each card once', () => {
    expect(allCards(pages([card(1), card(2)], [card(2), card(3)])).map((c) => c.id)).toEqual([id(1), id(2), id(3)]);
  });
});
