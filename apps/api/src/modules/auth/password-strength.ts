import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score 3 means about 10^8 guesses: out of reach online and slow offline against argon2id.
 * Score 2 still lets through `Summer2024!`-style passwords (decision 0018).
 */
export const MIN_STRENGTH_SCORE = 3;

// The judging runs on the event loop, and its cost grows fast with length and with characters that
// have look-alike substitutes (`1|!i`, `4@`): these two caps keep a crafted 128-character password
// to a few milliseconds. Only the beginning is judged, which can make a password look weaker, never stronger.
const JUDGED_LENGTH = 64;
const L33T_MAX_SUBSTITUTIONS = 10;

let judge: ZxcvbnFactory | undefined;

/** Built on first use: loading the dictionaries costs about 100 ms and a few MB. */
function strengthJudge(): ZxcvbnFactory {
  judge ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    maxLength: JUDGED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return judge;
}

/** Words the person's own address gives away, which an attacker who knows it would try first. */
function wordsFromEmail(email: string): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return [local, ...local.split(/[^\p{L}\p{N}]+/u), domain.split('.')[0] ?? ''].filter((w) => w.length >= 3);
}

/** 0 (guessed at once) to 4 (very hard to guess), as zxcvbn estimates it. */
export function strengthScore(password: string, email: string): number {
  return strengthJudge().check(password, wordsFromEmail(email)).score;
}
