import { isoDay } from '@/lib/age.ts';

/** The date picker's bounds: someone exactly `minAge` today may pick their birthday, nobody younger. */
export function birthDateBounds(today: Date, minAge: number, maxAge: number): { min: string; max: string } {
  const latest = new Date(today.getFullYear() - minAge, today.getMonth(), today.getDate());
  const earliest = new Date(today.getFullYear() - maxAge - 1, today.getMonth(), today.getDate() + 1);
  return { min: isoDay(earliest), max: isoDay(latest) };
}
