import { DECK_PAGE_SIZE, type DeckPage, type PublicProfile } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { decodeDeckCursor, encodeDeckCursor, type DeckCursor } from './deck-cursor.ts';
import { countDeck, selectDeckPage, selectViewerAndPage, type DeckCardRow } from './deck.repo.ts';
import { rankedDemos } from './demo-deck.ts';
import { hasAnyFilter } from './filter-rules.ts';
import { appliedFilters, deckNeedsBuilding, prepareDeck } from './prepare-deck.ts';
import { bucketFromIndex, demoCard, onlineSet, publicCard } from './public-card.ts';

const onboardingRequired = () =>
  new AppError(403, 'onboarding_required', 'Please finish setting up your profile to start discovering people.');

const comesAfter = (score: number, id: string, c: DeckCursor) => score < c.score || (score === c.score && id > c.id);

/**
 * One page of the viewer's deck: prepared real people by (priority desc, score desc, id), then demo
 * profiles, read by keyset. A page is one statement (viewer and page together; a first page also counts the pass in
 * it unless it is about to be rebuilt); demo profiles come from demo-deck.ts. A rebuild reads the
 * new page and count after it.
 */
export async function deckPage(
  deps: Pick<AppDeps, 'clock' | 'database' | 'presence' | 'storage'>,
  userId: string,
  query: { cursor?: string; restart?: 'true' | 'false' },
): Promise<DeckPage> {
  const db = deps.database.db;
  const cursor = query.cursor ? decodeDeckCursor(query.cursor) : null;
  const wantsReal = !cursor || cursor.phase === 'real';
  const after = cursor?.phase === 'real' ? { priority: cursor.priority, score: cursor.score, id: cursor.id } : null;
  // The pass's size is counted on its first page and carried in the cursor: it only feeds the
  // viewer's own 'n of total', and recounting on every page was the costliest statement of a page.
  const needsCount = cursor?.total === undefined;
  const read = await selectViewerAndPage(
    db,
    userId,
    wantsReal ? { after, limit: DECK_PAGE_SIZE + 1 } : null,
    needsCount,
    deps.clock(),
  );
  const viewer = read?.viewer;
  if (!read || !viewer?.onboardedAt) throw onboardingRequired();
  let rows: DeckCardRow[] = read.cards;
  let realTotal = read.total;
  if (deckNeedsBuilding(viewer, { hasCursor: cursor !== null, restart: query.restart === 'true', now: deps.clock() })) {
    await prepareDeck(deps, viewer);
    [rows, realTotal] = await Promise.all([
      wantsReal ? selectDeckPage(db, userId, after, DECK_PAGE_SIZE + 1) : [],
      needsCount ? countDeck(db, userId) : null,
    ]);
  } else if (needsCount && realTotal === null) {
    realTotal = await countDeck(db, userId);
  }

  const cards: Array<{ card: PublicProfile; next: DeckCursor }> = [];
  const moreReal = rows.length > DECK_PAGE_SIZE;
  const shown = rows.slice(0, DECK_PAGE_SIZE);
  const online = await onlineSet(
    deps,
    shown.map((r) => r.userId),
  );
  for (const r of shown) {
    const card = publicCard(deps, r, {
      distance: bucketFromIndex(r.distanceBucket),
      matchPercent: r.score,
      online: online.has(r.userId),
    });
    cards.push({ card, next: { phase: 'real', priority: r.priority, score: r.score, id: r.userId } });
  }

  // Demo profiles matter only to the total (first page) and once the real cards run out. They are
  // samples, not people: a deck narrowed by filters holds real people only (decision 0015).
  const wantsDemos = (needsCount || !moreReal) && !hasAnyFilter(appliedFilters(viewer));
  const demos = wantsDemos ? await rankedDemos(deps, viewer) : [];
  const total = cursor?.total ?? realTotal! + demos.length;
  const demoStart = cursor?.phase === 'demo' ? demos.filter((d) => comesAfter(d.score, d.row.id, cursor)) : demos;
  let moreDemo = demoStart.length > 0;
  if (!moreReal) {
    const room = DECK_PAGE_SIZE - cards.length;
    for (const d of demoStart.slice(0, room)) {
      cards.push({
        card: demoCard(d.row, d.score),
        next: { phase: 'demo', priority: 0, score: d.score, id: d.row.id },
      });
    }
    moreDemo = demoStart.length > room;
  }

  const last = cards.at(-1);
  return {
    cards: cards.map((c) => c.card),
    nextCursor: last && (moreReal || moreDemo) ? encodeDeckCursor({ ...last.next, total }) : null,
    total,
  };
}
