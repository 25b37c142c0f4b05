import { describe, expect, it } from 'vitest';
import { swipeForKey } from './swipe-keys.ts';

const key = (
  k: string,
  over: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; repeat: boolean }> = {},
) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...over,
});
const button = { tagName: 'BUTTON', closest: () => null };

describe('swipeForKey', () => {
  it('maps the arrows', () => {
    expect(swipeForKey(key('ArrowLeft'), button)).toBe('pass');
    expect(swipeForKey(key('ArrowRight'), button)).toBe('like');
    expect(swipeForKey(key('ArrowUp'), null)).toBe('super_like');
  });
  it('ignores other keys and down', () => {
    expect(swipeForKey(key('ArrowDown'), button)).toBeNull();
    expect(swipeForKey(key('Enter'), button)).toBeNull();
  });
  it('ignores modifiers and held keys', () => {
    expect(swipeForKey(key('ArrowRight', { shiftKey: true }), button)).toBeNull();
    expect(swipeForKey(key('ArrowRight', { metaKey: true }), button)).toBeNull();
    expect(swipeForKey(key('ArrowRight', { repeat: true }), button)).toBeNull();
  });
  it('leaves typing fields alone', () => {
    expect(swipeForKey(key('ArrowLeft'), { tagName: 'input' })).toBeNull();
    expect(swipeForKey(key('ArrowLeft'), { tagName: 'TEXTAREA' })).toBeNull();
    expect(swipeForKey(key('ArrowLeft'), { tagName: 'DIV', isContentEditable: true })).toBeNull();
  });
  it('leaves dialogs and menus alone', () => {
    expect(swipeForKey(key('ArrowRight'), { tagName: 'BUTTON', closest: () => ({}) })).toBeNull();
  });
});
