import { z } from 'zod';
import { todayInLondon } from '@shared/dates';
import {
  RecordServiceSchema,
  SERVED_DOCUMENT_TYPES,
  SERVICE_METHODS,
  type DocumentRecord,
  type DocumentService,
} from '@shared/documents';
import type { Tenant } from '@shared/tenancies';

/** The server's own words for a date ahead (document-services.service SERVED_IN_FUTURE). */
export const SERVED_IN_FUTURE = 'The date served cannot be in the future';

/** "Record a copy given": who, how and when, checked with the shared RecordServiceSchema's messages. */
export const ServiceFormSchema = z
  .object({
    tenantId: z.string(),
    method: z.union([z.enum(SERVICE_METHODS), z.literal('')]),
    servedAt: z.string(),
  })
  .transform((values, ctx) => {
    const parsed = RecordServiceSchema.safeParse({
      tenantId: values.tenantId === '' ? undefined : Number(values.tenantId),
      method: values.method || undefined,
      servedAt: values.servedAt,
    });
    if (parsed.success && parsed.data.servedAt > todayInLondon()) {
      ctx.addIssue({ code: 'custom', message: SERVED_IN_FUTURE, path: ['servedAt'] });
    }
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'tenantId')] });
    }
    return z.NEVER;
  });
export type ServiceFormValues = z.input<typeof ServiceFormSchema>;
export type ServiceFormOutput = z.output<typeof ServiceFormSchema>;
export const SERVICE_FIELDS = ['tenantId', 'method', 'servedAt'] as const;

export const serviceFormDefaults = (holders: readonly Pick<Tenant, 'id'>[]): ServiceFormValues => ({
  tenantId: holders.length === 1 ? String(holders[0]!.id) : '',
  method: '',
  servedAt: todayInLondon(),
});

/** A property's certificate each contract-holder must be given a copy of (GAS, EICR, EPC, remedial work). */
export const isServedDocument = (doc: Pick<DocumentRecord, 'documentType' | 'tenantId'>) =>
  doc.tenantId === null && SERVED_DOCUMENT_TYPES.includes(doc.documentType);

type Holder = Pick<Tenant, 'id' | 'fullName' | 'status' | 'tenantType'>;

/** The contract-holders now: current tenancies, not guarantors (they do not live there). */
export const currentContractHolders = <T extends Holder>(tenants: readonly T[] | undefined): T[] =>
  (tenants ?? []).filter((t) => t.status !== 'past' && t.tenantType !== 'guarantor');

/** Current contract-holders with no copy recorded yet. */
export function notYetServed<T extends Holder>(
  tenants: readonly T[] | undefined,
  services: readonly Pick<DocumentService, 'tenantId'>[],
): T[] {
  const served = new Set(services.map((s) => s.tenantId));
  return currentContractHolders(tenants).filter((t) => !served.has(t.id));
}
