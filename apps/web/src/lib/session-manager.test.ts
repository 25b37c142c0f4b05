import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionManager } from '@/lib/session-manager.ts';

const user = {
  id: '7b1e1c1e-2f4f-4d7e-9a57-2f1f1d6f0a11',
  email: 'a@b.co',
  emailConfirmedAt: null,
  createdAt: '2026-11-21T00:00:00.000Z',
  location: 'Lagos',
  bio: '',
  biometricConsent: false,
};
const session = (token: string) => ({ accessToken: token, expiresAt: Math.floor(Date.now() / 1000) + 900, user });

afterEach(() => vi.unstubAllGlobals());

describe('SessionManager', () => {
  it('shares one refresh between concurrent callers', async () => {
    let resolve!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetch);
    const m = new SessionManager();
    const a = m.refresh();
    const b = m.refresh();
    resolve(new Response(JSON.stringify(session('t1')), { status: 200 }));
    expect(await a).toEqual(user);
    expect(await b).toEqual(user);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await m.getAccessToken()).toBe('t1');
  });

  it('is signed out when the server has no session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'session_not_found', message: 'x' } }), { status: 401 }),
      ),
    );
    const m = new SessionManager();
    const seen: unknown[] = [];
    m.subscribe((u) => seen.push(u));
    expect(await m.refresh()).toBeNull();
    expect(seen).toEqual([null]);
    expect(await m.getAccessToken()).toBeNull();
  });

  it('retries a refused request once after refreshing', async () => {
    const answers = [
      new Response(JSON.stringify(session('old')), { status: 200 }),
      new Response(JSON.stringify({ error: { code: 'invalid_token', message: 'expired' } }), { status: 401 }),
      new Response(JSON.stringify(session('new')), { status: 200 }),
      new Response(JSON.stringify({ user }), { status: 200 }),
    ];
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    const m = new SessionManager();
    await m.refresh();
    expect(await m.authed('/api/auth/user')).toEqual({ user });
    const last = fetch.mock.calls[3]!;
    expect((last[1]!.headers as Record<string, string>).authorization).toBe('Bearer new');
  });
});
