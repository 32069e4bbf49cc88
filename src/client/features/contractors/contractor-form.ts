import { z } from 'zod';
import {
  CERTIFICATE_KINDS,
  CONTRACTOR_TRADES,
  ContractorInputSchema,
  type CertificateKind,
  type Contractor,
} from '@shared/contractors';

const certificateRow = z.object({ reference: z.string(), expiresOn: z.string() });
type CertificateRow = z.input<typeof certificateRow>;

/**
 * The Add / Edit contractor form: one row per certificate kind (reference and expiry date). A row
 * left empty is no certificate; the rest becomes the API body, checked by the shared schema so the
 * messages are the server's own words.
 */
export const ContractorFormSchema = z
  .object({
    name: z.string(),
    trade: z.union([z.enum(CONTRACTOR_TRADES), z.literal('')]),
    phone: z.string(),
    email: z.string(),
    certificates: z.object({
      gas_safe: certificateRow,
      electrical: certificateRow,
      insurance: certificateRow,
    } satisfies Record<CertificateKind, typeof certificateRow>),
  })
  .transform((values, ctx) => {
    const certificates = CERTIFICATE_KINDS.flatMap((kind) => {
      const row = values.certificates[kind];
      const reference = row.reference.trim();
      return reference || row.expiresOn
        ? [{ kind, reference: reference || null, expiresOn: row.expiresOn }]
        : [];
    });
    const parsed = ContractorInputSchema.safeParse({
      name: values.name,
      trade: values.trade || undefined,
      phone: values.phone,
      email: values.email.trim(),
      certificates,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [field, index, part] = issue.path;
      // A certificate's message goes under its own row (the body lists only the filled ones).
      const kind =
        field === 'certificates' && typeof index === 'number' ? certificates[index]?.kind : undefined;
      const path = kind
        ? ['certificates', kind, part === 'reference' ? 'reference' : 'expiresOn']
        : [String(field ?? 'name')];
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });

export type ContractorFormValues = z.input<typeof ContractorFormSchema>;
export type ContractorFormOutput = z.output<typeof ContractorFormSchema>;

/** The body's fields are the form's fields, so the server's field messages land under the same names. */
export const CONTRACTOR_FIELDS = ['name', 'trade', 'phone', 'email'] as const;

export function contractorFormDefaults(contractor?: Contractor | null): ContractorFormValues {
  const row = (kind: CertificateKind): CertificateRow => {
    const certificate = contractor?.certificates.find((c) => c.kind === kind);
    return { reference: certificate?.reference ?? '', expiresOn: certificate?.expiresOn ?? '' };
  };
  return {
    name: contractor?.name ?? '',
    trade: contractor?.trade ?? '',
    phone: contractor?.phone ?? '',
    email: contractor?.email ?? '',
    certificates: { gas_safe: row('gas_safe'), electrical: row('electrical'), insurance: row('insurance') },
  };
}
