import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginAnswer,
  LoginSchema,
  RegisterAnswer,
  RegisterSchema,
  ResetPasswordSchema,
} from '@shared/auth';
import { PASSWORD_EXPIRED_MESSAGE, RESET_LINK_MINUTES } from '@shared/auth';
import { ErrorCode } from '@shared/errors';
import { localePath } from '@shared/i18n/locale';
import { PAGE_PATHS, resetPasswordPath } from '@shared/routes';
import { passwordTokens, users } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { accountEmails } from '../../lib/mailer/templates';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { hitRateLimit, releaseRateLimit } from '../../lib/rate-limit';
import { hashToken, newToken } from '../../lib/tokens';
import { toPublicUser } from '../users/user.presenter';
import { findAccountByName, nameClashes } from './account-names';
import { accountKeyFor, checkLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { retirePasswordLinks } from './password-links';
import { assertPasswordAllowed } from './password-rules';
import { createSession, revokeUserSessions } from './session.service';
import { assertSecondFactor } from './totp.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const INVALID_RESET_LINK = 'Invalid or expired password reset link.';
export const FORGOT_PASSWORD_ANSWER = `If an account exists for that email address, we have sent it a link to reset the password. The link works for ${RESET_LINK_MINUTES} minutes.`;

/**
 * 409 naming the field when the username or e-mail is already someone's username or e-mail
 * (case-insensitive, across both columns). A trigger enforces the same in the database.
 */
export async function assertUnique(ctx: AppContext, username: string, email: string): Promise<void> {
  const fields = await nameClashes(ctx.db, username, email);
  if (Object.keys(fields).length) throw conflict(Object.values(fields)[0]!, fields);
}

export async function register(
  ctx: AppContext,
  input: z.output<typeof RegisterSchema>,
  ip: string,
): Promise<RegisterAnswer> {
  await hitRateLimit(ctx.db, `register:ip:${ip}`, ctx.config.rateLimits.registerPerAddress);
  await assertPasswordAllowed(ctx.db, input.password, input);
  await assertUnique(ctx, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          userType: input.userType,
          fullName: input.fullName,
          phone: input.phone,
          language: input.language,
          role: 'user',
          status: 'pending',
        })
        .returning();
      await enqueueEmail(
        tx,
        row!.email,
        accountEmails.registrationReceived(row!.fullName, row!.language),
        'registration_received',
      );
      return row!;
    })
    .catch(rethrowUniqueViolation);
  ctx.kickOutbox();
  return {
    pendingApproval: true,
    message:
      'Your account has been created and is waiting for administrator approval. We will email you once it is approved.',
    token: null,
    user: toPublicUser(user),
  };
}

export async function login(
  ctx: AppContext,
  input: z.output<typeof LoginSchema>,
  ip: string,
  userAgent: string | undefined,
): Promise<LoginAnswer> {
  const user = await findAccountByName(ctx.db, input.username);
  // One throttle per (account, address), whether the account is named by username or by e-mail;
  // an unknown name gets its own, so the answers reveal nothing.
  const accountKey = accountKeyFor(user, input.username);
  const addressKey = `login:ip:${ip}`;
  // Both counts are taken before the password is checked, so parallel tries cannot slip past
  // them; a try that passes gives its counts back.
  await hitRateLimit(ctx.db, addressKey, ctx.config.rateLimits.loginPerAddress);
  try {
    await checkLoginAllowed(ctx, accountKey, ip);
  } catch (error) {
    await releaseRateLimit(ctx.db, addressKey);
    throw error;
  }

  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !passwordOk) {
    await recordLoginFailure(ctx, accountKey, ip);
    throw new AppError(ErrorCode.invalidCredentials, INVALID_CREDENTIALS);
  }
  const passed = async () => {
    await clearLoginFailures(ctx, accountKey, ip);
    await releaseRateLimit(ctx.db, addressKey);
  };
  // The status is only revealed to someone who knows the password.
  if (user.status === 'pending') {
    await passed();
    throw forbidden('Your account is waiting for administrator approval.', ErrorCode.pendingApproval);
  }
  if (user.status === 'rejected') {
    await passed();
    throw forbidden('Your registration has been rejected.', ErrorCode.accountRejected);
  }
  // The second factor: a missing or wrong code leaves this try counted as a failed one
  // (totp-throttle.ts), so knowing the password does not buy unlimited guesses at the code.
  await assertSecondFactor(ctx, user.id, input.totpCode, ip);
  await passed();
  if (temporaryPasswordExpired(user)) throw forbidden(PASSWORD_EXPIRED_MESSAGE, ErrorCode.passwordExpired);
  const { token } = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ lastLogin: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      action: 'sign_in',
      actorId: user.id,
      targetType: 'users',
      targetId: user.id,
      ip,
    });
    return createSession(tx, user, input.rememberMe, userAgent);
  });
  const [fresh] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  return { token, user: toPublicUser(fresh!) };
}

