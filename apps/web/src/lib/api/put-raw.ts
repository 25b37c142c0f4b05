import { ApiError } from '@/lib/api-client.ts';
import { sessionManager } from '@/lib/session-manager.ts';

const s = sessionManager;
const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

/**
 * The shared API client only sends JSON; a stream thumbnail or a verification frame is a raw image
 * body. Same bearer token from the session manager, same error shape, one retry after a refresh
 * when the token was refused.
 */
export async function putRaw<T>(url: string, body: Blob, contentType: string): Promise<T> {
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': contentType };
    if (token) headers.authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetch(url, { method: 'PUT', headers, body, credentials: 'same-origin' });
    } catch {
      throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
    }
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (res.ok) return data as T;
    const e = (data as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
    throw new ApiError(
      res.status,
      e?.code ?? 'http_error',
      e?.message ?? 'Something went wrong. Please try again.',
      e?.details,
    );
  };
  try {
    return await send(await s.getAccessToken());
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    const user = await s.refresh();
    if (!user) throw err;
    return send(await s.getAccessToken());
  }
}
