import type { CallLineFacts } from '@sankofa/contracts';

/** "4:05", "1:02:09": how long a call lasted, as both people's chats show it. */
export function callDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * The English line stored as the message's text: what clients that do not read the facts show, and
 * what a line written before the facts existed still says.
 */
export function callLineWords(facts: CallLineFacts): string {
  const kind = facts.media === 'video' ? 'video call' : 'voice call';
  const Kind = kind[0]!.toUpperCase() + kind.slice(1);
  if (facts.outcome === 'answered') return `${Kind} · ${callDuration(facts.seconds ?? 0)}`;
  if (facts.outcome === 'declined') return `${Kind} declined`;
  return `Missed ${kind}`;
}

const ANSWERED = /^(Voice|Video) call · (?:(\d+):)?(\d+):(\d{2})$/;
const DECLINED = /^(Voice|Video) call declined$/;
const MISSED = /^Missed (voice|video) call$/;

const mediaOf = (word: string): CallLineFacts['media'] => (word.toLowerCase() === 'video' ? 'video' : 'audio');

/** Reads the facts back from a line stored before they were kept beside it; null when it is not one. */
export function parseCallLineWords(text: string): CallLineFacts | null {
  const answered = ANSWERED.exec(text);
  if (answered) {
    const [, media, h, m, s] = answered;
    return { media: mediaOf(media!), outcome: 'answered', seconds: Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) };
  }
  const declined = DECLINED.exec(text);
  if (declined) return { media: mediaOf(declined[1]!), outcome: 'declined', seconds: null };
  const missed = MISSED.exec(text);
  if (missed) return { media: mediaOf(missed[1]!), outcome: 'missed', seconds: null };
  return null;
}

/** The facts of a stored call line: its own columns, else read from its English words. */
export function storedCallFacts(row: {
  kind: string;
  body: string;
  call_media: CallLineFacts['media'] | null;
  call_outcome: CallLineFacts['outcome'] | null;
  call_seconds: number | null;
}): CallLineFacts | null {
  if (row.kind !== 'call') return null;
  if (row.call_media && row.call_outcome)
    return { media: row.call_media, outcome: row.call_outcome, seconds: row.call_seconds };
  return parseCallLineWords(row.body);
}
