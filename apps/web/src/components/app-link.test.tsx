// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NavigateContext } from '@/lib/navigation.ts';
import { AppLink } from './app-link.tsx';

afterEach(cleanup);

function renderLink(navigate: (to: string) => void, target?: string) {
  const onClick = vi.fn();
  render(
    <NavigateContext.Provider value={navigate}>
      <AppLink to="/auth" target={target} onClick={onClick}>
        Sign In
      </AppLink>
    </NavigateContext.Provider>,
  );
  return { link: screen.getByRole('link', { name: 'Sign In' }), onClick };
}

describe('AppLink', () => {
  it('is a real link to its address, and an ordinary click moves the app there', () => {
    const navigate = vi.fn();
    const { link, onClick } = renderLink(navigate);
    expect(link.getAttribute('href')).toBe('/auth');
    const notCancelled = fireEvent.click(link, { button: 0 });
    expect(notCancelled).toBe(false);
    expect(onClick).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it('leaves a click with a modifier key, a middle click or another target to the browser', () => {
    const navigate = vi.fn();
    const { link } = renderLink(navigate);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(fireEvent.click(link, { button: 0, ...init })).toBe(true);
    cleanup();
    const other = renderLink(navigate, '_blank');
    expect(fireEvent.click(other.link, { button: 0 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
