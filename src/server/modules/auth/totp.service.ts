import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@shared/errors';
import {
  TOTP_MESSAGES,
  classifyCode,
  formatRecoveryCode,
  type TotpDisableSchema,
  type TotpEnableAnswer,
  type TotpSetupAnswer,
  type TotpStatus,
} from '@shared/totp';
import { isAdmin, type PublicUser } from '@shared/users';
import { totpRecoveryCodes, userTotp, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { verifyPassword } from '../../lib/passwords';
import { createSecretBox, type SecretBox } from '../../lib/secret-box';
import {
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrlFor,
  recoveryCodeHash,
  recoveryHashKey,
} from './totp-codes';
import { assertSignInAllowed, passedSignIn, recordFailedSignIn } from './totp-throttle';

/** Two-step sign-in (CONTRACT.md §7): set-up, confirmation, turning off, and the login's check. */

const keys = new Map<string, { box: SecretBox; recoveryKey: Buffer }>();

/** The secret box and recovery-code key of APP_SECRET, derived once (their own purposes). */
function keysFor(ctx: AppContext) {
  const appSecret = ctx.config.appSecret;
  if (!appSecret) throw new Error('APP_SECRET is not set: two-step secrets cannot be stored or read');
  let found = keys.get(appSecret);
  if (!found) {
    found = { box: createSecretBox(appSecret, 'totp-secrets'), recoveryKey: recoveryHashKey(appSecret) };
    keys.set(appSecret, found);
  }
  return found;
}

async function loadTotp(ctx: AppContext, userId: number) {
  const [row] = await ctx.db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row ?? null;
}

export async function isTotpEnabled(ctx: AppContext, userId: number): Promise<boolean> {
  const row = await loadTotp(ctx, userId);
  return !!row?.enabledAt;
}

export async function getTotpStatus(ctx: AppContext, user: PublicUser): Promise<TotpStatus> {
  const enabled = await isTotpEnabled(ctx, user.id);
  const [left] = await ctx.db
    .select({ n: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, user.id), isNull(totpRecoveryCodes.usedAt)));
  return {
    enabled,
    required: ctx.config.requireAdminTotp && isAdmin(user),
    recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0,
  };
}

