import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (about 9 KB gzipped in the public
 * bundle): components offer variants instead of letting callers override a utility they set.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
