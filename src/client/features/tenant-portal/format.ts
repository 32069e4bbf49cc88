import { todayInLondon } from '@shared/dates';

// A date-only value ('2026-12-01') is a calendar day, not an instant: format it in UTC so the day
// never shifts, whatever the browser's time zone.
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-01' → '1 December 2026'; empty text when missing or not a date. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

const londonDateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** An instant as the UK sees it: '3 March 2026, 14:05'; empty text when missing or not a date. */
export function formatLondonDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : londonDateTime.format(date).replace(' at ', ', ');
}

/**
 * A calendar day or an instant, as the day it was in the UK: '2026-12-01' stays 1 December 2026;
 * '2026-06-30T23:30:00Z' is 1 July 2026 (BST).
 */
export function formatLondonDay(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatLongDate(todayInLondon(date));
}
