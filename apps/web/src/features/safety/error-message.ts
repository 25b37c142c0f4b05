/** The server's readable message when there is one, else the caller's fallback. */
export const errorMessage = (err: unknown, fallback: string): string =>
  err instanceof Error && err.message ? err.message : fallback;
