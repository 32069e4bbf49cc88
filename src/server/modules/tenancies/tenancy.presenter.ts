import type { TenancyInvitationState, Tenant } from '@shared/tenancies';
import type { tenants } from '../../db/schema';

/** `invitation`: the tenancy's invitation state while it is not linked (tenancy-invitations.ts). */
export function toTenant(
  row: typeof tenants.$inferSelect,
  invitation: TenancyInvitationState | null = null,
): Tenant {
  return {
    id: row.id,
    userId: row.userId,
    propertyId: row.propertyId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    leaseStart: row.leaseStart,
    leaseEnd: row.leaseEnd,
    rentAmount: row.rentAmount,
    deposit: row.deposit,
    depositScheme: row.depositScheme,
    depositSchemeRef: row.depositSchemeRef,
    depositPaidDate: row.depositPaidDate,
    status: row.status,
    tenantType: row.tenantType,
    occupationDate: row.occupationDate,
    contractType: row.contractType,
    fixedTermEnd: row.fixedTermEnd,
    lastRentIncreaseOn: row.lastRentIncreaseOn,
    paymentReference: row.paymentReference,
    remindersPaused: row.remindersPaused,
    createdAt: row.createdAt.toISOString(),
    invitation,
  };
}
