import { describe, expect, it } from 'vitest';
import { BankDetailsSchema } from '@shared/payments';
import { toBankDetails } from './api';
import { bankDetailsFormDefaults } from './bank-details';

const saved = {
  accountName: 'Cardiff Lettings Client Account',
  sortCode: '12-34-56',
  accountNumber: '12345678',
};

describe('bank details answer', () => {
  it('is null while the agency has entered none ({})', () => {
    expect(toBankDetails({})).toBeNull();
    expect(toBankDetails(undefined)).toBeNull();
  });

  it('keeps saved details', () => {
    expect(toBankDetails(saved)).toEqual(saved);
  });
});

describe('bank details form', () => {
  it('starts empty when nothing is saved, else with the saved details', () => {
    expect(bankDetailsFormDefaults(null)).toEqual({ accountName: '', sortCode: '', accountNumber: '' });
    expect(bankDetailsFormDefaults(saved)).toEqual(saved);
  });

  it('sends the details normalised as the server stores them', () => {
    expect(
      BankDetailsSchema.parse({
        accountName: ' Cardiff Lettings ',
        sortCode: '12 34 56',
        accountNumber: '1234 5678',
      }),
    ).toEqual({ accountName: 'Cardiff Lettings', sortCode: '12-34-56', accountNumber: '12345678' });
  });
});
