import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicUrl } from '../../config/env.ts';
import type { AppDeps } from '../../deps.ts';

/**
 * Marks a browser that has signed in to an address before. A guesser spread over many networks can
 * close an address to strangers for a while, but its owner's own browser still gets through
 * (decision 0024). It proves nothing else: it opens no session and unlocks no data.
 */
const KNOWN_DEVICE_COOKIE = 'sankofa_device';
const YEAR_SECONDS = 365 * 86_400;

const markFor = (deps: Pick<AppDeps, 'secret'>, email: string) =>
  createHmac('sha256', deps.secret).update(`known-device:${email}`).digest('base64url').slice(0, 32);

export function rememberDevice(deps: Pick<AppDeps, 'env' | 'secret'>, reply: FastifyReply, email: string): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, markFor(deps, email), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: publicUrl(deps.env).startsWith('https:'),
    maxAge: YEAR_SECONDS,
  });
}

export function isKnownDevice(deps: Pick<AppDeps, 'secret'>, req: FastifyRequest, email: string): boolean {
  const given = Buffer.from(req.cookies[KNOWN_DEVICE_COOKIE] ?? '');
  const expected = Buffer.from(markFor(deps, email));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
