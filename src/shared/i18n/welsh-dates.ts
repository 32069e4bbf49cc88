/**
 * Dates in Welsh, the same on the server and in every browser. Browsers cannot be trusted with
 * `Intl.DateTimeFormat('cy-GB')`: Chromium ships no Welsh locale data and falls back to American
 * English (measured with Debian's Chromium 156: "March 1, 2026"), while Node prints "1 Mawrth 2026",
 * so a page rendered on the server would not match the browser's. Intl still supplies the numbers
 * in the right time zone (en-GB's numeric parts exist everywhere); the names come from here.
 */
const MONTHS = [
  'Ionawr',
  'Chwefror',
  'Mawrth',
  'Ebrill',
  'Mai',
  'Mehefin',
  'Gorffennaf',
  'Awst',
  'Medi',
  'Hydref',
  'Tachwedd',
  'Rhagfyr',
] as const;
const MONTHS_SHORT = [
  'Ion',
  'Chwef',
  'Maw',
  'Ebr',
  'Mai',
  'Meh',
  'Gorff',
  'Awst',
  'Medi',
  'Hyd',
  'Tach',
  'Rhag',
] as const;
/** Sunday first, as Date.getUTCDay counts. */
const WEEKDAYS = [
  'dydd Sul',
  'dydd Llun',
  'dydd Mawrth',
  'dydd Mercher',
  'dydd Iau',
  'dydd Gwener',
  'dydd Sadwrn',
] as const;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const numericParts = new Map<string, Intl.DateTimeFormat>();
function partsIn(date: Date, timeZone: string): Parts {
  let format = numericParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    numericParts.set(timeZone, format);
  }
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(date).find((part) => part.type === type)?.value ?? 0);
  const [year, month, day] = [value('year'), value('month'), value('day')];
  return {
    year,
    month,
    day,
    hour: value('hour'),
    minute: value('minute'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

export interface WelshDateOptions {
  timeZone: string;
  /** 'long': 1 Rhagfyr 2026; 'short': 1 Rhag 2026; 'month': Rhagfyr 2026; 'month-short': Rhag. */
  style?: 'long' | 'short' | 'month' | 'month-short';
  weekday?: boolean;
  time?: boolean;
}

/** "1 Rhagfyr 2026", "dydd Mawrth 1 Rhagfyr 2026", "1 Rhagfyr 2026, 14:05", "Rhag". */
export function formatWelshDate(date: Date, options: WelshDateOptions): string {
  const parts = partsIn(date, options.timeZone);
  const style = options.style ?? 'long';
  if (style === 'month-short') return MONTHS_SHORT[parts.month - 1]!;
  if (style === 'month') return `${MONTHS[parts.month - 1]} ${parts.year}`;
  const month = (style === 'short' ? MONTHS_SHORT : MONTHS)[parts.month - 1];
  const day = `${parts.day} ${month} ${parts.year}`;
  const withWeekday = options.weekday ? `${WEEKDAYS[parts.weekday]} ${day}` : day;
  return options.time ? `${withWeekday}, ${twoDigits(parts.hour)}:${twoDigits(parts.minute)}` : withWeekday;
}
