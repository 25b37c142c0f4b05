import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { clearCacheOnUserChange, isRetryableError, shouldRetry } from './query-client.ts';

describe('query retries', () => {
  it('retries only failures that may pass by themselves', () => {
    for (const status of [0, 502, 503, 504])
      expect(isRetryableError(new ApiError(status, 'http_error', 'm'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 429, 500])
      expect(isRetryableError(new ApiError(status, 'http_error', 'm'))).toBe(false);
    expect(isRetryableError(new Error('boom'))).toBe(false);
  });

  it('gives up after three attempts', () => {
    const busy = new ApiError(503, 'busy', 'm');
    expect(shouldRetry(0, busy)).toBe(true);
    expect(shouldRetry(2, busy)).toBe(true);
    expect(shouldRetry(3, busy)).toBe(false);
  });
});

describe('clearCacheOnUserChange', () => {
  function fakeSession(initial: { id: string } | null) {
    let listener: (u: { id: string } | null) => void = () => {};
    return {
      currentUser: initial,
      subscribe: (fn: typeof listener) => ((listener = fn), () => true),
      emit: (u: { id: string } | null) => listener(u),
    };
  }

  it('clears on sign-out and on a different person, not on a token refresh', () => {
    const session = fakeSession({ id: 'a' });
    const client = { clear: vi.fn() };
    clearCacheOnUserChange(session, client);
    session.emit({ id: 'a' });
    expect(client.clear).not.toHaveBeenCalled();
    session.emit(null);
    expect(client.clear).toHaveBeenCalledTimes(1);
    session.emit({ id: 'b' });
    expect(client.clear).toHaveBeenCalledTimes(2);
    session.emit({ id: 'c' });
    expect(client.clear).toHaveBeenCalledTimes(3);
  });
});
