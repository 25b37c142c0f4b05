import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve Tailwind conflicts (that library alone cost 8 kB on the
 * landing route): components pick one class per property instead of overriding.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
