import type { Locale } from '@shared/i18n/locale';

/**
 * The language a message is written in (CONTRACT.md §9): the recipient account's, or English when
 * the address belongs to no account (a tenancy not yet linked, an applicant, a contractor).
 */
export const localeOf = (language: Locale | null | undefined): Locale => language ?? 'en';
