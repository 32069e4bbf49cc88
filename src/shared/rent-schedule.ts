import { addDays, addMonths } from './dates';
import type { PaymentStatus } from './payments';

/**
 * Pure rules of the rent schedule (DESIGN.md: shared holds them so both sides and the tests
 * agree). Rent is monthly, due on the occupation date's day of the month, clamped to the month's
 * last day: a tenancy from 31 January is due 28 (or 29) February, then 31 March.
 */

/** Due dates on or after `from` and on or before `to`. Each counts from the anchor, so clamping never drifts. */
export function dueDatesBetween(anchor: string, from: string, to: string): string[] {
  const dates: string[] = [];
  if (to < anchor || to < from) return dates;
  // Start near `from` rather than walking every month since the anchor.
  const monthsApart =
    (Number(from.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 +
    (Number(from.slice(5, 7)) - Number(anchor.slice(5, 7)));
  for (let k = Math.max(0, monthsApart - 1); ; k++) {
    const due = addMonths(anchor, k);
    if (due > to) break;
    if (due >= from) dates.push(due);
  }
  return dates;
}

export interface RentChange {
  amount: number;
  effectiveFrom: string;
}

/** The rent for a due date: the latest change effective on or before it (null before the first). */
export function rentOn(changes: readonly RentChange[], dueDate: string): number | null {
  let best: RentChange | null = null;
  for (const change of changes) {
    if (change.effectiveFrom <= dueDate && (!best || change.effectiveFrom >= best.effectiveFrom))
      best = change;
  }
  return best?.amount ?? null;
}

/** A pending payment whose due date has passed is overdue (today is Europe/London's date). */
export function effectiveStatus(status: PaymentStatus, dueDate: string, today: string): PaymentStatus {
  return status === 'pending' && dueDate < today ? 'overdue' : status;
}

/** How far ahead the schedule writes expected rent, so the tenant and landlord see what is coming. */
export const SCHEDULE_HORIZON_DAYS = 35;

/** The arrears ladder: a reminder 3 days before the due date, then 1, 7, 14 and 21 days overdue. */
export const REMINDER_STEPS = [
  { step: 'due_soon', offsetDays: -3 },
  { step: 'overdue_1', offsetDays: 1 },
  { step: 'overdue_7', offsetDays: 7 },
  { step: 'overdue_14', offsetDays: 14 },
  { step: 'overdue_21', offsetDays: 21 },
] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number]['step'];

/**
 * The one reminder an open payment should have had by today: the latest step reached. Steps
 * missed while the product was stopped are not sent late one after another; only the latest is.
 * A "due soon" reminder is never sent once the rent is due.
 */
export function reminderStepFor(dueDate: string, today: string): ReminderStep | null {
  let reached: ReminderStep | null = null;
  for (const { step, offsetDays } of REMINDER_STEPS) {
    if (addDays(dueDate, offsetDays) <= today) reached = step;
  }
  if (reached === 'due_soon' && today >= dueDate) return null;
  return reached;
}

/** Days a payment is overdue by today (0 when not yet overdue). */
export function daysOverdue(dueDate: string, today: string): number {
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}
