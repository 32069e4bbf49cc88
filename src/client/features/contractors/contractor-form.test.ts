import { describe, expect, it } from 'vitest';
import type { Contractor } from '@shared/contractors';
import { ContractorFormSchema, contractorFormDefaults, type ContractorFormValues } from './contractor-form';

const blank = contractorFormDefaults();
const values = (overrides: Partial<ContractorFormValues> = {}): ContractorFormValues => ({
  ...blank,
  name: 'Dai Evans',
  trade: 'gas',
  ...overrides,
});
const row = (reference: string, expiresOn: string) => ({ reference, expiresOn });
const messages = (input: ContractorFormValues) => {
  const result = ContractorFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the contractor form', () => {
  it('starts empty, one row per certificate kind', () => {
    expect(blank).toEqual({
      name: '',
      trade: '',
      phone: '',
      email: '',
      certificates: {
        gas_safe: row('', ''),
        electrical: row('', ''),
        insurance: row('', ''),
      },
    });
  });

  it('fills the rows of the certificates on file when editing', () => {
    const contractor: Contractor = {
      id: 7,
      landlordId: 2,
      name: 'Dai Evans',
      trade: 'gas',
      phone: '029 2000 0000',
      email: null,
      certificates: [{ kind: 'gas_safe', reference: '123456', expiresOn: '2027-01-31', state: 'green' }],
      state: 'red',
      canTakeWork: false,
      blockedReason: 'No Public liability insurance is on file',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(contractorFormDefaults(contractor)).toEqual({
      name: 'Dai Evans',
      trade: 'gas',
      phone: '029 2000 0000',
      email: '',
      certificates: {
        gas_safe: row('123456', '2027-01-31'),
        electrical: row('', ''),
        insurance: row('', ''),
      },
    });
  });

  it('sends the filled certificate rows only, empty contact details as null', () => {
    const result = ContractorFormSchema.safeParse(
      values({
        email: ' Dai@Example.com ',
        certificates: {
          ...blank.certificates,
          gas_safe: row(' 123456 ', '2027-01-31'),
          insurance: row('', '2026-12-01'),
        },
      }),
    );
    expect(result.success && result.data).toEqual({
      name: 'Dai Evans',
      trade: 'gas',
      phone: null,
      email: 'dai@example.com',
      certificates: [
        { kind: 'gas_safe', reference: '123456', expiresOn: '2027-01-31' },
        { kind: 'insurance', reference: null, expiresOn: '2026-12-01' },
      ],
    });
  });

  it('asks for the name, the trade and a valid e-mail in the shared words', () => {
    expect(messages(values({ name: ' D ', trade: '', email: 'not-an-email' }))).toEqual({
      name: 'Name must be at least 2 characters',
      trade: 'Please select a trade',
      email: 'Please enter a valid email address',
    });
  });

  it("puts a missing expiry date under that certificate's own row", () => {
    expect(
      messages(values({ certificates: { ...blank.certificates, insurance: row('POL-9', '') } })),
    ).toEqual({ 'certificates.insurance.expiresOn': 'Expiry date is required' });
  });
});
