import { i18n } from '@/lib/i18n/i18n.ts';
import { MATCH_MESSAGE_MAX } from '@sankofa/contracts/constants';

/** The first message after a match: trimmed, not empty, at most 200 characters (spec part 2 §5). */
export function checkMatchMessage(raw: string): { text: string; valid: boolean; counter: string; tooLong: boolean } {
  const text = raw.trim();
  const tooLong = text.length > MATCH_MESSAGE_MAX;
  return {
    text,
    valid: text.length > 0 && !tooLong,
    tooLong,
    counter: i18n.t('discover:match.counter', { length: text.length, max: MATCH_MESSAGE_MAX }),
  };
}
