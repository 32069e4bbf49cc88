import { z } from 'zod';
import { jsonInt } from './numbers';
import { LOCALES } from './i18n/locale';
import { LoginTotpCodeSchema } from './totp';
import { SELF_REGISTER_TYPES, type PublicUser } from './user-roles';

export const PASSWORD_MIN = 8;
export const USERNAME_MIN = 3;
export const RESET_LINK_MINUTES = 30;
export const RESET_REDIRECT_SECONDS = 5;
/** How long a temporary password an admin sets keeps signing in (it must be changed at once). */
export const TEMP_PASSWORD_HOURS = 72;

export const LoginSchema = z.object({
  username: z.string('Username is required').trim().min(1, 'Username is required').max(254),
  password: z.string('Password is required').min(1, 'Password is required').max(200),
  rememberMe: z.boolean().optional().default(false),
  /** A two-step code (or recovery code): needed when the account has two-step sign-in. */
  totpCode: LoginTotpCodeSchema,
});
export type LoginInput = z.input<typeof LoginSchema>;

/** Register: the client form also has confirmPassword, which is never sent. */
export const RegisterSchema = z.object({
  username: z
    .string('Username must be at least 3 characters')
    .trim()
    .min(USERNAME_MIN, 'Username must be at least 3 characters')
    .max(254),
  password: z
    .string('Password must be at least 8 characters')
    .min(PASSWORD_MIN, 'Password must be at least 8 characters')
    .max(200),
  email: z
    .string('Please enter a valid email address')
    .trim()
    .toLowerCase()
    .email('Please enter a valid email address')
    .max(254),
  userType: z.enum(SELF_REGISTER_TYPES, 'Please select a user type'),
  fullName: z
    .string('Full name must be at least 2 characters')
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(120),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone number is too long')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /** The language of the page they registered on (CONTRACT.md §9); English when not said. */
  language: z.enum(LOCALES, 'Language must be "en" or "cy"').optional().default('en'),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** A person's choice of language for their portal, e-mails and texts (CONTRACT.md §9). */
export const LanguageChoiceSchema = z.object({
  language: z.enum(LOCALES, 'Language must be "en" or "cy"'),
});
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;

export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: z.string().min(PASSWORD_MIN, 'Password must be at least 8 characters'),
}).refine((v) => v.password === v.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
});

/** The strong-password rule used by reset, change and set-password (SPEC.md §5). */
export const StrongPasswordSchema = z
  .string('Password must be at least 8 characters long')
  .min(PASSWORD_MIN, 'Password must be at least 8 characters long')
  .max(200, 'Password must be at most 200 characters')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number');

export const ForgotPasswordSchema = z.object({
  email: z
    .string('Please enter a valid email address')
    .trim()
    .toLowerCase()
    .email('Please enter a valid email address')
    .max(254),
});
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    password: StrongPasswordSchema,
    confirmPassword: z.string("Passwords don't match"),
    token: z
      .string('Invalid or expired password reset link.')
      .min(1, 'Invalid or expired password reset link.')
      .max(200),
    userId: jsonInt('Invalid or expired password reset link.').positive(
      'Invalid or expired password reset link.',
    ),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: z.string('Current password is required').min(1, 'Current password is required').max(200),
  newPassword: StrongPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const ChangePasswordFormSchema = ChangePasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { message: "Passwords don't match", path: ['confirmPassword'] },
);

export interface LoginAnswer {
  token: string;
  user: PublicUser;
}
export interface RegisterAnswer {
  pendingApproval: boolean;
  message: string;
  token: string | null;
  user: PublicUser;
}
export interface UserAnswer {
  user: PublicUser;
}
export interface MessageAnswer {
  message: string;
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less common password.';

export const PERSONAL_PASSWORD_MESSAGE =
  'Your password must not contain your username or email address. Please choose another password.';
export const AGENCY_PASSWORD_MESSAGE =
  "Your password must not contain the agency's name. Please choose another password.";
export const PASSWORD_EXPIRED_MESSAGE = `Your temporary password has expired (it worked for ${TEMP_PASSWORD_HOURS} hours). Use Forgot Password to get a link to set a new one.`;
