import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client.ts';
import { i18n } from './i18n/i18n.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('says in the language shown what it could not get from the server', async () => {
    await i18n.changeLanguage('sw');
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      expect(await apiRequest('/api/x').catch((e) => e)).toMatchObject({
        code: 'network_error',
        message: 'Hatukuweza kufikia seva. Tafadhali angalia muunganisho wako kisha ujaribu tena.',
      });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('<html>', { status: 503 })),
      );
      expect(await apiRequest('/api/x').catch((e) => e)).toMatchObject({
        message: 'Huduma ina shughuli nyingi. Tafadhali jaribu tena baada ya muda mfupi.',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('asks for the language the page shows, so the server answers in it', async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) => json(200, {}));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('document', { documentElement: { lang: 'ar' } });
    await apiRequest('/api/x');
    expect((fetch.mock.calls[0]![1].headers as Record<string, string>)['accept-language']).toBe('ar');
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    await apiRequest('/api/x');
    expect(fetch.mock.calls[1]![1].headers).not.toHaveProperty('accept-language');
  });

  it('turns the error shape into an ApiError a page can show', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, {
          error: {
            code: 'weak_password',
            message: 'Please choose a stronger password',
            details: { reasons: ['too_short'] },
          },
        }),
      ),
    );
    const err = await apiRequest('/api/x', { body: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Please choose a stronger password',
      details: { reasons: ['too_short'] },
    });
  });

  it('retries 502/503/504 backing off from 200 ms, doubling', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const answers = [json(503, {}), json(502, {}), json(504, {}), json(200, { ok: true })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (calls.push(Date.now()), answers.shift()!)),
    );
    const pending = apiRequest<{ ok: boolean }>('/api/x', { retries: 4 });
    await vi.runAllTimersAsync();
    expect(await pending).toEqual({ ok: true });
    const gaps = calls.slice(1).map((t, i) => t - calls[i]!);
    expect(gaps).toEqual([200, 400, 800]);
  });

  it('does not retry a client error', async () => {
    const fetch = vi.fn(async () => json(400, { error: { code: 'validation_failed', message: 'nope' } }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/api/x', { retries: 3 })).rejects.toMatchObject({ code: 'validation_failed' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      code: 'network_error',
      message: expect.stringMatching(/could not reach the server/),
    });
  });

  it('checks a success against its contract schema instead of casting it', async () => {
    const Answer = {
      parse: (d: unknown) => {
        if (typeof (d as { ok?: unknown })?.ok !== 'boolean') throw new Error('not an answer');
        return d as { ok: boolean };
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { ok: true })),
    );
    await expect(apiRequest('/api/x', { schema: Answer })).resolves.toEqual({ ok: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { ok: 'yes' })),
    );
    await expect(apiRequest('/api/x', { schema: Answer })).rejects.toMatchObject({
      code: 'unexpected_answer',
      message: expect.stringMatching(/reload/),
    });
  });

  it('sends a raw body with its own content type', async () => {
    const fetch = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', fetch);
    const body = new Blob(['x'], { type: 'image/png' });
    await apiRequest('/api/x', { method: 'PUT', raw: { body, contentType: 'image/png' } });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(body);
    expect(init.headers).toMatchObject({ 'content-type': 'image/png' });
  });
});
