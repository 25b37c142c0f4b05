import { describe, expect, it } from 'vitest';
import type { ViewerRow } from './deck.repo.ts';
import { deckNeedsBuilding, viewerKey } from './prepare-deck.ts';

// The deck's digest and the filters (decision 0015): what applies, not what is saved, is in it.
const builtAt = new Date('2026-11-22T10:00:00Z');
const viewer = (filters: unknown): ViewerRow => ({
  userId: '00000000-0000-4000-8000-000000000001',
  gender: 'woman',
  interestedIn: 'men',
  distanceMiles: 25,
  latSnapped: 5.6,
  lngSnapped: -0.19,
  interests: ['Highlife'],
  languages: [],
  personality: 'ENFJ',
  relationshipGoals: 'long-term',
  filters,
  onboardedAt: builtAt,
  builtAt,
  viewerKey: null,
  lastSwipeAt: null,
  boostedSinceBuild: false,
});

describe('viewerKey and filters', () => {
  it('is the same without a saved row, with empty groups, and with groups the plan does not include', () => {
    const none = viewerKey(viewer(null));
    expect(viewerKey(viewer({ cultural: null, advanced: null }))).toBe(none);
    expect(viewerKey(viewer({ cultural: { minMatch: null, interests: [] }, advanced: {} }))).toBe(none);
  });

  it('changes when a filter applies, when it changes, and when the plan stops including it', () => {
    const gold = viewerKey(viewer({ cultural: { minMatch: 85 }, advanced: null }));
    expect(gold).not.toBe(viewerKey(viewer(null)));
    expect(gold).not.toBe(viewerKey(viewer({ cultural: { minMatch: 70 }, advanced: null })));
    // The same saved row read after the plan ended: its group comes back null.
    const ended = viewer({ cultural: null, advanced: null });
    expect(viewerKey(ended)).not.toBe(gold);
    expect(deckNeedsBuilding({ ...ended, viewerKey: gold }, { hasCursor: false, restart: false, now: builtAt })).toBe(
      true,
    );
    expect(deckNeedsBuilding({ ...ended, viewerKey: gold }, { hasCursor: true, restart: false, now: builtAt })).toBe(
      false,
    );
  });
});
