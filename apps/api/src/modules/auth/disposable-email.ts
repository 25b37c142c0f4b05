import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import { AppError } from '../../lib/errors.ts';

// The community list of throwaway-inbox domains (decision 0041), loaded once.
let domains: Set<string> | undefined;

/** True when the address is at a throwaway-inbox domain or a subdomain of one. */
export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  domains ??= disposableEmailBlocklistSet();
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  for (let i = 0; i < labels.length - 1; i++) if (domains.has(labels.slice(i).join('.'))) return true;
  return false;
}

export const disposableEmailRefused = () =>
  new AppError(
    422,
    'disposable_email',
    'Please use an e-mail address you will keep. Addresses from temporary inbox services cannot be used to sign up, because we need to reach you about your account and safety.',
    { fields: [{ field: 'email', message: 'Please use an e-mail address you will keep, not a temporary inbox.' }] },
  );
