/** The fields of the public 'Apply for this home' form, in the order it shows them (no Zod here). */
export const APPLICATION_FIELDS = [
  'fullName',
  'email',
  'phone',
  'employmentStatus',
  'annualIncome',
  'householdSize',
  'moveInDate',
  'hasGuarantor',
  'message',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
