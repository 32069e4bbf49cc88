/** Forgotten, reset, changed and temporary passwords. */
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/auth';
import { createTestApp, DEFAULT_PASSWORD, linkFromMail, PUBLIC_URL } from '../../../../tests/setup/test-app';
import { NEW_PASSWORD, authCalls, expectNoSecrets } from '../../../../tests/setup/worlds/auth';
import { outbox, passwordTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

const t = await createTestApp();
afterAll(() => t.close());
const { post, get, login, whoAmI, resetMails } = authCalls(t);

describe('auth API', () => {
  describe('POST /api/auth/forgot-password and /reset-password', () => {
    const forgot = (email: string) => post('/api/auth/forgot-password', { email });
    const reset = (body: Record<string, unknown>) => post('/api/auth/reset-password', body);
    const resetBody = (link: { token: string; userId: number }, password = NEW_PASSWORD) => ({
      token: link.token,
      userId: link.userId,
      password,
      confirmPassword: password,
    });
    const requestLink = async (email: string) => {
      expect((await forgot(email)).statusCode).toBe(200);
      return linkFromMail((await resetMails(email))[0]!.textBody);
    };

    it('refuses an invalid e-mail with 400', async () => {
      const res = await forgot('not-an-email');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ email: 'Please enter a valid email address' });
    });

    it('answers the same for an existing and a missing address, and mails only the existing one', async () => {
      const user = await t.createUser();
      const [before] = await t.db.select({ n: count() }).from(outbox);
      const missing = await forgot('missing.person@example.test');
      const [afterMissing] = await t.db.select({ n: count() }).from(outbox);
      const existing = await forgot(user.email.toUpperCase());
      expect(missing.statusCode).toBe(200);
      expect(existing.statusCode).toBe(200);
      expect(existing.body).toBe(missing.body);
      expect(existing.json()).toEqual({ message: expect.any(String) });
      expect(afterMissing!.n).toBe(before!.n);
      expect(await t.mailsTo('missing.person@example.test')).toHaveLength(0);

      const mails = await t.mailsTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.template).toBe('password_reset');
      const link = linkFromMail(mails[0]!.textBody);
      expect(link.url.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
      expect(link.userId).toBe(user.id);
      expect(mails[0]!.htmlBody).toContain(link.url.replace(/&/g, '&amp;'));
    });

    it('stores the reset token only as a hash', async () => {
      const user = await t.createUser();
      const link = await requestLink(user.email);
      const rows = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashToken(link.token));
      expect(JSON.stringify(rows)).not.toContain(link.token);
      // It lasts 30 minutes.
      const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
    });

    it('the link resets the password once; the old password stops working; a second use answers 400 invalid_token', async () => {
      const user = await t.createUser();
      const link = await requestLink(user.email);
      const res = await reset(resetBody(link));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expectNoSecrets(res, NEW_PASSWORD);
      expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(user.username, user.password)).statusCode).toBe(401);

      const again = await reset(resetBody(link, 'Another-Go-1357'));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'invalid_token',
        message: 'Invalid or expired password reset link.',
      });
      expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
      // The person is told their password changed.
      expect((await t.mailsTo(user.email)).map((m) => m.template)).toContain('password_changed');
    });

    it('refuses an expired link with 400 invalid_token', async () => {
      const user = await t.createUser();
      const link = await requestLink(user.email);
      await t.db
        .update(passwordTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordTokens.tokenHash, hashToken(link.token)));
      const res = await reset(resetBody(link));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_token');
      expect((await login(user.username, user.password)).statusCode).toBe(200);
    });

    it("refuses a link with someone else's userId, or a made-up token, with 400 invalid_token", async () => {
      const user = await t.createUser();
      const other = await t.createUser();
      const link = await requestLink(user.email);
      const wrongUser = await reset(resetBody({ token: link.token, userId: other.id }));
      expect(wrongUser.statusCode).toBe(400);
      expect(wrongUser.json().code).toBe('invalid_token');
      const madeUp = await reset(resetBody({ token: 'made-up-token', userId: user.id }));
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json().code).toBe('invalid_token');
      expect((await login(other.username, other.password)).statusCode).toBe(200);
      // The real link still works after those attempts.
      expect((await reset(resetBody(link))).statusCode).toBe(200);
    });

    it('a newer request retires the older link', async () => {
      const user = await t.createUser();
      const first = await requestLink(user.email);
      const second = await requestLink(user.email);
      expect(second.token).not.toBe(first.token);
      const old = await reset(resetBody(first));
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe('invalid_token');
      expect((await reset(resetBody(second))).statusCode).toBe(200);
    });

    it('a reset signs the person out everywhere', async () => {
      const user = await t.createUser();
      const a = (await login(user.username, user.password)).json().token;
      const b = (await login(user.username, user.password, { rememberMe: true })).json().token;
      const link = await requestLink(user.email);
      expect((await reset(resetBody(link))).statusCode).toBe(200);
      expect((await whoAmI(a)).statusCode).toBe(401);
      expect((await whoAmI(b)).statusCode).toBe(401);
    });

    it.each([
      ['password', 'Ab1cdef', 'Password must be at least 8 characters long'],
      ['password', 'abcdefg1', 'Password must contain at least one uppercase letter'],
      ['password', 'ABCDEFG1', 'Password must contain at least one lowercase letter'],
      ['password', 'Abcdefgh', 'Password must contain at least one number'],
    ])('refuses a weak new password: %s %j → %j', async (field, password, message) => {
      const res = await reset({ token: 'any-token', userId: 1, password, confirmPassword: password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
    });

    it('refuses a confirmation that does not match: "Passwords don\'t match"', async () => {
      const res = await reset({
        token: 'any-token',
        userId: 1,
        password: NEW_PASSWORD,
        confirmPassword: 'Something-Else-1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ confirmPassword: "Passwords don't match" });
    });

    it('refuses a missing token or userId with 400', async () => {
      const noToken = await reset({ userId: 1, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(noToken.statusCode).toBe(400);
      expect(noToken.json().errors.token).toBeDefined();
      const noUser = await reset({ token: 'abc', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(noUser.statusCode).toBe(400);
      expect(noUser.json().errors.userId).toBeDefined();
      const badUser = await reset({
        token: 'abc',
        userId: 'abc',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(badUser.statusCode).toBe(400);
    });

    it('refuses a common password with a valid link, and the link still works afterwards', async () => {
      const user = await t.createUser();
      const link = await requestLink(user.email);
      const res = await reset(resetBody(link, 'Password1'));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
      expect((await reset(resetBody(link))).statusCode).toBe(200);
    });

    it('does not send a link to a rejected account, but answers the same', async () => {
      const user = await t.createUser({ status: 'rejected' });
      const res = await forgot(user.email);
      expect(res.statusCode).toBe(200);
      expect(await resetMails(user.email)).toHaveLength(0);
    });
  });

  describe('POST /api/auth/change-password', () => {
    const change = (token: string | undefined, body: Record<string, unknown>) =>
      post('/api/auth/change-password', body, { token });

    it('answers 401 when signed out', async () => {
      const res = await change(undefined, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['currentPassword', { currentPassword: '', newPassword: NEW_PASSWORD }, 'Current password is required'],
      [
        'newPassword',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'Ab1' },
        'Password must be at least 8 characters long',
      ],
      [
        'newPassword',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'abcdefg1' },
        'Password must contain at least one uppercase letter',
      ],
      [
        'newPassword',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'ABCDEFG1' },
        'Password must contain at least one lowercase letter',
      ],
      [
        'newPassword',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'Abcdefgh' },
        'Password must contain at least one number',
      ],
    ])('refuses a bad %s: %j', async (field, body, message) => {
      const { token } = await t.signedIn();
      const res = await change(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
    });

    it('refuses a wrong current password with 400 and errors.currentPassword, changing nothing', async () => {
      const { user, token } = await t.signedIn();
      const res = await change(token, { currentPassword: 'Not-My-Password-1', newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ currentPassword: expect.any(String) });
      expect((await login(user.username, user.password)).statusCode).toBe(200);
      expect((await whoAmI(token)).statusCode).toBe(200);
    });

    it('refuses a common new password, and the same password again', async () => {
      const { token } = await t.signedIn();
      const common = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: 'Password1' });
      expect(common.statusCode).toBe(400);
      expect(common.json().errors).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
      const same = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(same.json().errors.newPassword).toEqual(expect.any(String));
    });

    it('changes the password, keeps this session, and signs the other sessions out', async () => {
      const user = await t.createUser();
      const current = (await login(user.username, user.password)).json().token;
      const other = (await login(user.username, user.password, { rememberMe: true })).json().token;
      const res = await change(current, { currentPassword: user.password, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expectNoSecrets(res, NEW_PASSWORD, user.password);
      expect((await whoAmI(current)).statusCode).toBe(200);
      expect((await whoAmI(other)).statusCode).toBe(401);
      expect((await login(user.username, user.password)).statusCode).toBe(401);
      expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
      const mails = await t.mailsTo(user.email);
      expect(mails.map((m) => m.template)).toContain('password_changed');
      for (const m of mails) {
        expect(m.textBody).not.toContain(NEW_PASSWORD);
        expect(m.htmlBody ?? '').not.toContain(NEW_PASSWORD);
      }
    });

    it('works when authenticated by the cookie from our own origin', async () => {
      const user = await t.createUser();
      const token = (await login(user.username, user.password)).json().token;
      const res = await post(
        '/api/auth/change-password',
        { currentPassword: user.password, newPassword: NEW_PASSWORD },
        { cookies: { sid: token }, headers: { origin: PUBLIC_URL } },
      );
      expect(res.statusCode).toBe(200);
    });
  });

  describe('a temporary password from an admin must be changed first', () => {
    it('signs in with the temporary password, is refused everything else with 403 password_change_required, and change-password clears it', async () => {
      const { token: adminToken } = await t.signedIn({ userType: 'admin' });
      const target = await t.createUser({ userType: 'admin' });
      const reset = await post(`/api/admin/users/${target.id}/reset-password`, {}, { token: adminToken });
      expect(reset.statusCode).toBe(200);
      const { tempPassword } = reset.json();

      const signIn = await login(target.username, tempPassword);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.mustChangePassword).toBe(true);
      const token = signIn.json().token;

      const me = await whoAmI(token);
      expect(me.statusCode).toBe(200);
      expect(me.json().user.mustChangePassword).toBe(true);

      const list = await get('/api/admin/users', { token });
      expect(list.statusCode).toBe(403);
      expect(list.json().code).toBe('password_change_required');
      const byCookie = await get('/api/admin/users', { cookies: { sid: token } });
      expect(byCookie.statusCode).toBe(403);
      expect(byCookie.json().code).toBe('password_change_required');

      const changed = await post(
        '/api/auth/change-password',
        { currentPassword: tempPassword, newPassword: NEW_PASSWORD },
        { token },
      );
      expect(changed.statusCode).toBe(200);
      expect((await whoAmI(token)).json().user.mustChangePassword).toBe(false);
      expect((await get('/api/admin/users', { token })).statusCode).toBe(200);
      const again = await login(target.username, NEW_PASSWORD);
      expect(again.json().user.mustChangePassword).toBe(false);
      const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
      expect(row!.mustChangePassword).toBe(false);
    });

    it('a non-admin with a temporary password can still sign out', async () => {
      const user = await t.createUser({ mustChangePassword: true });
      const token = (await login(user.username, user.password)).json().token;
      expect((await get('/api/admin/users', { token })).json().code).toBe('password_change_required');
      expect((await post('/api/auth/logout', {}, { token })).statusCode).toBe(200);
      expect((await whoAmI(token)).statusCode).toBe(401);
    });

    it('a reset by e-mail link also clears the flag', async () => {
      const user = await t.createUser({ mustChangePassword: true });
      await post('/api/auth/forgot-password', { email: user.email });
      const link = linkFromMail((await resetMails(user.email))[0]!.textBody);
      await post('/api/auth/reset-password', {
        token: link.token,
        userId: link.userId,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      const res = await login(user.username, NEW_PASSWORD);
      expect(res.json().user.mustChangePassword).toBe(false);
    });
  });
});
