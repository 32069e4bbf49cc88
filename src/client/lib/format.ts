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
