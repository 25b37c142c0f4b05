import { SEARCH_MIN } from '@sankofa/contracts/constants';

const SEARCH_MAX = 80;

/** The text to search for, or null while it is too short to be worth asking the server. */
export function searchText(raw: string): string | null {
  const q = raw.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX);
  return q.length >= SEARCH_MIN ? q : null;
}
