import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { publicUrl } from '../../config/env.ts';

const REFRESH_COOKIE = 'sankofa_refresh';
/** Carries no secret: it only tells the page that a refresh is worth trying, sparing visitors a request. */
const SIGNED_IN_HINT_COOKIE = 'sankofa_signed_in';
// Sent only to the auth endpoints, never readable by scripts, never sent cross-site.
const PATH = '/api/auth';

export function setRefreshCookie(deps: Pick<AppDeps, 'env'>, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: publicUrl(deps.env).startsWith('https:'),
    maxAge: deps.env.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure: publicUrl(deps.env).startsWith('https:'),
    maxAge: deps.env.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: PATH });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

export function readRefreshCookie(req: FastifyRequest): string | null {
  const v = req.cookies[REFRESH_COOKIE];
  return v && v.length <= 200 ? v : null;
}
