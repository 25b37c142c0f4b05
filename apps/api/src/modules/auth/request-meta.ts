import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@sankofa/contracts/locales';
import { localeFromHeader } from '../../lib/i18n/request-locale.ts';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The language the request asked for (Accept-Language), for mail sent before an account says its own. */
  locale?: Locale | null;
}

/**
 * The caller's address in a form PostgreSQL's inet accepts. Behind a trusted proxy req.ip comes from
 * X-Forwarded-For, which a client can fill with anything ("garbage", "999.1.1.1", "fe80::1%eth0"):
 * such a value falls back to the peer address instead of failing the write with a 500.
 */
function clientIp(req: FastifyRequest): string {
  for (const candidate of [req.ip, req.socket?.remoteAddress]) {
    const ip = candidate?.replace(/%.*$/, '');
    if (ip && isIP(ip)) return ip;
  }
  return '0.0.0.0';
}

export const metaOf = (req: FastifyRequest): RequestMeta => ({
  ip: clientIp(req),
  // PostgreSQL text cannot hold U+0000.
  userAgent: req.headers['user-agent']?.replaceAll('\u0000', '') ?? null,
  locale: localeFromHeader(req.headers['accept-language']),
});
