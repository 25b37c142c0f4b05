import type { OwnProfile } from '@sankofa/contracts';

type Choice<K extends keyof OwnProfile> = NonNullable<OwnProfile[K]>;
type Gender = Choice<'gender'>;
type Orientation = Choice<'orientation'>;
type BodyType = Choice<'bodyType'>;
type Education = Choice<'education'>;
type InterestedIn = Choice<'interestedIn'>;
type LookingFor = Choice<'relationshipGoals'>;
type Personality = Choice<'personality'>;

// The API speaks in stable codes; people read these, the same words on every screen.
export const GENDER_LABELS: Record<Gender, string> = { man: 'Man', woman: 'Woman', other: 'Other' };

export const ORIENTATION_LABELS: Record<Orientation, string> = {
  straight: 'Straight',
  gay: 'Gay',
  lesbian: 'Lesbian',
  bisexual: 'Bisexual',
  pansexual: 'Pansexual',
  other: 'Other',
};

export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  slim: 'Slim',
  athletic: 'Athletic',
  average: 'Average',
  curvy: 'Curvy',
  muscular: 'Muscular',
  heavyset: 'Heavyset',
};

export const EDUCATION_LABELS: Record<Education, string> = {
  'high-school': 'High school',
  'some-college': 'Some college',
  associates: "Associate's degree",
  bachelors: "Bachelor's degree",
  masters: "Master's degree",
  phd: 'PhD / Doctorate',
  trade: 'Trade or vocational school',
  other: 'Other',
};

export const INTERESTED_IN_LABELS: Record<InterestedIn, string> = { men: 'Men', women: 'Women', everyone: 'Everyone' };

export const LOOKING_FOR_LABELS: Record<LookingFor, string> = {
  'long-term': 'Something lasting',
  'short-term': 'Something casual',
  'open-to-short': 'Lasting, but open to casual',
  'open-to-long': 'Casual, but open to lasting',
  'not-sure': 'Not sure yet',
};

/** Our own short, warm nicknames for the sixteen four-letter codes. */
export const PERSONALITY_NICKNAMES: Record<Personality, string> = {
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

export const personalityLabel = (code: Personality) => `${code} · ${PERSONALITY_NICKNAMES[code]}`;
