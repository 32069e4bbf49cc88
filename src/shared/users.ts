import { z } from 'zod';
import { StrongPasswordSchema } from './auth';
import { USER_TYPES, USER_STATUSES, ROLES } from './user-roles';

export * from './user-roles';

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
  /**
   * Optional: normally omitted, the user sets their own password from the e-mailed link. When
   * given it is a temporary password: the reset rules apply, it must be changed at first sign-in
   * and it expires after TEMP_PASSWORD_HOURS.
   */
  password: StrongPasswordSchema.optional(),
});
export type CreateUserInput = z.input<typeof CreateUserSchema>;

export const UpdateUserTypeSchema = z.object({
  userType: z.enum(USER_TYPES, 'Please select a user type'),
  role: z.enum(ROLES).optional(),
});
export type UpdateUserTypeInput = z.infer<typeof UpdateUserTypeSchema>;

export const UpdateUserStatusSchema = z.object({
  status: z.enum(USER_STATUSES).exclude(['pending', 'erased'], 'Status must be approved or rejected'),
});
export type UpdateUserStatusInput = z.infer<typeof UpdateUserStatusSchema>;

export const ResetPasswordAnswerSchema = z.object({ tempPassword: z.string(), message: z.string() });
