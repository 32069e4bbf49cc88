import { describe, expect, it } from 'vitest';
import { formatShortDate } from '@client/lib/format';
import { matchHint, matchKind, suggestionLabel } from './review-lines';

const suggestion = { paymentId: 7, tenantName: 'Megan Jones', dueDate: '2026-12-01', amount: 95_000 };

describe('review line suggestions', () => {
  it('name the tenant, the due date and the amount', () => {
    expect(suggestionLabel(suggestion)).toBe('Megan Jones — due 1 Dec 2026 — £950.00');
  });

  it('show a date without time as that calendar day, whatever the clock', () => {
    expect(formatShortDate('2026-03-29')).toBe('29 Mar 2026');
    expect(formatShortDate('2027-01-01')).toBe('1 Jan 2027');
  });
});

describe('matching a line to a payment', () => {
  it('is a part payment when the line is smaller, an overpayment when larger', () => {
    expect(matchKind(50_000, 95_000)).toBe('part');
    expect(matchKind(95_000, 95_000)).toBe('exact');
    expect(matchKind(95_001, 95_000)).toBe('over');
  });

  it('says the rest stays due for a part payment', () => {
    expect(matchHint(50_000, suggestion)).toBe(
      'Part payment: £500.00 of £950.00. The remaining £450.00 stays due.',
    );
  });

  it('says what happens to extra money, and nothing for an exact match', () => {
    expect(matchHint(100_000, suggestion)).toBe(
      '£50.00 more than due: the extra is recorded as a payment of its own.',
    );
    expect(matchHint(95_000, suggestion)).toBeNull();
    expect(matchHint(95_000, undefined)).toBeNull();
  });
});
