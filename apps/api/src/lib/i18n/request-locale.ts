import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@sankofa/contracts/locales';

/**
 * The first language of an Accept-Language header that we offer, by its primary subtag and in the
 * order of its quality values ('fr-CA;q=0.9' is French); null when none is offered (or no header).
 */
export function localeFromHeader(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.primary).find(isLocale) ?? null;
}

/** The signed-in caller's own language, when there is one; the auth module supplies it. */
export type AccountLocale = (req: FastifyRequest) => Promise<Locale | null>;

/**
 * The language a request is answered in (decision 0058): the one its Accept-Language asks for (the
 * web app sends the language it shows), else the signed-in member's own choice, else English.
 */
export async function requestLocale(accountLocale: AccountLocale | null, req: FastifyRequest): Promise<Locale> {
  return localeFromHeader(req.headers['accept-language']) ?? (accountLocale ? await accountLocale(req) : null) ?? 'en';
}
