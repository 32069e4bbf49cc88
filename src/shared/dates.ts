/** The range a letting date can sensibly fall in; outside it a typo, never a real tenancy. */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2199-12-31';

// Made once: building a formatter costs far more than using one, and pages ask on every request.
const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/**
 * The last answer and its UTC minute: London's offset from UTC is whole hours, so its date never
 * changes within a UTC minute, and formatting (a few µs, several times a request) is done once a
 * minute.
 */
let lastMinute = NaN;
let lastDate = '';

/** Today's date in Europe/London as YYYY-MM-DD ("today" for rent and deadlines is UK time). */
export function todayInLondon(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDate = londonDate.format(now);
    lastMinute = minute;
  }
  return lastDate;
}

/*
 * Calendar arithmetic on YYYY-MM-DD strings with integers only (days from 1970-01-01 by Howard
 * Hinnant's civil-date algorithm): the compliance engine does thousands per portfolio, and a
 * Date object and toISOString each time cost more than the rest of the evaluation.
 */
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(z: number): string {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

const parts = (date: string): [number, number, number] => [
  Number(date.slice(0, 4)),
  Number(date.slice(5, 7)),
  Number(date.slice(8, 10)),
];

const daysInMonth = (y: number, m: number) =>
  m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** Whole days from 1970-01-01 (negative before it). */
export const dayNumber = (date: string): number => daysFromCivil(...parts(date));

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return civilFromDays(dayNumber(date) + days);
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = index - ty * 12 + 1;
  return `${String(ty).padStart(4, '0')}-${pad2(tm)}-${pad2(Math.min(d, daysInMonth(ty, tm)))}`;
}
