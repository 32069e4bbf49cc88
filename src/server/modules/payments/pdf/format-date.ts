/** Dates on documents read as en-GB words ('1 November 2026'); src/shared/dates.ts has no formatter. */
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The input is a calendar day, not an instant: UTC keeps it from shifting by a time zone.
  timeZone: 'UTC',
});

/** '2026-11-01' → '1 November 2026'. */
export function formatLongDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) {
    throw new RangeError(`Date must be YYYY-MM-DD (got ${date})`);
  }
  return longDate.format(parsed);
}
