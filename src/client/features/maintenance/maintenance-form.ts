import { z } from 'zod';
import { m } from '@shared/i18n/messages';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  MAX_MAINTENANCE_PHOTOS,
  MaintenanceRequestSchema,
  type MaintenanceRequest,
} from '@shared/maintenance';

/**
 * The New Request / Update form. The select and radios start empty ('' or null until chosen), so
 * the form takes those and hands the shared schema's own messages back under each field.
 */
export const MaintenanceFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    category: z.union([z.enum(MAINTENANCE_CATEGORIES), z.literal('')]),
    priority: z.union([z.enum(MAINTENANCE_PRIORITIES), z.literal(''), z.null()]),
    accessNotes: z.string(),
    affectsFitness: z.boolean(),
  })
  .transform((values, ctx) => {
    const parsed = MaintenanceRequestSchema.safeParse({
      ...values,
      category: values.category || undefined,
      priority: values.priority || undefined,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'title')] });
    }
    return z.NEVER;
  });

export type MaintenanceFormValues = z.input<typeof MaintenanceFormSchema>;
export type MaintenanceFormOutput = z.output<typeof MaintenanceFormSchema>;
export const MAINTENANCE_FIELDS = [
  'title',
  'description',
  'category',
  'priority',
  'accessNotes',
  'affectsFitness',
] as const;

/** Empty for a new request; the request's own answers for Update. */
export function maintenanceFormDefaults(request?: MaintenanceRequest | null): MaintenanceFormValues {
  return {
    title: request?.title ?? '',
    description: request?.description ?? '',
    category: request?.category ?? '',
    priority: request?.priority ?? null,
    accessNotes: request?.accessNotes ?? '',
    affectsFitness: request?.fitnessMatter ?? false,
  };
}

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
const PHOTO_TYPES: readonly string[] = PHOTO_ACCEPT.split(',');
/** The server's upload limit for any file. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export interface PhotoChoice {
  /** The photos to send, in the order chosen. */
  accepted: File[];
  /** Why some were left out, for the tenant to read (empty when all were taken). */
  problems: string[];
}

/**
 * Adds newly chosen files to those already picked: images of the right type and size only, and
 * no more than the request's room (MAX_MAINTENANCE_PHOTOS less the photos it already has).
 */
export function choosePhotos(
  current: readonly File[],
  chosen: readonly File[],
  alreadyStored = 0,
): PhotoChoice {
  const room = Math.max(0, MAX_MAINTENANCE_PHOTOS - alreadyStored);
  const accepted = [...current];
  const problems: string[] = [];
  let overflow = 0;
  for (const file of chosen) {
    if (!PHOTO_TYPES.includes(file.type)) {
      problems.push(m.portal_photo_not_image({ name: file.name }));
    } else if (file.size > MAX_PHOTO_BYTES) {
      problems.push(m.portal_photo_too_large({ name: file.name }));
    } else if (accepted.length >= room) {
      overflow += 1;
    } else {
      accepted.push(file);
    }
  }
  if (overflow > 0) {
    const left = { max: MAX_MAINTENANCE_PHOTOS, count: overflow };
    problems.push(overflow === 1 ? m.portal_photo_one_left_out(left) : m.portal_photo_many_left_out(left));
  }
  return { accepted, problems };
}
