import type { FastifyRequest } from 'fastify';
import type { Locale } from '@sankofa/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import { verifyAccessToken } from './access-token.ts';
import { findUserLocale } from './auth.repo.ts';
import { bearerToken } from './authenticate.ts';

/**
 * The language the caller chose on their account, read from the access token's user, for answers to
 * a request that names none; null on any doubt (no token, an old one, the database away).
 */
export const accountLocale =
  (deps: Pick<AppDeps, 'clock' | 'database' | 'secret'>) =>
  async (req: FastifyRequest): Promise<Locale | null> => {
    const token = bearerToken(req);
    if (!token) return null;
    try {
      const claims = await verifyAccessToken(deps.secret, token, deps.clock());
      return claims ? await findUserLocale(deps.database.db, claims.userId) : null;
    } catch {
      return null; // an error answer in English is still an answer
    }
  };
