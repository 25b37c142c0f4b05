import type { Locale } from '@sankofa/contracts/locales';
import { SERVER_MESSAGES } from './messages/index.ts';

/**
 * Server messages are written in English where they are thrown; the catalogues in `messages/` key each
 * translation by that English, with `{{name}}` where the sentence carries a value. A message that came
 * from a template is matched against the keys with placeholders, its values lifted out and put into the
 * translation (each value translated too when it is itself a catalogue entry, such as a field label).
 */
type Compiled = { exact: Map<string, string>; patterns: Array<{ re: RegExp; names: string[]; to: string }> };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: Record<string, string>): Compiled {
  const exact = new Map<string, string>();
  const patterns: Compiled['patterns'] = [];
  for (const [english, to] of Object.entries(catalogue)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (!names.length) {
      exact.set(english, to);
      continue;
    }
    const source = english
      .split(PLACEHOLDER)
      .map((piece, i) => (i % 2 ? '(.+?)' : escapeRe(piece)))
      .join('');
    patterns.push({ re: new RegExp(`^${source}$`, 's'), names, to });
  }
  // The most specific template (most fixed text) wins when two could match.
  patterns.sort((a, b) => b.re.source.length - a.re.source.length);
  return { exact, patterns };
}

const compiled = new Map<Locale, Compiled>();
const compiledFor = (locale: Exclude<Locale, 'en'>): Compiled => {
  const catalogue = SERVER_MESSAGES[locale];
  let c = compiled.get(locale);
  if (!c) compiled.set(locale, (c = compile(catalogue)));
  return c;
};

/** `english` in `locale`; English itself, or any text no catalogue knows, comes back unchanged. */
export function translateMessage(english: string, locale: Locale): string {
  return translateAt(english, locale, 0);
}

// A value may be a list ('a; b') of catalogue entries, as a weak password's reasons are; values of
// values are left as they are.
const translateValue = (value: string, locale: Locale, depth: number) =>
  depth > 0
    ? value
    : value
        .split('; ')
        .map((part) => translateAt(part, locale, depth + 1))
        .join('; ');

function translateAt(english: string, locale: Locale, depth: number): string {
  if (locale === 'en') return english;
  const c = compiledFor(locale);
  const exact = c.exact.get(english);
  if (exact !== undefined) return exact;
  for (const p of c.patterns) {
    const m = p.re.exec(english);
    if (!m) continue;
    const values = new Map(p.names.map((name, i) => [name, m[i + 1]!]));
    return p.to.replace(PLACEHOLDER, (_, name: string) => translateValue(values.get(name) ?? '', locale, depth));
  }
  return english;
}

/** The error answer's message and its fields' messages in `locale`; codes and everything else unchanged. */
export function translateErrorBody<T>(body: T, locale: Locale): T {
  if (locale === 'en') return body;
  const b = body as { error?: { message?: unknown; details?: unknown } };
  if (!b.error || typeof b.error.message !== 'string') return body;
  const details = b.error.details as { fields?: Array<{ field: string; message: string }> } | undefined;
  const fields = Array.isArray(details?.fields)
    ? details.fields.map((f) =>
        typeof f.message === 'string' ? { ...f, message: translateMessage(f.message, locale) } : f,
      )
    : undefined;
  return {
    ...body,
    error: {
      ...b.error,
      message: translateMessage(b.error.message, locale),
      ...(fields && { details: { ...details, fields } }),
    },
  } as T;
}
