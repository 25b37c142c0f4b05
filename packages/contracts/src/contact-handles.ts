/**
 * Contact and payment details that take a conversation off the platform (issue #21): phone
 * numbers, messenger and social handles, payment-app handles and crypto addresses. Scams start by
 * moving people where nobody can help them, so such text earns an 'Are you sure?' to its writer and
 * a safety tip to its reader. It is never refused: people may share them knowingly.
 *
 * The rules lean towards missing a disguised handle rather than nagging someone who wrote '5 km',
 * 'R250', '1990', '10:30' or '2 kids': a platform named on its own ('I love Instagram') is not a
 * handle; one followed by a name (`IG: @ama`, `my snap is ama_k`, `add me on telegram`) is.
 * No zod and no I/O, so the browser may use it too.
 */

export type ContactHandleKind = 'phone' | 'messenger' | 'payment' | 'crypto';

const MESSENGERS = String.raw`snapchat|snap|telegram|whats\s?app|watsapp|whatsap|instagram|insta|ig|kik|wechat`;
const PAYMENTS = String.raw`cash\s?app|venmo|paypal|zelle|chime|revolut`;
const PLATFORM = `(?:${MESSENGERS}|${PAYMENTS})`;
const HANDLE = String.raw`@?[a-z0-9][a-z0-9._-]{2,30}`;

/** Links to profiles on messengers and payment apps. */
const LINKS: Array<[RegExp, ContactHandleKind]> = [
  [
    /\b(?:t\.me|telegram\.me|wa\.me|chat\.whatsapp\.com|instagram\.com|instagr\.am|snapchat\.com\/add)\/\S+/i,
    'messenger',
  ],
  [/\b(?:cash\.app|venmo\.com|paypal\.me|paypal\.com\/paypalme)\/\S+/i, 'payment'],
];

const payment = new RegExp(`^(?:${PAYMENTS})$`, 'i');
const kindOf = (platform: string): ContactHandleKind => (payment.test(platform.trim()) ? 'payment' : 'messenger');

/** 'my snap is ama_k', 'my IG handle: ama', 'snapchat: ama', 'venmo @ama', 'add me on telegram'. */
const HANDLE_PHRASES: RegExp[] = [
  new RegExp(
    String.raw`\bmy\s+(${PLATFORM})(?:\s+(?:handle|name|username|user|id|number|tag|account))?\s*(?:is|:|=|-|->)?\s*${HANDLE}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(${PLATFORM})(?:\s+(?:handle|name|username|user|id|number|tag|account))?\s*(?::|=|->)\s*${HANDLE}`,
    'i',
  ),
  new RegExp(String.raw`\b(${PLATFORM})\s+@[a-z0-9][a-z0-9._-]{2,30}`, 'i'),
  new RegExp(
    String.raw`\b(?:add|hit|text|message|msg|dm|find|follow|reach|call|contact|chat\s+with|talk\s+to|send)\s+me\s+(?:up\s+)?(?:on|at|via|over|through|@)\s+(${PLATFORM})\b`,
    'i',
  ),
  new RegExp(String.raw`\b(${PLATFORM})\s+me\b`, 'i'),
  new RegExp(
    String.raw`\b(?:let'?s|we\s+can|can\s+we)\s+(?:talk|chat|move|continue|go)\s+(?:on|to|over\s+to)\s+(${PLATFORM})\b`,
    'i',
  ),
];

/** A Cash App $cashtag: a dollar sign and a letter ('$50' is a price; currency codes are not tags). */
const CASHTAG = /(?<![\w$])\$([a-z][a-z0-9_-]{1,19})\b/gi;
const CURRENCY_CODES = new Set([
  'usd',
  'cad',
  'aud',
  'nzd',
  'eur',
  'gbp',
  'ngn',
  'ghs',
  'kes',
  'zar',
  'xof',
  'xaf',
  'ugx',
  'tzs',
  'etb',
  'jmd',
  'ttd',
  'bbd',
]);

const CRYPTO: RegExp[] = [
  /\b0x[a-f0-9]{40}\b/i, // Ethereum and its kin
  /\bbc1[ac-hj-np-z02-9]{11,71}\b/i, // Bitcoin segwit
  /\b[13][a-km-zA-HJ-NP-Z1-9]{25,34}\b/, // Bitcoin legacy
  /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/, // Tron (USDT)
];

/**
 * Digit runs joined by spaces, dashes, dots, slashes or brackets, as phone numbers are written.
 * Commas and colons are not joiners, so '1,500,000' and '10:30' never form one run.
 */
const DIGIT_RUN = /(?<![\w+$])\+?\(?\d(?:[\s().\-/]{0,3}\d)+(?![a-z])/gi;
const MIN_DIGITS = 9;
const MIN_DIGITS_WITH_PLUS = 8;
const MAX_DIGITS = 15;

function looksLikePhone(run: string, before: string): boolean {
  const digits = run.replace(/\D/g, '');
  const plus = run.startsWith('+');
  if (digits.length > MAX_DIGITS || digits.length < (plus ? MIN_DIGITS_WITH_PLUS : MIN_DIGITS)) return false;
  // A price or amount: a currency sign just before it.
  if (/[$£€₦¥₵₹]\s*$/.test(before) || /\b(?:ksh|kes|usd|ngn|ghs|zar|r)\s*$/i.test(before)) return false;
  const groups = run.split(/[^\d]+/).filter(Boolean);
  if (groups.length < 2) return true;
  // '100.000.000' and '10 000 000' are amounts: every group after a short first one has three digits.
  if (digits.length <= 9 && !plus && groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3))
    return false;
  // Years side by side in prose ('in 2019 1999 was…', '1990-2024') are not a number to call.
  const year = (g: string) => /^(?:19|20)\d\d$/.test(g);
  if (groups.every(year)) return false;
  if (!/[^\d\s+]/.test(run) && groups.some(year)) return false;
  return true;
}

/** The kinds of contact or payment detail in `text`, each at most once, in a fixed order. */
export function findContactHandles(text: string): ContactHandleKind[] {
  const found = new Set<ContactHandleKind>();
  for (const [re, kind] of LINKS) if (re.test(text)) found.add(kind);
  for (const re of HANDLE_PHRASES) {
    const m = re.exec(text);
    if (m?.[1]) found.add(kindOf(m[1]));
  }
  for (const m of text.matchAll(CASHTAG)) {
    if (!CURRENCY_CODES.has(m[1]!.toLowerCase())) found.add('payment');
  }
  if (CRYPTO.some((re) => re.test(text))) found.add('crypto');
  for (const m of text.matchAll(DIGIT_RUN)) {
    if (looksLikePhone(m[0].trim(), text.slice(Math.max(0, m.index - 4), m.index))) {
      found.add('phone');
      break;
    }
  }
  const order: ContactHandleKind[] = ['phone', 'messenger', 'payment', 'crypto'];
  return order.filter((k) => found.has(k));
}

export const hasContactHandles = (text: string): boolean => findContactHandles(text).length > 0;
