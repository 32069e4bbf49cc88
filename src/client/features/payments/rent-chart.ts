import { formatWelshDate } from '@shared/i18n/welsh-dates';
import type { PaymentSummary } from '@shared/payments';

type Month = PaymentSummary['months'][number];

const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);
// Welsh month names from @shared/i18n/welsh-dates: browsers lack Welsh locale data.
// The define itself (not LOCALE, from another chunk) so the English build drops the Welsh code.
const WELSH = __CLIENT_LOCALE__ === 'cy';

/** '2025-11' → 'Nov' (the chart's axis); 'Tach' in Welsh. */
export const monthShortLabel = (month: string): string =>
  WELSH
    ? formatWelshDate(monthStart(month), { timeZone: 'UTC', style: 'month-short' })
    : shortMonth.format(monthStart(month));
/** '2025-11' → 'November 2025' (the figures table read by screen readers); 'Tachwedd 2025' in Welsh. */
export const monthLongLabel = (month: string): string =>
  WELSH
    ? formatWelshDate(monthStart(month), { timeZone: 'UTC', style: 'month' })
    : longMonth.format(monthStart(month));

/**
 * The top of the chart's scale in pence: the largest figure rounded up to 1, 2, 2.5 or 5 times a
 * power of ten pounds, so the gridline labels are round sums. At least £1 so an empty year draws.
 */
export function chartCeiling(months: readonly Month[]): number {
  const largest = Math.max(100, ...months.flatMap((m) => [m.due, m.received]));
  const pounds = largest / 100;
  const power = 10 ** Math.floor(Math.log10(pounds));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= pounds) ?? 10;
  return Math.round(step * power * 100);
}

export interface ChartBar {
  month: string;
  label: string;
  /** Group's left edge and bar heights, in the chart's own units. */
  x: number;
  dueHeight: number;
  receivedHeight: number;
}

/** Two bars per month, scaled to `height` against the ceiling; a non-zero figure gets at least one unit, so it shows. */
export function chartBars(months: readonly Month[], width: number, height: number): ChartBar[] {
  const ceiling = chartCeiling(months);
  const groupWidth = months.length ? width / months.length : width;
  const scale = (pence: number) => (pence <= 0 ? 0 : Math.max(1, (pence / ceiling) * height));
  return months.map((m, i) => ({
    month: m.month,
    label: monthShortLabel(m.month),
    x: i * groupWidth,
    dueHeight: scale(m.due),
    receivedHeight: scale(m.received),
  }));
}
