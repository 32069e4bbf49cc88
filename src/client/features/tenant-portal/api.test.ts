import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/errors';
import { ApiError, NETWORK_ERROR } from '@client/app/api-client';
import { inlineDocumentUrl, isNoTenancyError, receiptUrl, tenantPortalKeys } from './api';

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

  it("asks a document's file endpoint to show the file in the browser", () => {
    expect(inlineDocumentUrl('/api/documents/5/file')).toBe('/api/documents/5/file?inline=1');
    expect(inlineDocumentUrl('/api/tenant/documents/5/file?v=2')).toBe(
      '/api/tenant/documents/5/file?v=2&inline=1',
    );
  });

  it('keys each tenancy apart, and invalidates every tenancy of a kind at once', () => {
    for (const key of [tenantPortalKeys.property, tenantPortalKeys.documents, tenantPortalKeys.events]) {
      expect(key()).not.toEqual(key(7));
      expect(key(7)).not.toEqual(key(8));
    }
    expect(tenantPortalKeys.events(7).slice(0, 2)).toEqual(tenantPortalKeys.allEvents());
    expect(tenantPortalKeys.documents(7)).not.toEqual(tenantPortalKeys.property(7));
  });
});
