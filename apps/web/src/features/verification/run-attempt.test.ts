import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_TOO_MANY } from '@sankofa/contracts/constants';
import type {
  VerificationAction,
  VerificationAttempt,
  VerificationProgress,
  VerificationResult,
} from '@sankofa/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { runAttempt, type AttemptApi } from './run-attempt.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

// The words come from the English verification texts, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('verification'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const steps: VerificationAction[] = ['turn_right', 'blink', 'smile', 'look_straight', 'turn_left'];
const attempt: VerificationAttempt = { attemptId: 'att-1', steps, stepMs: 2000, framesPerStep: 4, attemptsLeft: 2 };
const failedResult: VerificationResult = {
  verified: false,
  reason: 'no_face',
  message: 'We could not see a face.',
  liveness: 0.1,
};

/** A server whose frame answers are released by the test, one by one or all at once. */
function fakeServer(opts: { start?: () => Promise<VerificationAttempt>; result?: VerificationResult } = {}) {
  const log: string[] = [];
  const pending: { key: string; resolve: (p: VerificationProgress) => void; reject: (e: unknown) => void }[] = [];
  let analysed = 0;
  const api: AttemptApi = {
    start: vi.fn(opts.start ?? (async () => attempt)),
    upload: vi.fn(
      (id: string, step: number, index: number, frame: Blob) =>
        new Promise<VerificationProgress>((resolve, reject) => {
          log.push(`upload ${id} ${step}.${index} ${frame.type}`);
          pending.push({ key: `${step}.${index}`, resolve, reject });
        }),
    ),
    finish: vi.fn(async (id: string) => {
      log.push(`finish ${id}`);
      return opts.result ?? failedResult;
    }),
  };
  const answer = (liveness: number) => {
    const next = pending.shift();
    if (!next) throw new Error('no upload waiting');
    analysed++;
    next.resolve({ framesAnalysed: analysed, framesExpected: 20, liveness });
  };
  return { api, log, pending, answer };
}

const jpeg = () => Promise.resolve(new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }));

function events() {
  const seen: string[] = [];
  return {
    seen,
    handlers: {
      onAttempt: (a: VerificationAttempt) => seen.push(`attempt ${a.attemptId}`),
      onStep: (step: number, action: VerificationAction) => seen.push(`step ${step} ${action}`),
      onProgress: (p: VerificationProgress) => seen.push(`progress ${p.liveness}`),
      onProcessing: () => seen.push('processing'),
    },
  };
}

