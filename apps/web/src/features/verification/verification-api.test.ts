import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionManager } from '@/lib/session-manager.ts';
import { ApiError } from '@/lib/api-client.ts';
import {
  finishVerificationAttempt,
  getVerificationStatus,
  giveBiometricConsent,
  startVerificationAttempt,
  uploadVerificationFrame,
} from './verification-api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const call = (fetchMock: ReturnType<typeof vi.fn>, i = 0) =>
  fetchMock.mock.calls[i] as unknown as [string, RequestInit];

describe('verification api', () => {
  it('reads the status, records consent, starts and finishes attempts at the agreed paths', async () => {
    vi.spyOn(sessionManager, 'getAccessToken').mockResolvedValue('tok');
    // Answers in each endpoint's contract shape: the client checks them, as it does socket frames.
    const status = { verified: false, biometricConsent: true, attemptsLeft: 3, nextAttemptAt: null };
    const attempt = {
      attemptId: '0b3d1e00-f2b7-4050-8000-000000000001',
      steps: ['look_straight', 'turn_left', 'turn_right', 'smile', 'blink'],
      stepMs: 2000,
      framesPerStep: 4,
      attemptsLeft: 2,
    };
    const answers: Record<string, unknown> = {
      '/api/verification': status,
      '/api/verification/consent': status,
      '/api/verification/attempts': attempt,
      '/api/verification/attempts/a%2Fb/finish': { verified: true, liveness: 0.9, similarity: null },
    };
    const fetchMock = vi.fn(async (url: string) => json(200, answers[url]));
    vi.stubGlobal('fetch', fetchMock);
    await getVerificationStatus();
    await giveBiometricConsent();
    await startVerificationAttempt();
    await finishVerificationAttempt('a/b');
    expect(
      fetchMock.mock.calls.map((c) => [
        (c as unknown as [string, RequestInit])[0],
        (c as unknown as [string, RequestInit])[1].method,
      ]),
    ).toEqual([
      ['/api/verification', 'GET'],
      ['/api/verification/consent', 'POST'],
      ['/api/verification/attempts', 'POST'],
      ['/api/verification/attempts/a%2Fb/finish', 'POST'],
    ]);
    // No body: no JSON content type either.
    expect(call(fetchMock, 2)[1].body).toBeUndefined();
    expect(call(fetchMock, 2)[1].headers).toMatchObject({ authorization: 'Bearer tok' });
  });

  it('PUTs a frame as raw JPEG bytes to its step and index', async () => {
    vi.spyOn(sessionManager, 'getAccessToken').mockResolvedValue('tok-1');
    const progress = { framesAnalysed: 3, framesExpected: 20, liveness: 0.25 };
    const fetchMock = vi.fn(async () => json(200, progress));
    vi.stubGlobal('fetch', fetchMock);
    const frame = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(uploadVerificationFrame('att-1', 2, 3, frame)).resolves.toEqual(progress);
    const [url, init] = call(fetchMock);
    expect(url).toBe('/api/verification/attempts/att-1/frames/2/3');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(frame);
    expect(init.headers).toMatchObject({ 'content-type': 'image/jpeg', authorization: 'Bearer tok-1' });
  });

  it('refreshes once when the token was refused, and reports the error shape', async () => {
    vi.spyOn(sessionManager, 'getAccessToken').mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    vi.spyOn(sessionManager, 'refresh').mockResolvedValue({ id: 'u' } as never);
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { error: { code: 'unauthorized', message: 'Please sign in.' } }))
      .mockResolvedValueOnce(json(409, { error: { code: 'attempt_closed', message: 'This attempt is over.' } }));
    vi.stubGlobal('fetch', fetchMock);
    const err = await uploadVerificationFrame('x', 0, 0, new Blob(['x'], { type: 'image/jpeg' })).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'attempt_closed', message: 'This attempt is over.' });
    expect(call(fetchMock, 1)[1].headers).toMatchObject({ authorization: 'Bearer new' });
  });

  it('turns a failed connection into a network error', async () => {
    vi.spyOn(sessionManager, 'getAccessToken').mockResolvedValue('tok');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(uploadVerificationFrame('x', 0, 0, new Blob(['x']))).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });
});
