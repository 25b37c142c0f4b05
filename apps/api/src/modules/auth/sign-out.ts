import type { SignOutScope } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { revokeSessions } from './auth.repo.ts';
import type { RequestMeta } from './request-meta.ts';
import { recordSecurityEvent } from './security-events.ts';
import { publishSessionsRevoked } from './session-revocation.ts';

/** local: this device; global: every device; others: every device but this one. */
export async function signOut(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database'>,
  who: { userId: string; sessionId: string },
  scope: SignOutScope,
  meta: RequestMeta,
) {
  const now = deps.clock();
  const which = scope === 'local' ? { only: who.sessionId } : scope === 'others' ? { except: who.sessionId } : {};
  const revoked = await deps.database.db.transaction(async (tx) => {
    const ids = await revokeSessions(tx, who.userId, which, `sign_out_${scope}`, now);
    await recordSecurityEvent(deps, tx, 'sign_out', who.userId, meta, { scope, sessions_ended: ids.length });
    return ids;
  });
  await publishSessionsRevoked(deps, revoked);
  return revoked;
}
