import { ApiError } from '@/lib/api-client.ts';

const STEP_OF_FIELD: Record<string, number> = {
  displayName: 2,
  birthDate: 2,
  gender: 2,
  orientation: 2,
  heightCm: 3,
  bodyType: 3,
  education: 3,
  occupation: 3,
  interestedIn: 4,
  lookingFor: 4,
  hobbies: 4,
  aboutMe: 4,
  heritage: 4,
  languages: 4,
  personality: 4,
  distanceMiles: 5,
  photoIds: 6,
  location: 7,
  blockContacts: 8,
};

/** Error codes that are not field validation but still belong to one step. */
const STEP_OF_CODE: [RegExp, number][] = [
  [/age|birth/i, 2],
  [/photo/i, 6],
  [/city|location/i, 7],
  // Contact or payment details in About me.
  [/contact_share/i, 4],
];

function fieldsOf(details: unknown): string[] {
  if (!details || typeof details !== 'object') return [];
  const d = details as { fields?: unknown; field?: unknown };
  const names: string[] = [];
  if (typeof d.field === 'string') names.push(d.field);
  if (Array.isArray(d.fields)) {
    for (const f of d.fields)
      if (f && typeof (f as { field?: unknown }).field === 'string') names.push((f as { field: string }).field);
  }
  return names;
}

/**
 * Which earlier step a refused save points at, so the person knows where to go back to; null when
 * the problem is not about something they entered.
 */
export function stepForSaveError(err: unknown): number | null {
  if (!(err instanceof ApiError)) return null;
  const steps = fieldsOf(err.details)
    .map((f) => STEP_OF_FIELD[f.split('.')[0] ?? ''])
    .filter((s): s is number => s !== undefined);
  if (steps.length) return Math.min(...steps);
  if (err.status >= 400 && err.status < 500 && err.status !== 401) {
    for (const [pattern, step] of STEP_OF_CODE) if (pattern.test(err.code)) return step;
  }
  return null;
}
