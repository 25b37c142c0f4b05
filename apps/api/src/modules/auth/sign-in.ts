import type { AppDeps } from '../../deps.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { findUserByEmail } from './auth.repo.ts';
import { timingDummyHash, verifyPassword } from './passwords.ts';
import { enforce } from './rate-limits.ts';
import type { RequestMeta } from './request-meta.ts';
import { recordSecurityEvent } from './security-events.ts';
import { startSession } from './sessions.ts';
import { userView } from './user-view.ts';
import { restrictionAtSignIn } from '../moderation/statements.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * Failed attempts are counted per address and network, first per minute and then per window, so the
 * waits grow; and per address across all networks, which the owner's own browser is spared
 * (decision 0024). A stranger's guesses therefore never lock the owner out.
 */
function failureCounters(deps: Pick<AppDeps, 'env'>, email: string, ip: string) {
  const pair = `${email}|${networkOf(ip)}`;
  const window = deps.env.RATE_WINDOW_SECONDS;
  return {
    pair: [
      { key: `signin:fail:${pair}:minute`, limit: deps.env.RATE_SIGNIN_PAIR_PER_MINUTE, window: 60 },
      { key: `signin:fail:${pair}`, limit: deps.env.RATE_SIGNIN_PER_EMAIL, window },
    ],
    address: { key: `signin:fail:${email}`, limit: deps.env.RATE_SIGNIN_PER_EMAIL_ALL_IPS, window },
  };
}

/** An IPv6 client holds a whole /64, so it is one network; an IPv4 address is its own. */
export function networkOf(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export async function signIn(
  deps: Pick<AppDeps, 'clock' | 'database' | 'env' | 'limiter' | 'secret'>,
  input: { email: string; password: string },
  meta: RequestMeta,
  opts: { knownDevice: boolean },
) {
  await enforce(deps, [[`signin:ip:${meta.ip}`, deps.env.RATE_SIGNIN_PER_IP]], TOO_MANY);
  const counters = failureCounters(deps, input.email, meta.ip);
  const binding = opts.knownDevice ? counters.pair : [...counters.pair, counters.address];
  for (const c of binding) {
    const decision = await deps.limiter.peek(c.key, c.limit);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, TOO_MANY);
  }
  const db = deps.database.db;
  const user = await findUserByEmail(db, input.email);
  // An unknown address costs one hash verification too, so timing does not reveal who has an account.
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), input.password);
  const now = deps.clock();
  if (!user || !ok) {
    // Every failure counts everywhere, the owner's browser's included; only the check above spares it.
    await Promise.all([...counters.pair, counters.address].map((c) => deps.limiter.hit(c.key, c.limit, c.window)));
    await recordSecurityEvent(deps, db, 'sign_in_failed', user?.id ?? null, meta, {
      reason: user ? 'wrong_password' : 'unknown_email',
    });
    throw new AppError(400, 'invalid_credentials', INVALID_CREDENTIALS);
  }
  // A banned or suspended member proved the password: they get the statement of reasons, not a session.
  const restricted = await restrictionAtSignIn(deps, user.id);
  if (restricted) {
    await recordSecurityEvent(deps, db, 'sign_in_failed', user.id, meta, { reason: 'restricted' });
    throw restricted;
  }
  const tokens = await startSession(deps, db, user.id, meta, now, { action: 'sign_in' });
  return { tokens, user: userView(user) };
}
