import { todayInLondon } from '@shared/dates';
import type { MaintenanceRequest, MaintenanceStatus } from '@shared/maintenance';

/** Submitted or in progress: still waiting on the landlord. */
export const isOpenRepair = (status: MaintenanceStatus): boolean =>
  status === 'submitted' || status === 'in_progress';

export interface RepairAge {
  /** "Due in 2 days", "Due today", "Due in 5 hours", "3 days late". */
  text: string;
  isLate: boolean;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * How an open repair stands against its response target. An emergency's target is 24 hours, so it
 * counts in hours (days once more than two days late); urgent and routine targets are a day, so
 * they count in days against today in London. Null for a closed repair or an unreadable target.
 */
export function repairAge(
  request: Pick<MaintenanceRequest, 'status' | 'priority' | 'respondBy' | 'isLate'>,
  now: Date = new Date(),
): RepairAge | null {
  if (!isOpenRepair(request.status)) return null;
  const due = new Date(request.respondBy);
  if (Number.isNaN(due.getTime())) return null;
  const msLeft = due.getTime() - now.getTime();
  // The server's isLate was worked out when the list was fetched; the clock may have passed it since.
  const isLate = request.isLate || msLeft < 0;

  if (request.priority === 'emergency') {
    if (!isLate) {
      const hours = Math.ceil(msLeft / HOUR_MS);
      return { text: hours < 1 ? 'Due now' : `Due in ${count(hours, 'hour')}`, isLate };
    }
    const hoursLate = Math.floor(Math.max(0, -msLeft) / HOUR_MS);
    if (hoursLate < 1) return { text: 'Less than an hour late', isLate };
    if (hoursLate < 48) return { text: `${count(hoursLate, 'hour')} late`, isLate };
    return { text: `${count(Math.floor(hoursLate / 24), 'day')} late`, isLate };
  }

  // Working-day targets end on a day: respondBy is that day at 23:59:59Z (respondByFor), so its
  // UTC date is the target day even in summer time.
  const dueDay = request.respondBy.slice(0, 10);
  const daysLeft = daysBetween(todayInLondon(now), dueDay);
  if (!isLate) {
    if (daysLeft <= 0) return { text: 'Due today', isLate };
    return { text: daysLeft === 1 ? 'Due tomorrow' : `Due in ${count(daysLeft, 'day')}`, isLate };
  }
  return { text: `${count(Math.max(1, -daysLeft), 'day')} late`, isLate };
}
