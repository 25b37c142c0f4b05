import type { User } from '@sankofa/contracts';
import type { UserRow } from './auth.repo.ts';

/** The only shape of a user that leaves the server (no hash, no internal columns). */
export function userView(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    location: row.location,
    bio: row.bio,
    biometricConsent: row.biometricConsentAt !== null,
    role: row.role,
    locale: row.locale,
    distanceUnit: row.distanceUnit,
  };
}
