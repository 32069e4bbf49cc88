import type { PublicUser } from '@shared/users';
import { isoString, isoTimestamp } from '../../db/iso-timestamp';
import { users } from '../../db/schema';

/**
 * The columns a public user is made of. The session lookup on every signed-in request selects
 * these, so the password hash and second-factor secret are never read for it, and the times come
 * formatted (issue #19).
 */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  phone: users.phone,
  userType: users.userType,
  role: users.role,
  status: users.status,
  createdAt: isoTimestamp(users.createdAt),
  lastLogin: isoTimestamp(users.lastLogin),
  mustChangePassword: users.mustChangePassword,
  managementFeeBasisPoints: users.managementFeeBasisPoints,
  managementMode: users.managementMode,
  language: users.language,
};

type UserRow = Omit<
  Pick<typeof users.$inferSelect, keyof typeof publicUserColumns>,
  'createdAt' | 'lastLogin'
> & { createdAt: Date | string; lastLogin: Date | string | null };

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
    createdAt: isoString(row.createdAt),
    lastLogin: row.lastLogin === null ? null : isoString(row.lastLogin),
    mustChangePassword: row.mustChangePassword,
    managementFeePercent: row.userType === 'landlord' ? row.managementFeeBasisPoints / 100 : null,
    managementMode: row.userType === 'landlord' ? row.managementMode : null,
    language: row.language,
  };
}
