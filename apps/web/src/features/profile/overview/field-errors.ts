import { ApiError } from '@/lib/api-client.ts';

/**
 * The server's per-field messages, keyed by field, so a form can show each one beside its control:
 * a validation answer lists them (details.fields[]); a rule broken by one value names it
 * (details.field) and the error message is its message. Only the first message per field is kept.
 */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const details = err.details as { fields?: unknown; field?: unknown } | undefined;
  if (typeof details?.field === 'string') return { [details.field]: err.message };
  const fields = details?.fields;
  if (!Array.isArray(fields)) return {};
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (!f || typeof f !== 'object') continue;
    const { field, message } = f as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const key = field.split('.')[0] ?? field;
    out[key] ??= message;
  }
  return out;
}

export const messageOf = (err: unknown, fallback: string): string =>
  err instanceof Error && err.message ? err.message : fallback;
