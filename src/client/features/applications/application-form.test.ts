import { describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import { applicationFormSchema, applicationInputFrom, INCOME_IN_POUNDS } from './application-form';

const filled = {
  fullName: 'Cerys Jenkins',
  email: 'Cerys@Example.test',
  phone: '07700 900321',
  employmentStatus: 'employed',
  annualIncome: '£32,500.50',
  householdSize: '2',
  moveInDate: addDays(todayInLondon(), 14),
  hasGuarantor: 'on',
  message: '',
};

describe('the apply form', () => {
  it('turns pounds into pence, digits into a number and the checkbox into a boolean', () => {
    expect(applicationInputFrom(filled)).toMatchObject({
      annualIncome: 3_250_050,
      householdSize: 2,
      hasGuarantor: true,
    });
    expect(applicationInputFrom({ ...filled, hasGuarantor: undefined }).hasGuarantor).toBe(false);
  });

  it('parses a good form into the API body', () => {
    const result = applicationFormSchema.safeParse(filled);
    expect(result.success).toBe(true);
    if (result.success) expect(result.data).toMatchObject({ email: 'cerys@example.test', message: null });
  });

  it('asks for the income in pounds, and names the other fields with the shared messages', () => {
    const result = applicationFormSchema.safeParse({
      ...filled,
      annualIncome: 'lots',
      householdSize: '',
      fullName: 'A',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const byField = Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toMatchObject({
      annualIncome: INCOME_IN_POUNDS,
      householdSize: 'Household size must be a whole number from 1 to 20',
      fullName: 'Full name must be at least 2 characters',
    });
  });
});
