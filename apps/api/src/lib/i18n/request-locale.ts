import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@sankofa/contracts/locales';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { verifyAccessToken } from '../../modules/auth/access-token.ts';

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

/** The language a member chose on their account, read from the access token's user; null on any doubt. */
async function accountLocale(deps: { database: Database; secret: string; clock: () => Date }, req: FastifyRequest): Promise<Locale | null> {
  const h = req.headers.authorization;
  if (!h?.startsWith('Bearer ')) return null;
  try {
    const claims = await verifyAccessToken(deps.secret, h.slice(7).trim(), deps.clock());
    if (!claims) return null;
    const [row] = await deps.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, claims.userId)).limit(1);
    return isLocale(row?.locale) ? row.locale : null;
  } catch {
    return null; // the database is down or the token unreadable: English is still an answer
  }
}

export type LocaleDeps = { database: Database; secret: string; clock: () => Date };

/**
 * The language a request is answered in (decision 0058): the one its Accept-Language asks for (the
 * web app sends the language it shows), else the signed-in member's own choice, else English.
 */
export async function requestLocale(deps: LocaleDeps | null, req: FastifyRequest): Promise<Locale> {
  return localeFromHeader(req.headers['accept-language']) ?? (deps ? await accountLocale(deps, req) : null) ?? 'en';
}
