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
