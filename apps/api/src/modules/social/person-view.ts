import type { PersonSummary } from '@sankofa/contracts';
import type { LivePerson } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import type { PersonRow } from './social.repo.ts';

/**
 * Online flags for a list, in one presence lookup. A person who turned "Show online status" off is
 * never shown online, to anyone; everyone else is shown as they are (see decision 0003, Update).
 */
export async function onlineOf(
  deps: Pick<AppDeps, 'clock' | 'presence'>,
  rows: readonly Pick<PersonRow, 'userId' | 'showOnline'>[],
): Promise<Set<string>> {
  const consenting = [...new Set(rows.filter((r) => r.showOnline).map((r) => r.userId))];
  if (consenting.length === 0) return new Set();
  const entries = await deps.presence.list(consenting, deps.clock());
  return new Set(entries.filter((e) => e.online).map((e) => e.userId));
}

/** The list face of a person: only the contract's public fields, whatever the row carries. */
export function personSummary(
  deps: Pick<AppDeps, 'storage'>,
  row: PersonRow,
  online: ReadonlySet<string>,
): PersonSummary {
  return {
    userId: row.userId,
    displayName: row.displayName,
    photoUrl: row.photoKey ? deps.storage.url(row.photoKey) : null,
    location: row.location,
    verified: row.verified,
    online: online.has(row.userId),
  };
}

export function livePerson(deps: Pick<AppDeps, 'storage'>, row: PersonRow): LivePerson {
  return {
    userId: row.userId,
    displayName: row.displayName,
    photoUrl: row.photoKey ? deps.storage.url(row.photoKey) : null,
  };
}
