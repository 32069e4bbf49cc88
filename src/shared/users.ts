import { z } from 'zod';

export const USER_TYPES = ['landlord', 'tenant', 'admin'] as const;
export const SELF_REGISTER_TYPES = ['landlord', 'tenant'] as const;
export const ROLES = ['user', 'admin', 'super_admin'] as const;
export const USER_STATUSES = ['approved', 'pending', 'rejected'] as const;

export type UserType = (typeof USER_TYPES)[number];
export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];

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
}

export const isAdmin = (user: Pick<PublicUser, 'role' | 'userType'> | null | undefined): boolean =>
  !!user && (user.role === 'admin' || user.role === 'super_admin' || user.userType === 'admin');

/** The name shown for a user: full name, failing that the username. */
export const displayName = (user: Pick<PublicUser, 'fullName' | 'username'>): string =>
  user.fullName?.trim() || user.username;

/** Where a user lands after signing in (SPEC.md §2 Login). */
export const dashboardPathFor = (user: Pick<PublicUser, 'role' | 'userType'>): string =>
  isAdmin(user)
    ? '/admin-dashboard'
    : user.userType === 'landlord'
      ? '/landlord-dashboard'
      : '/tenant-dashboard';

export const userTypeLabel: Record<UserType, string> = {
  landlord: 'Landlord',
  tenant: 'Tenant',
  admin: 'Admin',
};
export const userStatusLabel: Record<UserStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
};

const email = z.string().trim().toLowerCase().email('Please enter a valid email address').max(254);
const optionalPhone = z
  .string()
  .trim()
  .max(30, 'Phone number is too long')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const CreateUserSchema = z.object({
  fullName: z
    .string('Please fill in all required fields')
    .trim()
    .min(1, 'Please fill in all required fields')
    .max(120),
  email: z
    .string('Please fill in all required fields')
    .trim()
    .min(1, 'Please fill in all required fields')
    .pipe(email),
  username: z.string().trim().min(3, 'Username must be at least 3 characters').max(254).optional(),
  phone: optionalPhone,
  userType: z.enum(USER_TYPES, 'Please select a user type').default('tenant'),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  /** Optional: normally omitted, the user sets their own password from the e-mailed link. */
  password: z.string().max(200).optional(),
});
export type CreateUserInput = z.input<typeof CreateUserSchema>;

export const UpdateUserTypeSchema = z.object({
  userType: z.enum(USER_TYPES, 'Please select a user type'),
  role: z.enum(ROLES).optional(),
});
export type UpdateUserTypeInput = z.infer<typeof UpdateUserTypeSchema>;

export const UpdateUserStatusSchema = z.object({
  status: z.enum(['approved', 'rejected'], 'Status must be approved or rejected'),
});
export type UpdateUserStatusInput = z.infer<typeof UpdateUserStatusSchema>;

export const ResetPasswordAnswerSchema = z.object({ tempPassword: z.string(), message: z.string() });
