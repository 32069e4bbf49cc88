import { describe, expect, it } from 'vitest';
import type { Tenant } from '@shared/tenancies';
import { ApiError } from '@client/app/api-client';
import { tenancyBlocked } from './compliance-blocked';
import {
  rentChanged,
  TENANT_INPUT_FIELDS,
  TenantFormSchema,
  tenantFormDefaults,
  tenantFormFieldFor,
  type TenantFormValues,
} from './tenant-form';

const tenant = (overrides: Partial<Tenant> = {}): Tenant => ({
  id: 8,
  userId: null,
  propertyId: 3,
  fullName: 'Ana Jones',
  email: 'ana@example.com',
  phone: null,
  leaseStart: '2026-06-01',
  leaseEnd: '2027-05-31',
  rentAmount: 95_000,
  deposit: 110_000,
  depositScheme: 'DPS',
  depositSchemeRef: 'DPS-123',
  depositPaidDate: '2026-05-20',
  status: 'active',
  tenantType: 'lead_tenant',
  occupationDate: '2026-06-01',
  contractType: 'fixed_term',
  fixedTermEnd: '2027-05-31',
  lastRentIncreaseOn: '2025-09-01',
  paymentReference: 'CL-0008',
  remindersPaused: false,
  createdAt: '2026-05-01T00:00:00.000Z',
  invitation: null,
  ...overrides,
});

const values = (overrides: Partial<TenantFormValues> = {}): TenantFormValues => ({
  ...tenantFormDefaults(tenant()),
  ...overrides,
});

describe('the tenant form', () => {
  it('sends the occupation date, deposit details, contract and last rent increase', () => {
    const result = TenantFormSchema.safeParse(values());
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      occupationDate: '2026-06-01',
      depositPaidDate: '2026-05-20',
      depositScheme: 'DPS',
      depositSchemeRef: 'DPS-123',
      deposit: 110_000,
      contractType: 'fixed_term',
      fixedTermEnd: '2027-05-31',
      lastRentIncreaseOn: '2025-09-01',
      rentAmount: 95_000,
      rentEffectiveFrom: null,
    });
  });

  it('sends empty dates as null, and no fixed-term end on a periodic contract', () => {
    const result = TenantFormSchema.safeParse(
      values({
        occupationDate: '',
        depositPaidDate: '',
        depositScheme: '',
        lastRentIncreaseOn: '',
        contractType: 'periodic',
        fixedTermEnd: '2027-05-31',
      }),
    );
    expect(result.data).toMatchObject({
      occupationDate: null,
      depositPaidDate: null,
      depositScheme: null,
      lastRentIncreaseOn: null,
      contractType: 'periodic',
      fixedTermEnd: null,
    });
  });

  it('sends the day a changed rent starts', () => {
    const result = TenantFormSchema.safeParse(values({ rent: '1000.00', rentEffectiveFrom: '2026-12-01' }));
    expect(result.data).toMatchObject({ rentAmount: 100_000, rentEffectiveFrom: '2026-12-01' });
  });

  it('needs a fixed-term end on a fixed-term contract', () => {
    const result = TenantFormSchema.safeParse(values({ fixedTermEnd: '' }));
    expect(result.error!.issues[0]).toMatchObject({
      path: ['fixedTermEnd'],
      message: 'A fixed-term contract needs its end date',
    });
  });

  it('starts a new tenancy with the dates empty and the contract periodic', () => {
    const fresh = tenantFormDefaults(null, 87_500);
    expect(fresh).toMatchObject({
      rent: '875.00',
      occupationDate: '',
      depositPaidDate: '',
      lastRentIncreaseOn: '',
      rentEffectiveFrom: '',
      contractType: 'periodic',
    });
  });

  it('asks when the new rent starts only when an edited rent differs', () => {
    expect(rentChanged(tenant(), '950.00')).toBe(false);
    expect(rentChanged(tenant(), '950')).toBe(false);
    expect(rentChanged(tenant(), '975.00')).toBe(true);
    expect(rentChanged(tenant(), 'abc')).toBe(false);
    expect(rentChanged(null, '975.00')).toBe(false);
  });

  it("puts the server's messages for the new fields under them", () => {
    expect(TENANT_INPUT_FIELDS).toEqual(
      expect.arrayContaining(['occupationDate', 'lastRentIncreaseOn', 'rentEffectiveFrom']),
    );
    expect(tenantFormFieldFor('rentAmount')).toBe('rent');
  });
});

describe('a tenancy refused by the Welsh rules', () => {
  const refused = (errors: Record<string, string>, message = 'Refused.') =>
    new ApiError(409, 'compliance_blocked', message, errors);

  it('explains a move-in too soon, rule by rule, and offers a later occupation date', () => {
    const blocked = tenancyBlocked(
      refused(
        {
          SMOKE_ALARMS: '1 of 2 storeys have no working interlinked smoke alarm.',
          GAS_ANNUAL: 'No gas safety record is on file.',
          EICR_VALID: 'No electrical report is on file.',
          EPC_VALID: 'No energy performance certificate is on file.',
          CO_ALARMS: 'No carbon monoxide alarm in: Kitchen.',
        },
        'Nobody can move in until the safety items below are in place.',
      ),
    );
    expect(blocked!.heading).toBe('The tenant cannot move in on this date yet');
    expect(blocked!.message).toBe('Nobody can move in until the safety items below are in place.');
    expect(blocked!.items.map((i) => i.title)).toEqual([
      'Gas safety record',
      'Electrical report (EICR)',
      'Energy performance certificate',
      'Smoke alarms',
      'Carbon monoxide alarms',
    ]);
    expect(blocked!.items[0]).toEqual({
      rule: 'GAS_ANNUAL',
      title: 'Gas safety record',
      reason: 'No gas safety record is on file.',
      advice: "Upload the gas safety record in the property's Documents tab.",
    });
    expect(blocked!.footer).toContain('choose a later occupation date');
  });

  it('explains a rent rise RHW12 does not allow yet', () => {
    const blocked = tenancyBlocked(
      refused(
        { RENT_VARIATION: 'The rent can next rise on 1 September 2026.' },
        'The rent cannot rise from that date.',
      ),
    );
    expect(blocked).toMatchObject({
      heading: 'The rent cannot rise from that date',
      items: [
        {
          rule: 'RENT_VARIATION',
          title: 'Rent increase (RHW12)',
          reason: 'The rent can next rise on 1 September 2026.',
        },
      ],
    });
    expect(blocked!.items[0]!.advice).toContain('notice of rent variation (RHW12)');
  });

  it('is not about other errors', () => {
    expect(tenancyBlocked(new ApiError(409, 'conflict', 'Already a tenant', {}))).toBeNull();
    expect(tenancyBlocked(new Error('offline'))).toBeNull();
  });
});
