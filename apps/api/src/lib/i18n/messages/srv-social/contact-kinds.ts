/**
 * The safety check's "This looks like a phone number and a payment app handle" names every kind of
 * contact detail found, joined with ' and ', always in the order `findContactHandles` gives. Each
 * combination is one catalogue entry, built here from a language's four words and its way of listing.
 */
type Kind = 'phone' | 'messenger' | 'payment' | 'crypto';

const ORDER: readonly Kind[] = ['phone', 'messenger', 'payment', 'crypto'];

// As written in modules/safety/contact-share.ts; contact-share-languages.test.ts fails if they drift apart.
const ENGLISH: Readonly<Record<Kind, string>> = {
  phone: 'a phone number',
  messenger: 'a messaging or social media handle',
  payment: 'a payment app handle',
  crypto: 'a crypto wallet address',
};

export function contactKindLists(
  words: Readonly<Record<Kind, string>>,
  join: (parts: string[]) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (let mask = 1; mask < 1 << ORDER.length; mask++) {
    const kinds = ORDER.filter((_, i) => mask & (1 << i));
    out[kinds.map((k) => ENGLISH[k]).join(' and ')] = join(kinds.map((k) => words[k]));
  }
  return out;
}

/** The language's own "a, b and c". */
export const listIn = (locale: string) => (parts: string[]) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);

// Node's data for Yorùbá lists leaves out the space before the last item ("a àtib").
export const yorubaList = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} àti ${parts[parts.length - 1]}`;
