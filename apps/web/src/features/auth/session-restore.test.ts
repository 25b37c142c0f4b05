// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionManager } from '@/lib/session-manager.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'sankofa_signed_in=; max-age=0; path=/';
});

describe('SessionManager.restore', () => {
  it('makes no request for a visitor who never signed in here', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await new SessionManager().restore()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes when the browser says a session may exist', async () => {
    document.cookie = 'sankofa_signed_in=1; path=/';
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'session_not_found', message: 'ended' } }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await new SessionManager().restore()).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
  });
});
