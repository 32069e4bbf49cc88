import { describe, expect, it } from 'vitest';
import { shortValue, summariseAudit, targetLabel } from './audit-summary';

describe('the audit trail in words', () => {
  it('names the record an event is about', () => {
    expect(targetLabel({ targetType: 'properties', targetId: 12 })).toBe('Property 12');
    expect(targetLabel({ targetType: 'agency_settings', targetId: 'bank_details' })).toBe(
      'Agency setting bank_details',
    );
    expect(targetLabel({ targetType: 'some_new_table', targetId: 3 })).toBe('Some new table 3');
    expect(targetLabel({ targetType: null, targetId: null })).toBe('—');
  });

  it('says what changed, a secret only as changed, at most three changes', () => {
    expect(
      summariseAudit({
        action: 'update',
        details: { changes: { title: { from: 'Flat', to: 'House' }, password_hash: { redacted: true } } },
      }),
    ).toBe('title: “Flat” → “House”; password hash changed');
    const changes = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((k) => [k, { from: 1, to: 2 }]));
    expect(summariseAudit({ action: 'update', details: { changes } })).toBe(
      'a: 1 → 2; b: 1 → 2; c: 1 → 2; and 2 more',
    );
  });

  it('names a created or deleted record by its best field', () => {
    expect(summariseAudit({ action: 'create', details: { values: { id: 4, title: 'Two-bed flat' } } })).toBe(
      'Title “Two-bed flat”',
    );
    expect(summariseAudit({ action: 'delete', details: { values: { id: 4, amount: 100 } } })).toBe('');
  });

  it('says what a failed sign-in tried and why it failed', () => {
    expect(
      summariseAudit({
        action: 'sign_in_failed',
        details: { username: 'bob', reason: 'invalid_credentials' },
      }),
    ).toBe('Tried “bob”: wrong username or password');
  });

  it('names the file served', () => {
    expect(summariseAudit({ action: 'document_served', details: { fileName: 'gas.pdf' } })).toBe('gas.pdf');
    expect(
      summariseAudit({ action: 'document_served', details: { document: 'statement', month: '2026-03' } }),
    ).toBe('Monthly statement 2026-03');
  });

  it('keeps long values short', () => {
    expect(shortValue('x'.repeat(100))).toHaveLength(58);
    expect(shortValue(null)).toBe('empty');
  });
});
