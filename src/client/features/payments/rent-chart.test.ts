import { describe, expect, it } from 'vitest';
import { chartBars, chartCeiling, monthLongLabel, monthShortLabel } from './rent-chart';

const month = (m: string, due: number, received: number) => ({ month: m, due, received });

describe('rent chart', () => {
  it('labels months in British English', () => {
    expect(monthShortLabel('2025-11')).toBe('Nov');
    expect(monthShortLabel('2026-01')).toBe('Jan');
    expect(monthLongLabel('2025-11')).toBe('November 2025');
  });

  it('rounds the scale up to a round sum of pounds', () => {
    expect(chartCeiling([month('2026-01', 95_000, 0)])).toBe(100_000);
    expect(chartCeiling([month('2026-01', 95_000, 120_000)])).toBe(200_000);
    expect(chartCeiling([month('2026-01', 210_000, 0)])).toBe(250_000);
    expect(chartCeiling([month('2026-01', 100_000, 100_000)])).toBe(100_000);
    expect(chartCeiling([month('2026-01', 0, 0)])).toBe(100);
    expect(chartCeiling([])).toBe(100);
  });

  it('scales two bars per month to the height, oldest month at the left', () => {
    const bars = chartBars([month('2025-12', 100_000, 50_000), month('2026-01', 100_000, 0)], 200, 80);
    expect(bars).toEqual([
      { month: '2025-12', label: 'Dec', x: 0, dueHeight: 80, receivedHeight: 40 },
      { month: '2026-01', label: 'Jan', x: 100, dueHeight: 80, receivedHeight: 0 },
    ]);
  });

  it('keeps a tiny sum visible', () => {
    const [bar] = chartBars([month('2026-01', 1_000_000, 1)], 100, 100);
    expect(bar?.receivedHeight).toBe(1);
  });
});
