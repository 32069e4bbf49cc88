import { describe, expect, it } from 'vitest';
import { ManagementFeeSchema } from '@shared/payments';
import {
  ManagementFeeFormSchema,
  feeInputToPercent,
  formatManagementFee,
  isStatementMonth,
  lastMonth,
  managementFeeFormDefaults,
  statementUrl,
  thisMonth,
} from './management-fee';

/** The message the Set fee form shows under the field, or undefined when the fee is accepted. */
function messageFor(text: string) {
  const result = ManagementFeeFormSchema.safeParse({ managementFeePercent: text });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('management fee shown in the users table', () => {
  it('is a percentage without trailing zeros, and 0% when none has been set', () => {
    expect(formatManagementFee(10)).toBe('10%');
    expect(formatManagementFee(12.5)).toBe('12.5%');
    expect(formatManagementFee(8.75)).toBe('8.75%');
    expect(formatManagementFee(0)).toBe('0%');
    expect(formatManagementFee(100)).toBe('100%');
  });

  it('never shows float noise', () => {
    expect(formatManagementFee(0.1 + 0.2)).toBe('0.3%');
    expect(formatManagementFee(7.29)).toBe('7.29%');
  });
});

describe('management fee as typed', () => {
  it('reads plain numbers, a trailing % and a decimal comma', () => {
    expect(feeInputToPercent('10')).toBe(10);
    expect(feeInputToPercent(' 12.5 ')).toBe(12.5);
    expect(feeInputToPercent('.5')).toBe(0.5);
    expect(feeInputToPercent('10%')).toBe(10);
    expect(feeInputToPercent('10 %')).toBe(10);
    expect(feeInputToPercent('12,5')).toBe(12.5);
    expect(feeInputToPercent('-3')).toBe(-3);
  });

  it('is undefined for text that is not a number', () => {
    for (const text of ['', 'ten', '1e1', '10.5.1', '1,000.5', '%']) {
      expect(feeInputToPercent(text)).toBeUndefined();
    }
  });
});

describe('Set fee form', () => {
  it('turns the text into the body the server schema accepts unchanged', () => {
    const body = ManagementFeeFormSchema.parse({ managementFeePercent: '12.5%' });
    expect(body).toEqual({ managementFeePercent: 12.5 });
    expect(ManagementFeeSchema.parse(body)).toEqual(body);
    expect(ManagementFeeFormSchema.parse({ managementFeePercent: '0' })).toEqual({ managementFeePercent: 0 });
    expect(ManagementFeeFormSchema.parse({ managementFeePercent: '100' })).toEqual({
      managementFeePercent: 100,
    });
  });

  it('refuses empty, non-numbers and values outside 0–100 with the server words', () => {
    for (const text of ['', 'abc', '-0.5', '100.01', '150']) {
      expect(messageFor(text)).toBe('Management fee must be between 0 and 100');
    }
  });

  it('refuses more than two decimal places instead of rounding them', () => {
    expect(messageFor('12.345')).toBe('Use at most two decimal places');
    expect(messageFor('7.29')).toBeUndefined();
    expect(messageFor('12.50')).toBeUndefined();
  });

  it('starts from the landlord’s current fee', () => {
    expect(managementFeeFormDefaults(8.75)).toEqual({ managementFeePercent: '8.75' });
    expect(managementFeeFormDefaults(0)).toEqual({ managementFeePercent: '0' });
    expect(managementFeeFormDefaults(null)).toEqual({ managementFeePercent: '' });
  });
});

describe('statement month', () => {
  it('defaults to the month before today, across a year end', () => {
    expect(lastMonth('2026-03-31')).toBe('2026-02');
    expect(lastMonth('2026-01-01')).toBe('2025-12');
    expect(thisMonth('2026-03-31')).toBe('2026-03');
  });

  it('defaults to last month in UK time by default', () => {
    expect(isStatementMonth(lastMonth())).toBe(true);
    expect(lastMonth() < thisMonth()).toBe(true);
  });

  it('accepts only YYYY-MM', () => {
    expect(isStatementMonth('2026-02')).toBe(true);
    for (const month of ['', '2026-13', '2026-2', '2026-02-01', 'February']) {
      expect(isStatementMonth(month)).toBe(false);
    }
  });

  it('links to the named landlord’s PDF for that month', () => {
    expect(statementUrl(42, '2026-02')).toBe('/api/landlord/statements?month=2026-02&landlordId=42');
  });
});
