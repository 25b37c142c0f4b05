import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@sankofa/contracts';
import { getOwnProfile } from './profile-api.ts';

export const OWN_PROFILE_KEY = ['profile', 'me'] as const;

/** Profile, stats, balance, photos and settings: one request, cached for the signed-in app. */
export function useOwnProfile() {
  return useQuery({ queryKey: OWN_PROFILE_KEY, queryFn: getOwnProfile });
}

/** Writes into the cached profile, for answers that already carry the new state. */
export function usePatchOwnProfile() {
  const client = useQueryClient();
  return (patch: (p: OwnProfile) => OwnProfile) =>
    client.setQueryData<OwnProfile>(OWN_PROFILE_KEY, (p) => (p ? patch(p) : p));
}
