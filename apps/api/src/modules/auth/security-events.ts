import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { insertSecurityEvent } from './auth.repo.ts';
import type { RequestMeta } from './request-meta.ts';

export type SecurityAction =
  | 'sign_up'
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'email_confirmed'
  | 'refresh_token_reused'
  | 'account_deletion_refused'
  | 'account_deleted';

/** Security events are written here, by the server, and nowhere else. */
export function recordSecurityEvent(
  deps: Pick<AppDeps, 'clock'>,
  tx: Tx,
  action: SecurityAction,
  userId: string | null,
  meta: RequestMeta,
  details: Record<string, unknown> = {},
) {
  return insertSecurityEvent(tx, {
    userId,
    action,
    resourceType: 'auth',
    details,
    ip: meta.ip,
    userAgent: meta.userAgent,
    at: deps.clock(),
  });
}
