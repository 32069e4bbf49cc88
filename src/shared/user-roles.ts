/** Who a user is and where they go: plain values only (no Zod), so the public bundle can use them. */
import type { Locale } from './i18n/locale';
import { PAGE_PATHS, type PagePath } from './routes';

export const USER_TYPES = ['landlord', 'tenant', 'admin'] as const;
export const SELF_REGISTER_TYPES = ['landlord', 'tenant'] as const;
export const ROLES = ['user', 'admin', 'super_admin'] as const;
/** `erased`: an admin erased the person (UK GDPR); the row is a pseudonym that keeps money records linked. */
export const USER_STATUSES = ['approved', 'pending', 'rejected', 'erased'] as const;
/** A landlord's arrangement: fully managed by the agency, or let-only (they manage; they need an RSW licence). */
export const MANAGEMENT_MODES = ['fully_managed', 'let_only'] as const;

export type UserType = (typeof USER_TYPES)[number];
export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type ManagementMode = (typeof MANAGEMENT_MODES)[number];

/** A user as every API answer carries it: never a password or hash. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  fullName: string;
  phone: string | null;
  userType: UserType;
  role: Role;
  status: UserStatus;
  createdAt: string;
  lastLogin: string | null;
  /** Set after an admin reset: the user must choose a new password before anything else. */
  mustChangePassword: boolean;
  /** A landlord's management fee, a percentage of rent due set by an admin; null for other accounts. */
  managementFeePercent: number | null;
  /** A landlord's arrangement (MANAGEMENT_MODES); null for other accounts. */
  managementMode: ManagementMode | null;
  /** The language of the person's portal (tenants), e-mails and texts (CONTRACT.md §9). */
  language: Locale;
}

export const isAdmin = (user: Pick<PublicUser, 'role' | 'userType'> | null | undefined): boolean =>
  !!user && (user.role === 'admin' || user.role === 'super_admin' || user.userType === 'admin');

/** The name shown for a user: full name, failing that the username. */
export const displayName = (user: Pick<PublicUser, 'fullName' | 'username'>): string =>
  user.fullName?.trim() || user.username;

/** Where a user lands after signing in (SPEC.md §2 Login). */
export const dashboardPathFor = (user: Pick<PublicUser, 'role' | 'userType'>): PagePath =>
  isAdmin(user)
    ? PAGE_PATHS.adminDashboard
    : user.userType === 'landlord'
      ? PAGE_PATHS.landlordDashboard
      : PAGE_PATHS.tenantDashboard;

export const userTypeLabel: Record<UserType, string> = {
  landlord: 'Landlord',
  tenant: 'Tenant',
  admin: 'Admin',
};
export const userStatusLabel: Record<UserStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
  erased: 'Erased',
};

export const SUPER_ADMIN_ONLY_MESSAGE = "Only a super admin can change a super admin's account.";
export const SUPER_ADMIN_ROLE_MESSAGE = 'Only a super admin can give or take away the super admin role.';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role.';

/**
 * Whether `actor` may reset, retype, approve or reject, or delete `target`'s account: only a
 * super_admin may act on a super_admin (the server decides; the admin screen hides the rest).
 */
export const mayManageAccount = (
  actor: Pick<PublicUser, 'role'>,
  target: Pick<PublicUser, 'role'>,
): boolean => target.role !== 'super_admin' || actor.role === 'super_admin';
