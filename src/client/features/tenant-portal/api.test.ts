import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/errors';
import { ApiError, NETWORK_ERROR } from '@client/app/api-client';
import { isNoTenancyError, receiptUrl, tenantPortalKeys } from './api';

describe('tenant portal api helpers', () => {
  it("treats only the server's not_found as 'no tenancy'", () => {
    expect(isNoTenancyError(new ApiError(404, ErrorCode.notFound, 'Active tenancy not found'))).toBe(true);
    expect(isNoTenancyError(new ApiError(403, ErrorCode.forbidden, 'Only tenants'))).toBe(false);
    expect(isNoTenancyError(new ApiError(0, NETWORK_ERROR, ''))).toBe(false);
    expect(isNoTenancyError(new Error('not_found'))).toBe(false);
  });

  it("links a paid payment's receipt", () => {
    expect(receiptUrl(42)).toBe('/api/payments/42/receipt');
  });

  it('keys the current tenancy apart from a named one', () => {
    expect(tenantPortalKeys.summary()).not.toEqual(tenantPortalKeys.summary(7));
    expect(tenantPortalKeys.payments({ limit: 20, offset: 0 })).not.toEqual(
      tenantPortalKeys.payments({ limit: 20, offset: 20 }),
    );
  });
});
