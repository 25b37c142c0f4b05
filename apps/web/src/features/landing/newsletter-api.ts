/** The newsletter sign-up call. Plain fetch keeps the landing bundle small. */

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
const FALLBACK_MESSAGE = 'We could not subscribe you right now. Please try again in a moment.';
const OFFLINE_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** A quick client-side check; the server has the final word. */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

export class NewsletterError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'NewsletterError';
  }
}

/** Subscribes an address and resolves with the server's message; rejects with a NewsletterError. */
export async function subscribeToNewsletter(email: string, signal?: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: email.trim() }),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NewsletterError(OFFLINE_MESSAGE, 0, 'network_error');
  }

  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : 'Thanks for subscribing!';
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  throw new NewsletterError(
    typeof error?.message === 'string' && error.message ? error.message : FALLBACK_MESSAGE,
    response.status,
    typeof error?.code === 'string' ? error.code : 'unknown_error',
  );
}
