import { z } from 'zod';
import { addDays } from './dates';

/** Repairs (SPEC.md §3 Maintenance request, §4 maintenance states; CONTRACT.md §3 maintenance). */
export const MAINTENANCE_CATEGORIES = [
  'plumbing',
  'heating',
  'electrical',
  'gas',
  'damp_mould',
  'structural',
  'appliances',
  'security',
  'pests',
  'other',
] as const;
export const MAINTENANCE_PRIORITIES = ['emergency', 'urgent', 'routine'] as const;
export const MAINTENANCE_STATUSES = ['submitted', 'in_progress', 'completed', 'denied'] as const;
/** A repair still being worked on (the others are closed). */
export const OPEN_MAINTENANCE_STATUSES = [
  'submitted',
  'in_progress',
] as const satisfies readonly MaintenanceStatus[];
/** Who moved a repair on, as its history shows it. */
export const MAINTENANCE_ACTOR_ROLES = ['tenant', 'landlord', 'agency'] as const;
export type MaintenanceActorRole = (typeof MAINTENANCE_ACTOR_ROLES)[number];
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
export const MAX_MAINTENANCE_PHOTOS = 5;

export const maintenanceCategoryLabel: Record<MaintenanceCategory, string> = {
  plumbing: 'Plumbing and leaks',
  heating: 'Heating and hot water',
  electrical: 'Electrics',
  gas: 'Gas',
  damp_mould: 'Damp and mould',
  structural: 'Roof, walls, windows and doors',
  appliances: 'Appliances',
  security: 'Locks and security',
  pests: 'Pests',
  other: 'Something else',
};
export const maintenancePriorityLabel: Record<MaintenancePriority, string> = {
  emergency: 'Emergency',
  urgent: 'Urgent',
  routine: 'Routine',
};
/** What each priority means to a tenant choosing one, and the target we hold ourselves to. */
export const maintenancePriorityHint: Record<MaintenancePriority, string> = {
  emergency:
    'A danger to people or the home now (gas smell, no heat in winter, flooding, unsafe electrics). Made safe within 24 hours.',
  urgent: 'Affects daily life but is not dangerous (no hot water, a broken lock). Within 5 working days.',
  routine: 'Everything else. Within 20 working days.',
};
export const maintenanceStatusLabel: Record<MaintenanceStatus, string> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  completed: 'Completed',
  denied: 'Denied',
};

const text = (min: number, max: number, message: string) =>
  z.string(message).trim().min(min, message).max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** POST /api/tenant/maintenance and PUT /api/tenant/maintenance/{id} (while submitted). */
export const MaintenanceRequestSchema = z
  .object({
    title: text(3, 120, 'Title must be at least 3 characters'),
    description: text(10, 4000, 'Description must be at least 10 characters'),
    category: z.enum(MAINTENANCE_CATEGORIES, 'Please select a category'),
    priority: z.enum(MAINTENANCE_PRIORITIES, 'Please select a priority'),
    /** When and how a contractor can get in (keys, pets, times). */
    accessNotes: optionalText(1000),
    /** The tenant says it makes the home unsafe or unfit to live in (WALES.md FFHH). */
    affectsFitness: z.boolean().default(false),
  })
  .strict();
export type MaintenanceRequestInput = z.input<typeof MaintenanceRequestSchema>;

/**
 * PUT /api/tenant/maintenance/{id}: as reported, but a left-out `affectsFitness` keeps the flag
 * as it is rather than clearing it (a request read back answers `fitnessMatter` instead).
 */
export const MaintenanceRequestChangeSchema = MaintenanceRequestSchema.extend({
  affectsFitness: z.boolean().optional(),
}).strict();

/** Denying a repair needs a note: the tenant is told why. */
export const DENIAL_NOTE_REQUIRED = 'Please say why, the tenant will see this';

/** PATCH /api/maintenance/{id} (landlord or admin): any of these; the notes are shown to the tenant. */
export const MaintenanceChangeSchema = z
  .object({
    status: z.enum(MAINTENANCE_STATUSES, 'Please select a status').optional(),
    notes: optionalText(2000),
    contractorId: z.number().int().positive().nullable().optional(),
    /** Pence. */
    cost: z
      .number('Cost must be 0 or more')
      .int('Cost must be in whole pence')
      .min(0, 'Cost must be 0 or more')
      .max(100_000_000)
      .nullable()
      .optional(),
    fitnessMatter: z.boolean().optional(),
  })
  .strict()
  // Missing notes read as null (optionalText); null contractor or cost are real changes (unassign, clear).
  .refine(
    (v) =>
      v.status !== undefined ||
      v.notes !== null ||
      v.contractorId !== undefined ||
      v.cost !== undefined ||
      v.fitnessMatter !== undefined,
    {
      message: 'Nothing to change',
      path: ['status'],
    },
  );
export type MaintenanceChangeInput = z.input<typeof MaintenanceChangeSchema>;

export interface MaintenanceEvent {
  id: number;
  /** The status it moved to, when it moved. */
  status: MaintenanceStatus | null;
  note: string | null;
  byName: string;
  byRole: MaintenanceActorRole;
  createdAt: string;
}

export interface MaintenanceRequest {
  id: number;
  tenantId: number;
  tenantName: string;
  propertyId: number;
  propertyTitle: string;
  title: string;
  description: string;
  category: MaintenanceCategory;
  priority: MaintenancePriority;
  status: MaintenanceStatus;
  accessNotes: string | null;
  /** Flagged as a fitness-for-habitation matter (by the tenant's answer or the landlord). */
  fitnessMatter: boolean;
  contractor: { id: number; name: string; trade: string } | null;
  /** Pence; shown to the landlord and agency only (null for tenants). */
  cost: number | null;
  /** Each is served by GET /api/maintenance/{id}/photos/{photoId}. */
  photos: { id: number; url: string }[];
  history: MaintenanceEvent[];
  /** SPEC.md §3 'date': when it was reported. */
  date: string;
  createdAt: string;
  updatedAt: string;
  /** The response target for its priority (ISO timestamp). */
  respondBy: string;
  /** Still open past its target. */
  isLate: boolean;
}

/**
 * Bank holidays in England and Wales (gov.uk/bank-holidays), for working-day targets. Extend
 * each year; a missing year only makes a target a day early, never late.
 */
export const BANK_HOLIDAYS_ENGLAND_AND_WALES: ReadonlySet<string> = new Set([
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
  '2028-01-03',
  '2028-04-14',
  '2028-04-17',
  '2028-05-01',
  '2028-05-29',
  '2028-08-28',
  '2028-12-25',
  '2028-12-26',
]);

/** The date `days` working days after `date` (weekends and bank holidays skipped). */
export function addWorkingDays(date: string, days: number): string {
  let current = date;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    const weekday = new Date(`${current}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !BANK_HOLIDAYS_ENGLAND_AND_WALES.has(current)) left -= 1;
  }
  return current;
}

/**
 * The response target: an emergency made safe within 24 hours; urgent within 5 working days;
 * routine within 20 working days (by the end of that day, Europe/London dates).
 */
export function respondByFor(priority: MaintenancePriority, reportedAt: Date, reportedOn: string): Date {
  if (priority === 'emergency') return new Date(reportedAt.getTime() + 24 * 60 * 60 * 1000);
  const day = addWorkingDays(reportedOn, priority === 'urgent' ? 5 : 20);
  // The end of that day in London is at most 23:59 BST = 22:59 UTC; 23:59 UTC errs towards the tenant.
  return new Date(`${day}T23:59:59Z`);
}
