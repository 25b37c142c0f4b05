import type { OwnProfile } from '@sankofa/contracts';

type Choice<K extends keyof OwnProfile> = NonNullable<OwnProfile[K]>;
type Gender = Choice<'gender'>;
type Orientation = Choice<'orientation'>;
type BodyType = Choice<'bodyType'>;
type Education = Choice<'education'>;
type InterestedIn = Choice<'interestedIn'>;
type LookingFor = Choice<'relationshipGoals'>;

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
