// @vitest-environment happy-dom
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonVariants } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a button of type button unless told otherwise', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('as a child, lends its look and handlers to the element it wraps and keeps both refs', () => {
    const mine = vi.fn();
    const theirs = vi.fn();
    const outer = createRef<HTMLButtonElement>();
    const inner = createRef<HTMLAnchorElement>();
    render(
      <Button asChild variant="outline" size="sm" className="mt-2" onClick={mine} ref={outer}>
        <a
          href="/auth"
          className="w-full"
          onClick={(e) => {
            e.preventDefault();
            theirs();
          }}
          ref={inner}
        >
          Create account
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Create account' });
    expect(link.getAttribute('type')).toBeNull();
    expect(link.className).toBe(`${buttonVariants({ variant: 'outline', size: 'sm' })} mt-2 w-full`);
    fireEvent.click(link);
    expect(theirs).toHaveBeenCalledTimes(1);
    expect(mine).toHaveBeenCalledTimes(1);
    expect(outer.current).toBe(link);
    expect(inner.current).toBe(link);
  });

  it('gives a link the button classes with an extra class', () => {
    expect(buttonVariants({ className: 'mt-5' })).toMatch(/bg-forest-800 .*h-11 px-6 text-base mt-5$/);
  });
});
