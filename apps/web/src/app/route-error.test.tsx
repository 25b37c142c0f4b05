// @vitest-environment happy-dom
import { lazy, Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@/lib/i18n/i18n.ts';
import { RouteError } from './route-error.tsx';
import { routes } from './routes.tsx';

const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: https://example.org/assets/discover-page-abc123.js');

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A route whose page is a lazy chunk that fails as given, under the error element as the app has it. */
async function visit(fail: () => Error) {
  const Page = lazy<ComponentType>(() => Promise.reject(fail()));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        element: (
          <Suspense fallback={<p>Loading page</p>}>
            <Page />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  await act(async () => void render(<RouterProvider router={router} />));
}

describe('RouteError', () => {
  it('guards every page of the app from the root route', () => {
    expect(routes).toHaveLength(1);
    expect(routes[0]!.errorElement).toEqual(<RouteError />);
  });

  it('reloads once when a page’s chunk is gone after a deploy', async () => {
    await visit(chunkGone);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('Loading the latest version');
    expect(window.sessionStorage.getItem('chunk-reload-at')).toMatch(/^\d+$/);
  });

  it('shows a calm page instead of reloading again when the chunk is still missing after the reload', async () => {
    await visit(chunkGone);
    cleanup();
    await visit(chunkGone);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Time for a refresh');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('does not reload for an error a reload would not fix', async () => {
    await visit(() => new TypeError("Cannot read properties of undefined (reading 'photos')"));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('does not reload while offline, and says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await visit(chunkGone);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('You seem to be offline');
  });
});
