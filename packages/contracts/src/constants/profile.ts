export const MAX_PHOTOS = 6;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const HOBBIES_MIN = 11;
export const HOBBIES_MAX = 500;
export const OCCUPATION_MAX = 80;
export const INTEREST_MAX = 40;
export const INTERESTS_MAX = 20;
export const LANGUAGE_MAX = 40;
export const LANGUAGES_MAX = 8;
export const HERITAGE_MAX = 80;
export const MIN_AGE = 18;
export const MAX_AGE = 120;
export const DISTANCE_MIN = 1;
export const DISTANCE_MAX = 100;
export const DISTANCE_DEFAULT = 25;
export const STARTING_TOKEN_GRANT = 100;

export const GENDERS = ['man', 'woman', 'other'] as const;
export const ORIENTATIONS = ['straight', 'gay', 'lesbian', 'bisexual', 'pansexual', 'other'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'heavyset'] as const;
export const EDUCATION_LEVELS = [
  'high-school',
  'some-college',
  'associates',
  'bachelors',
  'masters',
  'phd',
  'trade',
  'other',
] as const;
export const INTERESTED_IN = ['men', 'women', 'everyone'] as const;
export const LOOKING_FOR = ['long-term', 'short-term', 'open-to-short', 'open-to-long', 'not-sure'] as const;
export const PERSONALITY_CODES = [
  'INTJ',
  'INTP',
  'ENTJ',
  'ENTP',
  'INFJ',
  'INFP',
  'ENFJ',
  'ENFP',
  'ISTJ',
  'ISFJ',
  'ESTJ',
  'ESFJ',
  'ISTP',
  'ISFP',
  'ESTP',
  'ESFP',
] as const;

/** Phone numbers: digits, spaces, '+', '-', '(' and ')' only. */
export const PHONE_MESSAGE = 'Phone numbers may contain only digits, spaces, +, -, ( and )';
export const PHONE_MAX = 32;
export const CONTACT_NAME_MAX = 100;
