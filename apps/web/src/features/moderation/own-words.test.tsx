// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ownWords } from './own-words.tsx';

describe('ownWords', () => {
  it("sets the member's words apart, whatever they hold, and keeps the sentence around them", () => {
    const bio = 'My snap is <own>ama</own>\nsee you';
    const { container } = render(<p>{ownWords((b) => `Bio now: ${b}.`, bio)}</p>);
    expect(container.textContent).toBe(`Bio now: ${bio}.`);
    expect(container.querySelector('bdi')?.textContent).toBe(bio);
  });
});