export async function forgotPassword(
  ctx: AppContext,
  input: z.output<typeof ForgotPasswordSchema>,
  ip: string,
) {
  await hitRateLimit(ctx.db, `forgot:ip:${ip}`, ctx.config.rateLimits.forgotPerAddress);
  await hitRateLimit(ctx.db, `forgot:account:${input.email}`, ctx.config.rateLimits.forgotPerAccount);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  if (user && user.status !== 'rejected' && user.status !== 'erased') {
    const token = newToken();
    await ctx.db.transaction(async (tx) => {
      // Only the newest link works: older unused reset links are retired.
      await tx
        .update(passwordTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordTokens.userId, user.id),
            eq(passwordTokens.purpose, 'reset'),
            isNull(passwordTokens.usedAt),
          ),
        );
      await tx.insert(passwordTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        purpose: 'reset',
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
      // The link opens the page in the account's language (CONTRACT.md §9), as the e-mail is written.
      const url = `${ctx.config.publicUrl}${localePath(user.language, resetPasswordPath(token, user.id))}`;
      await enqueueEmail(
        tx,
        user.email,
        accountEmails.passwordReset(user.fullName, url, RESET_LINK_MINUTES, user.language),
        'password_reset',
      );
    });
    ctx.kickOutbox();
  }
  return { message: FORGOT_PASSWORD_ANSWER };
}

export async function resetPassword(
  ctx: AppContext,
  input: z.output<typeof ResetPasswordSchema>,
  ip: string,
) {
  // Wrong tokens from one address are throttled: the hit is taken first and given back for a good link.
  const addressKey = `reset:ip:${ip}`;
  await hitRateLimit(ctx.db, addressKey, ctx.config.rateLimits.resetPerAddress);
  const [link] = await ctx.db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(input.token)),
        eq(passwordTokens.userId, input.userId),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!link) throw badRequest(INVALID_RESET_LINK, undefined, ErrorCode.invalidToken);
  await releaseRateLimit(ctx.db, addressKey);
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, input.userId));
  if (!owner) throw badRequest(INVALID_RESET_LINK, undefined, ErrorCode.invalidToken);
  await assertPasswordAllowed(ctx.db, input.password, owner);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    // Claim the link atomically: two submissions of one link cannot both succeed.
    const claimed = await tx
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordTokens.id, link.id), isNull(passwordTokens.usedAt)))
      .returning({ id: passwordTokens.id });
    if (claimed.length === 0) throw badRequest(INVALID_RESET_LINK, undefined, ErrorCode.invalidToken);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null })
      .where(eq(users.id, input.userId))
      .returning();
    await retirePasswordLinks(tx, input.userId);
    await revokeUserSessions(tx, input.userId);
    // The owner proved control of the mailbox: failed sign-ins against the account are forgotten.
    await clearLoginFailures({ db: tx }, accountKeyFor(user, ''));
    await enqueueEmail(
      tx,
      user!.email,
      accountEmails.passwordChanged(
        user!.fullName,
        `${ctx.config.publicUrl}${localePath(user!.language, PAGE_PATHS.forgotPassword)}`,
        user!.language,
      ),
      'password_changed',
    );
  });
  ctx.kickOutbox();
  return { message: 'Your password has been reset. You can now sign in with your new password.' };
}

export async function changePassword(
  ctx: AppContext,
  userId: number,
  sessionId: number,
  input: z.output<typeof ChangePasswordSchema>,
) {
  // Wrong current passwords per account: counted before the check, given back when it is right.
  const accountKey = `change-password:user:${userId}`;
  await hitRateLimit(ctx.db, accountKey, ctx.config.rateLimits.changePasswordPerAccount);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  await releaseRateLimit(ctx.db, accountKey);
  if (temporaryPasswordExpired(user)) throw forbidden(PASSWORD_EXPIRED_MESSAGE, ErrorCode.passwordExpired);
  if (input.currentPassword === input.newPassword) {
    const message = 'New password must be different from the current password';
    throw badRequest(message, { newPassword: message });
  }
  await assertPasswordAllowed(ctx.db, input.newPassword, user, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null })
      .where(eq(users.id, userId));
    await retirePasswordLinks(tx, userId);
    await revokeUserSessions(tx, userId, sessionId);
    await enqueueEmail(
      tx,
      user.email,
      accountEmails.passwordChanged(
        user.fullName,
        `${ctx.config.publicUrl}${localePath(user.language, PAGE_PATHS.forgotPassword)}`,
        user.language,
      ),
      'password_changed',
    );
  });
  ctx.kickOutbox();
  return { message: 'Your password has been changed successfully.' };
}

/** An admin's temporary password that was not replaced within TEMP_PASSWORD_HOURS. */
const temporaryPasswordExpired = (user: { passwordExpiresAt: Date | null }) =>
  user.passwordExpiresAt !== null && user.passwordExpiresAt.getTime() <= Date.now();

/** Two registrations racing for one name: the unique index decides, and the loser gets a 409. */
export function rethrowUniqueViolation(error: unknown): never {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw conflict('That username or email address is already registered');
  throw error;
}
