import { todayInLondon } from '@shared/dates';
import { formatWelshDate } from '@shared/i18n/welsh-dates';

// The client's one set of date formatters, in the build's language: '1 December 2026' or
// '1 Rhagfyr 2026'. Welsh names come from @shared/i18n/welsh-dates, as browsers lack Welsh data.
// A date-only value ('2026-12-01') is a calendar day, not an instant: it is formatted in UTC so
// the day never shifts, on the server or in any visitor's time zone. An instant is shown as the UK sees it (Europe/London).
// The define itself (not LOCALE, from another chunk) so the English build drops the Welsh code.
const WELSH = __CLIENT_LOCALE__ === 'cy';

const dateGB = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** An ISO date or timestamp shown as dd/mm/yyyy (UK time). Empty text when missing or invalid. */
export function formatDateGB(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateGB.format(date);
}

const dateTimeGB = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** An ISO timestamp as dd/mm/yyyy, hh:mm in UK time. Empty text when missing or invalid. */
export function formatDateTimeGB(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeGB.format(date);
}

/** YYYY-MM-DD is a real calendar day (what a date field gives once it is complete). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-01' (or a timestamp's day) → '1 December 2026'; empty text when missing or not a date. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return WELSH ? formatWelshDate(date, { timeZone: 'UTC' }) : longDate.format(date);
}

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-03-14' → '14 Mar 2026', short enough for a table or an option; empty text when not a day. */
export function formatShortDate(value: string | null | undefined): string {
  if (!isIsoDate(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return WELSH ? formatWelshDate(date, { timeZone: 'UTC', style: 'short' }) : shortDate.format(date);
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
  if (Number.isNaN(date.getTime())) return '';
  if (WELSH) return formatWelshDate(date, { timeZone: 'Europe/London', time: true });
  return londonDateTime.format(date).replace(' at ', ', ');
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
