import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicUrl } from '../../config/env.ts';
import type { AppDeps } from '../../deps.ts';

/**
 * Marks a browser that has signed in to an address before. A guesser spread over many networks can
 * close an address to strangers for a while, but its owner's own browser still gets through
 * (decision 0024). It proves nothing else: it opens no session and unlocks no data.
 */
export const KNOWN_DEVICE_COOKIE = 'sankofa_device';
const YEAR_SECONDS = 365 * 86_400;

const markFor = (deps: AppDeps, email: string) =>
  createHmac('sha256', deps.secret).update(`known-device:${email}`).digest('base64url').slice(0, 32);

export function rememberDevice(deps: AppDeps, reply: FastifyReply, email: string): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, markFor(deps, email), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: publicUrl(deps.env).startsWith('https:'),
    maxAge: YEAR_SECONDS,
  });
}

export function isKnownDevice(deps: AppDeps, req: FastifyRequest, email: string): boolean {
  const given = Buffer.from(req.cookies[KNOWN_DEVICE_COOKIE] ?? '');
  const expected = Buffer.from(markFor(deps, email));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