/** A new pending secret (replacing an unconfirmed one); refused once two-step sign-in is on. */
export async function setupTotp(ctx: AppContext, user: PublicUser): Promise<TotpSetupAnswer> {
  const secret = newTotpSecret();
  const sealed = keysFor(ctx).box.seal(secret);
  const written = await ctx.db
    .insert(userTotp)
    .values({ userId: user.id, secretSealed: sealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretSealed: sealed, lastUsedStep: null, createdAt: sql`now()` },
      // An enabled secret is never replaced, even by a set-up racing the confirmation.
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  if (written.length === 0) throw conflict(TOTP_MESSAGES.alreadyOn);
  return { secret, otpauthUrl: otpauthUrlFor(secret, user.username) };
}

/** Confirms the pending secret with a code from the app; answers the recovery codes, this once. */
export async function enableTotp(ctx: AppContext, user: PublicUser, code: string): Promise<TotpEnableAnswer> {
  const row = await loadTotp(ctx, user.id);
  if (row?.enabledAt) throw conflict(TOTP_MESSAGES.alreadyOn);
  const secret = row ? keysFor(ctx).box.open(row.secretSealed) : null;
  if (!row || !secret) throw badRequest(TOTP_MESSAGES.notSetUp, { code: TOTP_MESSAGES.notSetUp });
  const typed = classifyCode(code);
  const step = typed.kind === 'totp' ? matchTotpStep(secret, typed.code, Date.now()) : null;
  if (step === null) throw badRequest(TOTP_MESSAGES.setupCodeWrong, { code: TOTP_MESSAGES.setupCodeWrong });

  const codes = newRecoveryCodes();
  const { recoveryKey } = keysFor(ctx);
  await ctx.db.transaction(async (tx) => {
    // Conditional: only the secret that was shown, and only once (two confirmations race to one).
    const enabled = await tx
      .update(userTotp)
      .set({ enabledAt: sql`now()`, lastUsedStep: step })
      .where(
        and(
          eq(userTotp.userId, user.id),
          eq(userTotp.secretSealed, row.secretSealed),
          isNull(userTotp.enabledAt),
        ),
      )
      .returning({ userId: userTotp.userId });
    if (enabled.length === 0) throw conflict(TOTP_MESSAGES.alreadyOn);
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    await tx
      .insert(totpRecoveryCodes)
      .values(codes.map((c) => ({ userId: user.id, codeHash: recoveryCodeHash(recoveryKey, user.id, c) })));
    await recordAudit(tx, { action: 'two_step_on', targetType: 'users', targetId: user.id });
  });
  return { message: TOTP_MESSAGES.enabled, recoveryCodes: codes.map(formatRecoveryCode) };
}

/**
 * Spends a code: a TOTP code whose time step is newer than the last one used (a conditional
 * UPDATE, so two requests with one code cannot both pass), or an unused recovery code.
 */
async function consumeCode(ctx: AppContext, userId: number, sealed: string, code: string): Promise<boolean> {
  const typed = classifyCode(code);
  if (typed.kind === 'malformed') return false;
  if (typed.kind === 'recovery') {
    const used = await ctx.db
      .update(totpRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(totpRecoveryCodes.userId, userId),
          eq(totpRecoveryCodes.codeHash, recoveryCodeHash(keysFor(ctx).recoveryKey, userId, typed.code)),
          isNull(totpRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: totpRecoveryCodes.id });
    return used.length === 1;
  }
  const secret = keysFor(ctx).box.open(sealed);
  const step = secret ? matchTotpStep(secret, typed.code, Date.now()) : null;
  if (step === null) return false;
  const claimed = await ctx.db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        isNotNull(userTotp.enabledAt),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return claimed.length === 1;
}

/**
 * The login's second step, after the password was right: nothing for an account without two-step
 * sign-in; 401 `totp_required` without a code; 401 `totp_invalid` (a failed sign-in) for a wrong,
 * reused or malformed one.
 */
export async function assertSecondFactor(
  ctx: AppContext,
  userId: number,
  totpCode: string | undefined,
  ip: string,
): Promise<void> {
  const row = await loadTotp(ctx, userId);
  if (!row?.enabledAt) return;
  if (!totpCode) {
    // Counted like a wrong code: someone with the password alone gets no free tries at the code.
    await recordFailedSignIn(ctx, userId, ip);
    throw new AppError(ErrorCode.totpRequired, TOTP_MESSAGES.loginCodeNeeded);
  }
  if (await consumeCode(ctx, userId, row.secretSealed, totpCode)) return;
  await recordFailedSignIn(ctx, userId, ip);
  throw new AppError(ErrorCode.totpInvalid, TOTP_MESSAGES.loginCodeWrong, {
    fields: { totpCode: TOTP_MESSAGES.loginCodeWrong },
  });
}

/** Turns two-step sign-in off: the password and a current code (or a recovery code) both needed. */
export async function disableTotp(
  ctx: AppContext,
  user: PublicUser,
  input: z.output<typeof TotpDisableSchema>,
  ip: string,
): Promise<{ message: string }> {
  const row = await loadTotp(ctx, user.id);
  if (!row?.enabledAt) throw conflict('Two-step sign-in is not on.');
  // A stolen session must not be a way to guess the password or codes without limit.
  await assertSignInAllowed(ctx, user.id, ip);
  const [account] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!account || !(await verifyPassword(account.passwordHash, input.password))) {
    await recordFailedSignIn(ctx, user.id, ip);
    throw badRequest(TOTP_MESSAGES.passwordWrong, { password: TOTP_MESSAGES.passwordWrong });
  }
  if (!(await consumeCode(ctx, user.id, row.secretSealed, input.code))) {
    await recordFailedSignIn(ctx, user.id, ip);
    throw badRequest(TOTP_MESSAGES.loginCodeWrong, { code: TOTP_MESSAGES.loginCodeWrong });
  }
  await passedSignIn(ctx, user.id, ip);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    await tx.delete(userTotp).where(eq(userTotp.userId, user.id));
    await recordAudit(tx, { action: 'two_step_off', targetType: 'users', targetId: user.id });
  });
  return { message: TOTP_MESSAGES.disabled };
}
