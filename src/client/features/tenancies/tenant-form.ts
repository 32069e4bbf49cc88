import { z } from 'zod';
import { addMonths, todayInLondon } from '@shared/dates';
import { penceToPoundsInput, poundsToPence } from '@shared/money';
import {
  CONTRACT_TYPES,
  DEPOSIT_SCHEMES,
  TENANT_STATUSES,
  TENANT_TYPES,
  TenantInputSchema,
  type Tenant,
} from '@shared/tenancies';

/**
 * The add/edit tenant form: money typed in pounds, sent in pence (fixing the inconsistency SPEC.md
 * §5 names). The converted body is checked with the shared TenantInputSchema for its messages.
 */
export const TenantFormSchema = z
  .object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    leaseStart: z.string(),
    leaseEnd: z.string(),
    rent: z.string(),
    deposit: z.string(),
    depositScheme: z.union([z.enum(DEPOSIT_SCHEMES), z.literal('')]),
    depositSchemeRef: z.string(),
    depositPaidDate: z.string(),
    occupationDate: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    fixedTermEnd: z.string(),
    lastRentIncreaseOn: z.string(),
    /** Editing a changed rent: the day the new rent starts (empty: today). */
    rentEffectiveFrom: z.string(),
    status: z.enum(TENANT_STATUSES),
    tenantType: z.enum(TENANT_TYPES),
  })
  .transform((values, ctx) => {
    const rentAmount = poundsToPence(values.rent);
    const deposit = values.deposit.trim() === '' ? null : poundsToPence(values.deposit);
    if (values.deposit.trim() !== '' && deposit === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Deposit must be an amount in pounds, for example 1,200.00',
        path: ['deposit'],
      });
    }
    const parsed = TenantInputSchema.safeParse({
      fullName: values.fullName,
      email: values.email,
      phone: values.phone,
      leaseStart: values.leaseStart,
      leaseEnd: values.leaseEnd,
      rentAmount: rentAmount ?? undefined,
      deposit: deposit ?? null,
      depositScheme: values.depositScheme || null,
      depositSchemeRef: values.depositSchemeRef,
      depositPaidDate: values.depositPaidDate,
      occupationDate: values.occupationDate,
      contractType: values.contractType,
      fixedTermEnd: values.contractType === 'fixed_term' ? values.fixedTermEnd : '',
      lastRentIncreaseOn: values.lastRentIncreaseOn,
      rentEffectiveFrom: values.rentEffectiveFrom,
      status: values.status,
      tenantType: values.tenantType,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'fullName');
      ctx.addIssue({ code: 'custom', message: issue.message, path: [FORM_FIELD_FOR[field] ?? field] });
    }
    return z.NEVER;
  });

export type TenantFormValues = z.input<typeof TenantFormSchema>;
export type TenantFormOutput = z.output<typeof TenantFormSchema>;

const FORM_FIELD_FOR: Record<string, string> = { rentAmount: 'rent' };
export const TENANT_INPUT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'leaseStart',
  'leaseEnd',
  'rentAmount',
  'deposit',
  'depositScheme',
  'depositSchemeRef',
  'depositPaidDate',
  'occupationDate',
  'contractType',
  'fixedTermEnd',
  'lastRentIncreaseOn',
  'rentEffectiveFrom',
  'status',
  'tenantType',
] as const;
export const tenantFormFieldFor = (field: string) =>
  (FORM_FIELD_FOR[field] ?? field) as keyof TenantFormValues;

/** Editing, with the rent as typed different from the saved one: ask when the new rent starts. */
export function rentChanged(tenant: Pick<Tenant, 'rentAmount'> | null | undefined, rent: string): boolean {
  if (!tenant) return false;
  const pence = poundsToPence(rent);
  return pence !== null && pence !== tenant.rentAmount;
}

/** SPEC.md §5 defaults: status active, lease from today for one year. */
export function tenantFormDefaults(tenant?: Tenant | null, defaultRentPence?: number): TenantFormValues {
  const today = todayInLondon();
  return {
    fullName: tenant?.fullName ?? '',
    email: tenant?.email ?? '',
    phone: tenant?.phone ?? '',
    leaseStart: tenant?.leaseStart ?? today,
    leaseEnd: tenant?.leaseEnd ?? addMonths(today, 12),
    rent: tenant
      ? penceToPoundsInput(tenant.rentAmount)
      : defaultRentPence
        ? penceToPoundsInput(defaultRentPence)
        : '',
    deposit: penceToPoundsInput(tenant?.deposit),
    depositScheme: tenant?.depositScheme ?? '',
    depositSchemeRef: tenant?.depositSchemeRef ?? '',
    depositPaidDate: tenant?.depositPaidDate ?? '',
    occupationDate: tenant?.occupationDate ?? '',
    contractType: tenant?.contractType ?? 'periodic',
    fixedTermEnd: tenant?.fixedTermEnd ?? '',
    lastRentIncreaseOn: tenant?.lastRentIncreaseOn ?? '',
    rentEffectiveFrom: '',
    status: tenant?.status ?? 'active',
    tenantType: tenant?.tenantType ?? 'tenant',
  };
}
