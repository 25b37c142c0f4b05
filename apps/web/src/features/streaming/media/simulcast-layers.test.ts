import { describe, expect, it } from 'vitest';
import { LayerChooser, STEP_UP_AFTER_MS, TOP_LAYER } from './simulcast-layers.ts';

describe('the layer a viewer asks Janus for', () => {
  it('starts at the full picture and steps down one layer per slow-link report, never below the smallest', () => {
    const c = new LayerChooser();
    expect(c.layer).toBe(TOP_LAYER);
    expect(c.slowLink(1_000)).toBe(1);
    expect(c.slowLink(2_000)).toBe(0);
    expect(c.slowLink(3_000)).toBeNull();
    expect(c.layer).toBe(0);
  });

  it('steps back up one layer at a time after a quiet spell, and not before', () => {
    const c = new LayerChooser();
    c.slowLink(0);
    c.slowLink(0);
    expect(c.tick(STEP_UP_AFTER_MS - 1)).toBeNull();
    expect(c.tick(STEP_UP_AFTER_MS)).toBe(1);
    expect(c.tick(STEP_UP_AFTER_MS + 1)).toBeNull();
    expect(c.tick(2 * STEP_UP_AFTER_MS)).toBe(2);
    expect(c.tick(10 * STEP_UP_AFTER_MS)).toBeNull();
  });
});
