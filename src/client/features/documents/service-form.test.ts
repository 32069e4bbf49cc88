import { describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@shared/dates';
import type { Tenant } from '@shared/tenancies';
import {
  SERVED_IN_FUTURE,
  ServiceFormSchema,
  currentContractHolders,
  isServedDocument,
  notYetServed,
  serviceFormDefaults,
} from './service-form';

type Holder = Pick<Tenant, 'id' | 'fullName' | 'status' | 'tenantType'>;
const holder = (id: number, overrides: Partial<Holder> = {}): Holder => ({
  id,
  fullName: `Tenant ${id}`,
  status: 'active',
  tenantType: 'tenant',
  ...overrides,
});

describe('recording a copy given', () => {
  it('sends the contract-holder, the method and the day', () => {
    expect(
      ServiceFormSchema.safeParse({ tenantId: '8', method: 'post', servedAt: '2026-03-14' }).data,
    ).toEqual({
      tenantId: 8,
      method: 'post',
      servedAt: '2026-03-14',
    });
  });

  it("says what is missing in the server's words", () => {
    const result = ServiceFormSchema.safeParse({ tenantId: '', method: '', servedAt: '' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      tenantId: 'Choose the contract-holder',
      method: 'Method must be post, in person or e-mail',
      servedAt: 'Served on must be a valid date',
    });
  });

  it('refuses a day in the future', () => {
    const result = ServiceFormSchema.safeParse({
      tenantId: '8',
      method: 'in_person',
      servedAt: addDays(todayInLondon(), 1),
    });
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['servedAt'], message: SERVED_IN_FUTURE }),
    ]);
  });

  it('starts on today, with the only contract-holder chosen', () => {
    expect(serviceFormDefaults([holder(8)])).toEqual({
      tenantId: '8',
      method: '',
      servedAt: todayInLondon(),
    });
    expect(serviceFormDefaults([holder(8), holder(9)]).tenantId).toBe('');
  });
});

describe('who must be given a copy', () => {
  const tenants = [
    holder(1),
    holder(2, { status: 'notice_given' }),
    holder(3, { status: 'past' }),
    holder(4, { tenantType: 'guarantor' }),
    holder(5, { tenantType: 'lead_tenant' }),
  ];

  it('is every current contract-holder, not past tenants or guarantors', () => {
    expect(currentContractHolders(tenants).map((t) => t.id)).toEqual([1, 2, 5]);
    expect(currentContractHolders(undefined)).toEqual([]);
  });

  it('lists those not yet given one', () => {
    expect(notYetServed(tenants, [{ tenantId: 2 }, { tenantId: 3 }]).map((t) => t.id)).toEqual([1, 5]);
  });

  it("applies to a property's GAS, EICR, EPC and remedial-work certificates", () => {
    for (const documentType of ['GAS', 'EICR', 'EPC', 'ELECTRICAL_WORK_CONFIRMATION'] as const)
      expect(isServedDocument({ documentType, tenantId: null }), documentType).toBe(true);
    expect(isServedDocument({ documentType: 'INSURANCE', tenantId: null })).toBe(false);
    expect(isServedDocument({ documentType: 'GAS', tenantId: 8 })).toBe(false);
  });
});
