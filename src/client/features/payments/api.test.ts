import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/errors';
import { ApiError } from '@client/app/api-client';
import { conflictingPayment, newIdempotencyKey, paymentsExportUrl } from './api';

/** ApiError as it will be once it keeps the parsed error body (see the payments report). */
const withBody = (error: ApiError, body: unknown) => Object.assign(error, { body });

describe('payments api helpers', () => {
  it('finds the current payment sent with an edit conflict', () => {
    const current = { id: 3, version: 5, amount: 95_000 };
    const error = withBody(new ApiError(409, ErrorCode.editConflict, 'Someone else changed it'), { current });
    expect(conflictingPayment(error)).toEqual(current);
  });

  it('finds nothing for other errors or a body without a payment', () => {
    expect(conflictingPayment(new ApiError(409, ErrorCode.editConflict, 'x'))).toBeNull();
    expect(
      conflictingPayment(
        withBody(new ApiError(409, ErrorCode.conflict, 'x'), { current: { id: 1, version: 1 } }),
      ),
    ).toBeNull();
    expect(
      conflictingPayment(withBody(new ApiError(409, ErrorCode.editConflict, 'x'), { current: 'stale' })),
    ).toBeNull();
    expect(conflictingPayment(new Error('x'))).toBeNull();
  });

  it('makes a different printable Idempotency-Key each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('exports the current filter', () => {
    expect(paymentsExportUrl(9, 'overdue')).toBe('/api/properties/9/payments/export?status=overdue');
  });
});
