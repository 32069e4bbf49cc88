/**
 * The public 'Apply for this home' form as the API wants it: the form holds text (income in
 * pounds, the household as digits, the guarantor as a checkbox), the API integers and booleans.
 * Messages are the shared schema's, but for income, which a visitor types in pounds (catalogue ui_ key).
 */
import { ApplicationInputSchema, type ApplicationInput } from '@shared/applications';
import { poundsToPence } from '@shared/money';
import { numberFromText } from '@shared/numbers';
import type { FormSchema } from '@client/lib/use-public-form';
import { m } from '@shared/i18n/messages';

export { APPLICATION_FIELDS, type ApplicationField } from './application-fields';

/** In the build's language: the form's own message, not the API's (which is in pence). */
export const INCOME_IN_POUNDS = m.ui_apply_income_in_pounds();

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** FormData's values → the body of POST /api/listings/{id}/applications (unchecked: the schema says what is wrong). */
export function applicationInputFrom(values: Record<string, unknown>): Record<string, unknown> {
  const pence = poundsToPence(text(values.annualIncome));
  return {
    fullName: text(values.fullName),
    email: text(values.email),
    phone: text(values.phone),
    employmentStatus: text(values.employmentStatus),
    annualIncome: pence === null || pence < 0 ? text(values.annualIncome) : pence,
    householdSize: numberFromText(text(values.householdSize)),
    moveInDate: text(values.moveInDate),
    // A checkbox sends 'on' when ticked and nothing when not.
    hasGuarantor: values.hasGuarantor === 'on' || values.hasGuarantor === true,
    message: text(values.message),
  };
}

/** The schema usePublicForm checks the form with. */
export const applicationFormSchema: FormSchema<ApplicationInput> = {
  safeParse(values: unknown) {
    const result = ApplicationInputSchema.safeParse(applicationInputFrom(values as Record<string, unknown>));
    if (result.success) return { success: true, data: result.data as ApplicationInput };
    return {
      success: false,
      error: {
        issues: result.error.issues.map((issue) =>
          issue.path[0] === 'annualIncome' ? { ...issue, message: INCOME_IN_POUNDS } : issue,
        ),
      },
    };
  },
};
