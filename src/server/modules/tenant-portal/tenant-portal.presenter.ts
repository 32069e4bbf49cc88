import { todayInLondon } from '@shared/dates';
import type { TenantDocument, TenantProperty, TenantTenancy } from '@shared/tenant-portal';
import type { properties, tenants, users } from '../../db/schema';
import { documentFileUrl, type DocumentRow } from '../documents/document.presenter';
import { isCurrentTenancy } from '../documents/documents.service';

type TenancyRow = typeof tenants.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;
export type LandlordContact = Pick<typeof users.$inferSelect, 'fullName' | 'email' | 'phone'>;

/** The home as its tenant sees it: the tenancy's own rent, not the property's advertised price. */
export function toTenantProperty(
  tenancy: TenancyRow,
  property: PropertyRow,
  landlord: LandlordContact,
): TenantProperty {
  return {
    id: property.id,
    tenancyId: tenancy.id,
    title: property.title,
    address: property.address,
    city: property.city,
    postcode: property.postcode,
    bedroomCount: property.bedroomCount,
    bathroomCount: property.bathroomCount,
    price: tenancy.rentAmount,
    leaseStart: tenancy.leaseStart,
    leaseEnd: tenancy.leaseEnd,
    contractType: tenancy.contractType,
    fixedTermEnd: tenancy.fixedTermEnd,
    status: tenancy.status,
    landlordName: landlord.fullName,
    landlordEmail: landlord.email,
    landlordPhone: landlord.phone,
    isCurrent: isCurrentTenancy(tenancy.status),
  };
}

export function toTenantTenancy(tenancy: TenancyRow, propertyTitle: string): TenantTenancy {
  return {
    id: tenancy.id,
    propertyTitle,
    leaseStart: tenancy.leaseStart,
    leaseEnd: tenancy.leaseEnd,
    status: tenancy.status,
    isCurrent: isCurrentTenancy(tenancy.status),
  };
}

/** Only what the tenant needs; the file is served (and checked again) by GET /api/documents/{id}/file. */
export function toTenantDocument(row: DocumentRow, servedAt: string | null = null): TenantDocument {
  return {
    id: row.id,
    title: row.title,
    type: row.documentType,
    uploadDate: todayInLondon(row.createdAt),
    expiryDate: row.expiryDate,
    url: documentFileUrl(row.id),
    source: row.tenantId === null ? 'property' : 'tenancy',
    servedAt,
  };
}
