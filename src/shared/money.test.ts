import { describe, expect, it } from 'vitest';
import { formatPence, penceToPoundsInput, poundsToPence } from './money';

describe('money', () => {
  it('turns pounds typed by a person into exact pence', () => {
    expect(poundsToPence('1,234.56')).toBe(123456);
    expect(poundsToPence('£1234.5')).toBe(123450);
    expect(poundsToPence('0.29')).toBe(29);
    expect(poundsToPence('1.1')).toBe(110);
    expect(poundsToPence(1234.56)).toBe(123456);
    expect(poundsToPence(0.07)).toBe(7);
    expect(poundsToPence('')).toBeNull();
    expect(poundsToPence('abc')).toBeNull();
  });

  it('never drifts for every penny amount up to £10,000', () => {
    // One assertion over the whole range: 285,000 separate expects take seconds on a busy machine.
    const drifted: number[] = [];
    for (let pence = 0; pence <= 1_000_000; pence += 7) {
      if (poundsToPence(penceToPoundsInput(pence)) !== pence || poundsToPence(pence / 100) !== pence)
        drifted.push(pence);
    }
    expect(drifted).toEqual([]);
  });

  it('formats pence as en-GB pounds', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(65000)).toBe('£650.00');
  });
});
