import { RestrictedDetails } from '@sankofa/contracts';

const KEY = 'restricted-statement';

/**
 * A refused sign-in carries the statement and an appeal token; the page that shows them reads them
 * from this tab's session storage, so a reload keeps them and closing the tab forgets them.
 */
export function rememberRestriction(details: unknown): boolean {
  const parsed = RestrictedDetails.safeParse(details);
  if (!parsed.success) return false;
  sessionStorage.setItem(KEY, JSON.stringify(parsed.data));
  return true;
}

export function readRestriction(): RestrictedDetails | null {
  try {
    const parsed = RestrictedDetails.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
