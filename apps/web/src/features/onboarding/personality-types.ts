import type { PersonalityCode } from './onboarding-values.ts';

/** Our own short, warm nicknames for the sixteen four-letter codes. */
export const PERSONALITY_NICKNAMES: Record<PersonalityCode, string> = {
  INTJ: 'The Planner',
  INTP: 'The Puzzler',
  ENTJ: 'The Trailblazer',
  ENTP: 'The Spark',
  INFJ: 'The Quiet Guide',
  INFP: 'The Dreamer',
  ENFJ: 'The Gatherer',
  ENFP: 'The Free Spirit',
  ISTJ: 'The Anchor',
  ISFJ: 'The Nurturer',
  ESTJ: 'The Organiser',
  ESFJ: 'The Host',
  ISTP: 'The Fixer',
  ISFP: 'The Gentle Artist',
  ESTP: 'The Go-Getter',
  ESFP: 'The Life of the Party',
};

export const personalityLabel = (code: PersonalityCode) => `${code} · ${PERSONALITY_NICKNAMES[code]}`;
