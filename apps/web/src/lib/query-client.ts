import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

// Only failures that may pass on their own are worth repeating; a 4xx will answer the same again.
const RETRYABLE = new Set([0, 502, 503, 504]);
const MAX_RETRIES = 3;

export const isRetryableError = (err: unknown): boolean => err instanceof ApiError && RETRYABLE.has(err.status);

export const shouldRetry = (failures: number, err: unknown): boolean => failures < MAX_RETRIES && isRetryableError(err);

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(200 * 2 ** attempt, 5_000),
      },
      // A write is never repeated behind the person's back: they see the error and decide.
      mutations: { retry: false },
    },
  });
}

/** One cache for the signed-in app; created when the shell's chunk loads, never on the landing route. */
export const queryClient = createQueryClient();

interface SessionSource {
  readonly currentUser: { id: string } | null;
  subscribe(listener: (user: { id: string } | null) => void): () => unknown;
}

/**
 * Empties the cache whenever the signed-in person changes (sign-out, revoked session, deleted
 * account, another account), so nobody is ever shown data loaded for someone else. A refreshed
 * token for the same person keeps the cache.
 */
export function clearCacheOnUserChange(session: SessionSource, client: Pick<QueryClient, 'clear'>): () => void {
  let lastUserId = session.currentUser?.id ?? null;
  const unsubscribe = session.subscribe((user) => {
    const id = user?.id ?? null;
    if (id !== lastUserId) client.clear();
    lastUserId = id;
  });
  return () => void unsubscribe();
}
