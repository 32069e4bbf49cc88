/**
 * What the public 'Apply for this home' form offers, apart from the schemas so that the listing
 * page's form loads no Zod until it is used (ADR 0012), as contact-options.ts does for contact.
 */
export const EMPLOYMENT_STATUSES = [
  'employed',
  'self_employed',
  'student',
  'retired',
  'unemployed',
  'other',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const employmentStatusLabel: Record<EmploymentStatus, string> = {
  employed: 'Employed',
  self_employed: 'Self-employed',
  student: 'Student',
  retired: 'Retired',
  unemployed: 'Not working',
  other: 'Other',
};