describe('runAttempt', () => {
  it("shows the server's steps in its order, sends 20 frames as they are taken, and finishes after every upload settles", async () => {
    const server = fakeServer();
    const { seen, handlers } = events();
    const done = runAttempt({ api: server.api, capture: jpeg, events: handlers, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['attempt att-1', 'step 0 turn_right']);

    // Each frame leaves as soon as it is taken, while its step is still on screen.
    await vi.advanceTimersByTimeAsync(250);
    expect(server.log).toEqual(['upload att-1 0.0 image/jpeg']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen.filter((e) => e.startsWith('step'))).toEqual(steps.map((a, i) => `step ${i} ${a}`));
    expect(server.log).toHaveLength(20);
    expect(server.log.slice(0, 5)).toEqual([
      'upload att-1 0.0 image/jpeg',
      'upload att-1 0.1 image/jpeg',
      'upload att-1 0.2 image/jpeg',
      'upload att-1 0.3 image/jpeg',
      'upload att-1 1.0 image/jpeg',
    ]);
    expect(seen.at(-1)).toBe('processing');

    // No decision while an upload is still out.
    for (let i = 0; i < 19; i++) server.answer(0.05 * (i + 1));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.api.finish).not.toHaveBeenCalled();
    server.answer(0.97);
    await expect(done).resolves.toEqual(failedResult);
    expect(server.log.at(-1)).toBe('finish att-1');
    expect(seen.filter((e) => e.startsWith('progress'))).toHaveLength(20);
    expect(seen.at(-1)).toBe('progress 0.97');
  });

  it('keeps the latest server progress when answers come back out of order', async () => {
    const server = fakeServer();
    const { seen, handlers } = events();
    const done = runAttempt({ api: server.api, capture: jpeg, events: handlers, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(10_000);
    const [first, second, third] = server.pending.splice(0, 3);
    second!.resolve({ framesAnalysed: 5, framesExpected: 20, liveness: 0.5 });
    await vi.advanceTimersByTimeAsync(0);
    first!.resolve({ framesAnalysed: 3, framesExpected: 20, liveness: 0.3 }); // older news: not shown
    third!.resolve({ framesAnalysed: 6, framesExpected: 20, liveness: 0.6 });
    for (const p of server.pending.splice(0)) p.reject(new ApiError(400, 'unreadable_image', 'Not an image'));
    await done;
    expect(seen.filter((e) => e.startsWith('progress'))).toEqual(['progress 0.5', 'progress 0.6']);
    // A refused frame does not stop the decision.
    expect(server.api.finish).toHaveBeenCalledWith('att-1');
  });

  it('reports too many attempts with the spec message, without steps or frames', async () => {
    const server = fakeServer({
      start: () => Promise.reject(new ApiError(429, 'too_many_attempts', VERIFICATION_TOO_MANY)),
    });
    const { seen, handlers } = events();
    const outcome = await runAttempt({
      api: server.api,
      capture: jpeg,
      events: handlers,
      signal: new AbortController().signal,
    });
    expect(outcome).toEqual({
      verified: false,
      reason: 'too_many_attempts',
      message: VERIFICATION_TOO_MANY,
      liveness: 0,
    });
    expect(seen).toEqual([]);
    expect(server.api.upload).not.toHaveBeenCalled();
    expect(server.api.finish).not.toHaveBeenCalled();
  });

  it('passes the server message of other refusals on, and treats already verified as verified', async () => {
    const consent = fakeServer({
      start: () => Promise.reject(new ApiError(409, 'consent_required', 'Please give consent first.')),
    });
    const { handlers } = events();
    const signal = new AbortController().signal;
    await expect(runAttempt({ api: consent.api, capture: jpeg, events: handlers, signal })).resolves.toMatchObject({
      verified: false,
      reason: 'error',
      message: 'Please give consent first.',
    });
    const already = fakeServer({
      start: () => Promise.reject(new ApiError(409, 'already_verified', 'Already verified.')),
    });
    await expect(runAttempt({ api: already.api, capture: jpeg, events: handlers, signal })).resolves.toMatchObject({
      verified: true,
    });
  });

  it('returns the success the server decided', async () => {
    const success: VerificationResult = { verified: true, liveness: 0.91, similarity: 0.64 };
    const server = fakeServer({ result: success });
    const { handlers } = events();
    const done = runAttempt({ api: server.api, capture: jpeg, events: handlers, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(10_000);
    for (let i = 0; i < 20; i++) server.answer(0.9);
    await expect(done).resolves.toEqual(success);
  });

  it('says the photo could not be captured when no frame was taken', async () => {
    const server = fakeServer();
    const { handlers } = events();
    const done = runAttempt({
      api: server.api,
      capture: async () => null,
      events: handlers,
      signal: new AbortController().signal,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toEqual({
      verified: false,
      reason: 'capture_failed',
      message: 'Failed to capture verification photo.',
      liveness: 0,
    });
    expect(server.api.upload).not.toHaveBeenCalled();
  });

  it('stops sending frames once the server says the attempt is closed, and shows its decision', async () => {
    const server = fakeServer({
      result: { verified: false, reason: 'expired', message: 'That took too long.', liveness: 0 },
    });
    const { handlers } = events();
    const done = runAttempt({ api: server.api, capture: jpeg, events: handlers, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(300);
    server.pending.shift()!.reject(new ApiError(409, 'attempt_closed', 'This attempt is over.'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.api.upload).toHaveBeenCalledTimes(1);
    await expect(done).resolves.toMatchObject({ reason: 'expired', message: 'That took too long.' });
  });

  it('turns a failed decision request into a failure with its message', async () => {
    const server = fakeServer();
    server.api.finish = vi.fn().mockRejectedValue(new ApiError(0, 'network_error', 'We could not reach the server.'));
    const { handlers } = events();
    const done = runAttempt({ api: server.api, capture: jpeg, events: handlers, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(10_000);
    for (let i = 0; i < 20; i++) server.answer(0.4);
    await expect(done).resolves.toEqual({
      verified: false,
      reason: 'error',
      message: 'We could not reach the server.',
      liveness: 0.4,
    });
  });

  it('abandons the attempt when the screen closes: no more steps, frames or decision', async () => {
    const server = fakeServer();
    const { seen, handlers } = events();
    const abort = new AbortController();
    const done = runAttempt({ api: server.api, capture: jpeg, events: handlers, signal: abort.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(3000);
    abort.abort(new DOMException('closed', 'AbortError'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await done).toMatchObject({ name: 'AbortError' });
    expect(server.api.upload).toHaveBeenCalledTimes(6);
    expect(seen).not.toContain('processing');
    expect(server.api.finish).not.toHaveBeenCalled();
  });
});
