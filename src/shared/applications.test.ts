import { describe, expect, it } from 'vitest';
import {
  affordabilityOf,
  defaultDeadlineForAgreement,
  holdingDepositCap,
  sevenDaysFrom,
  statusChangeProblem,
} from './applications';

describe('applications: the rules both sides share', () => {
  it("caps a holding deposit at one week's rent, monthly × 12 ÷ 52 rounded down to the penny", () => {
    expect(holdingDepositCap(95_000)).toBe(21_923);
    expect(holdingDepositCap(130_000)).toBe(30_000);
    expect(holdingDepositCap(1)).toBe(0);
  });

  it('counts the deadline for agreement as 15 days and the repayment as 7 days, each beginning with the day', () => {
    expect(defaultDeadlineForAgreement('2026-03-01')).toBe('2026-03-15');
    expect(defaultDeadlineForAgreement('2026-12-20')).toBe('2027-01-03');
    expect(sevenDaysFrom('2026-03-15')).toBe('2026-03-21');
  });

  it('finds the rent affordable at 30 × the monthly rent, or with a guarantor', () => {
    expect(affordabilityOf(3_000_000, 100_000, false)).toMatchObject({ meetsIncome: true, affordable: true });
    expect(affordabilityOf(2_999_999, 100_000, false)).toMatchObject({
      meetsIncome: false,
      affordable: false,
    });
    expect(affordabilityOf(0, 100_000, true)).toMatchObject({ meetsIncome: false, affordable: true });
  });

  it('moves an application forward (skipping a step is fine), never back, and a closed one not at all', () => {
    expect(statusChangeProblem('new', 'shortlisted')).toBeNull();
    expect(statusChangeProblem('new', 'approved')).toBeNull();
    expect(statusChangeProblem('approved', 'rejected')).toBeNull();
    expect(statusChangeProblem('referencing', 'shortlisted')).toMatch(/cannot go back/);
    expect(statusChangeProblem('rejected', 'approved')).toMatch(/can no longer change/);
    expect(statusChangeProblem('let', 'rejected')).toMatch(/can no longer change/);
  });
});
