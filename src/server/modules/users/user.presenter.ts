import type { PublicUser } from '@shared/users';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The only way a user row leaves the server: no hash ever passes. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    userType: row.userType,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    mustChangePassword: row.mustChangePassword,
    managementFeePercent: row.userType === 'landlord' ? row.managementFeeBasisPoints / 100 : null,
    managementMode: row.userType === 'landlord' ? row.managementMode : null,
    language: row.language,
  };
}
