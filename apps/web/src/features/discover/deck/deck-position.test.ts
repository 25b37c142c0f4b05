import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { canUndo, deckCounter, deckView, indexAfterUndo, isLastLoaded } from './deck-position.ts';

// The texts come from the English Discover file, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('discover'));

describe('deckCounter', () => {
  it('counts from one', () => {
    expect(deckCounter(0, 15, 40)).toBe('1 of 40');
    expect(deckCounter(14, 15, 40)).toBe('15 of 40');
  });
  it('never exceeds its total', () => {
    expect(deckCounter(16, 20, 18)).toBe('17 of 20');
    expect(deckCounter(0, 0, 0)).toBe('1 of 1');
  });
});

describe('deckView', () => {
  it('shows a card while one is loaded at the index', () => {
    expect(deckView(0, 3, false)).toBe('card');
    expect(deckView(2, 3, true)).toBe('card');
  });
  it('fetches past the end when the server has more, else ends', () => {
    expect(deckView(3, 3, true)).toBe('fetching');
    expect(deckView(3, 3, false)).toBe('end');
    expect(deckView(0, 0, false)).toBe('end');
  });
});

describe('isLastLoaded and canUndo', () => {
  it('knows the last card', () => {
    expect(isLastLoaded(2, 3)).toBe(true);
    expect(isLastLoaded(1, 3)).toBe(false);
    expect(isLastLoaded(0, 0)).toBe(false);
  });
  it('undo only after the first card', () => {
    expect(canUndo(0)).toBe(false);
    expect(canUndo(1)).toBe(true);
  });
});

describe('indexAfterUndo', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('returns to the undone person', () => {
    expect(indexAfterUndo(ids, 3, 'c')).toBe(2);
    expect(indexAfterUndo(ids, 3, 'a')).toBe(0);
  });
  it('steps back one when the person is unknown or not behind', () => {
    expect(indexAfterUndo(ids, 3, null)).toBe(2);
    expect(indexAfterUndo(ids, 3, 'zzz')).toBe(2);
    expect(indexAfterUndo(ids, 1, 'd')).toBe(0);
  });
  it('never goes below zero', () => {
    expect(indexAfterUndo(ids, 0, null)).toBe(0);
  });
});
