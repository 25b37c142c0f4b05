import type { InfiniteData } from '@tanstack/react-query';
import type { StreamCard, StreamList } from '@sankofa/contracts';

export type StreamPages = InfiniteData<StreamList, string | null>;

/**
 * Small edits to the cached Discover list, one per live event, so the list never reloads for them.
 * Each returns the same object when nothing changes (react-query then skips the re-render) and
 * leaves an unloaded list (undefined) alone.
 */
function mapCards(data: StreamPages | undefined, fn: (card: StreamCard) => StreamCard | null): StreamPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const streams: StreamCard[] = [];
    for (const card of page.streams) {
      const next = fn(card);
      if (next !== card) pageChanged = true;
      if (next) streams.push(next);
    }
    if (!pageChanged) return page;
    changed = true;
    return { ...page, streams };
  });
  return changed ? { ...data, pages } : data;
}

/** A stream went live: newest first, so it goes on top (or replaces the card already shown). */
export function streamStarted(data: StreamPages | undefined, stream: StreamCard): StreamPages | undefined {
  if (!data) return data;
  if (stream.status !== 'live') return streamEnded(data, stream.id);
  const present = data.pages.some((p) => p.streams.some((s) => s.id === stream.id));
  if (present) return mapCards(data, (card) => (card.id === stream.id ? stream : card));
  const [first, ...rest] = data.pages;
  if (!first) return { ...data, pages: [{ streams: [stream], nextCursor: null }], pageParams: [null] };
  return { ...data, pages: [{ ...first, streams: [stream, ...first.streams] }, ...rest] };
}

export function streamEnded(data: StreamPages | undefined, streamId: string): StreamPages | undefined {
  return mapCards(data, (card) => (card.id === streamId ? null : card));
}

export function viewersChanged(
  data: StreamPages | undefined,
  streamId: string,
  viewerCount: number,
): StreamPages | undefined {
  return mapCards(data, (card) =>
    card.id === streamId && card.viewerCount !== viewerCount ? { ...card, viewerCount } : card,
  );
}

export function thumbnailChanged(
  data: StreamPages | undefined,
  streamId: string,
  thumbnailUrl: string,
): StreamPages | undefined {
  return mapCards(data, (card) =>
    card.id === streamId && card.thumbnailUrl !== thumbnailUrl ? { ...card, thumbnailUrl } : card,
  );
}

/** Every card once, in list order (a card can appear on two pages when streams start between page loads). */
export function allCards(data: { pages: StreamList[] } | undefined): StreamCard[] {
  const seen = new Set<string>();
  const out: StreamCard[] = [];
  for (const page of data?.pages ?? []) {
    for (const card of page.streams) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      out.push(card);
    }
  }
  return out;
}
