import { z } from 'zod';
import { todayInLondon } from '@shared/dates';
import { RecordServiceSchema, SERVICE_METHODS } from '@shared/documents';

export const SERVED_IN_FUTURE = 'The date served cannot be in the future';

/** "Record a copy given": contract-holder, method and date, checked with the shared schema's words. */
export function recordServiceFormSchema(today: string = todayInLondon()) {
  return z
    .object({
      tenantId: z.string(),
      method: z.union([z.enum(SERVICE_METHODS), z.literal('')]),
      servedAt: z.string(),
    })
    .transform((values, ctx) => {
      const parsed = RecordServiceSchema.safeParse({
        tenantId: values.tenantId ? Number(values.tenantId) : undefined,
        method: values.method || undefined,
        servedAt: values.servedAt,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({
            code: 'custom',
            message: issue.message,
            path: [String(issue.path[0] ?? 'servedAt')],
          });
        }
        return z.NEVER;
      }
      if (parsed.data.servedAt > today) {
        ctx.addIssue({ code: 'custom', message: SERVED_IN_FUTURE, path: ['servedAt'] });
        return z.NEVER;
      }
      return parsed.data;
    });
}

export type RecordServiceFormValues = z.input<ReturnType<typeof recordServiceFormSchema>>;
export type RecordServiceFormOutput = z.output<ReturnType<typeof recordServiceFormSchema>>;
export const RECORD_SERVICE_FIELDS = ['tenantId', 'method', 'servedAt'] as const;

export function recordServiceDefaults(
  tenantId: number | null,
  today: string = todayInLondon(),
): RecordServiceFormValues {
  return { tenantId: tenantId ? String(tenantId) : '', method: '', servedAt: today };
}
