/** Password rules everywhere a password is set, temporary passwords that expire, and links that die. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AGENCY_PASSWORD_MESSAGE,
  PASSWORD_EXPIRED_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
  TEMP_PASSWORD_HOURS,
} from '@shared/auth';
import { createTestApp, linkFromMail } from '../../../../tests/setup/test-app';
import { HOUR, NEW_PASSWORD, authCalls } from '../../../../tests/setup/worlds/auth';
import { agencySettings, users } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { post, login, whoAmI, resetMails } = authCalls(t);
const admin = await t.signedIn({ userType: 'admin' });

let n = 0;
const fresh = (prefix = 'rules') => {
  n += 1;
  return { email: `${prefix}${n}@example.test`, fullName: 'Rhys Rules' };
};
const adminCreate = (body: Record<string, unknown>) => t.call('POST', '/api/admin/users', admin.token, body);
const expireTemporaryPassword = (id: number) =>
  t.db
    .update(users)
    .set({ passwordExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(users.id, id));
const setPassword = (link: { token: string; userId: number }, password = NEW_PASSWORD) =>
  post('/api/auth/reset-password', {
    token: link.token,
    userId: link.userId,
    password,
    confirmPassword: password,
  });

describe("the admin's create-user password follows the rules", () => {
  it.each([
    ['Ab1', 'Password must be at least 8 characters long'],
    ['lowercase-only-12', 'Password must contain at least one uppercase letter'],
    ['No-Digits-Here', 'Password must contain at least one number'],
    ['Password1', expect.stringContaining('too common')],
  ])('refuses %s with 400 on password, creating nobody', async (password, message) => {
    const body = fresh();
    const res = await adminCreate({ ...body, password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: message });
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it("refuses the new person's own e-mail name as their password", async () => {
    const res = await adminCreate({
      email: 'gwenllian.morgan@example.test',
      fullName: 'G M',
      password: 'GwenllianMorgan-99',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: PERSONAL_PASSWORD_MESSAGE });
  });

  it('a typed password is temporary: it must be changed at first sign-in and stops working after the limit', async () => {
    const body = fresh();
    const res = await adminCreate({ ...body, password: 'Temporary-Key-7531' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.mustChangePassword).toBe(true);
    const hours = (row!.passwordExpiresAt!.getTime() - Date.now()) / HOUR;
    expect(hours).toBeGreaterThan(TEMP_PASSWORD_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(TEMP_PASSWORD_HOURS);
    const signIn = await login(body.email, 'Temporary-Key-7531');
    expect(signIn.json().user.mustChangePassword).toBe(true);

    await expireTemporaryPassword(row!.id);
    const late = await login(body.email, 'Temporary-Key-7531');
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'password_expired', message: PASSWORD_EXPIRED_MESSAGE });
    // Nor can the session opened in time turn the expired password into a new one.
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: 'Temporary-Key-7531', newPassword: NEW_PASSWORD },
      { token: signIn.json().token },
    );
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe('password_expired');
    // The invitation link still lets them in, and clears the expiry.
    const invite = linkFromMail((await t.mailsTo(body.email, 'invitation'))[0]!.textBody);
    expect((await setPassword(invite)).statusCode).toBe(200);
    const after = await login(body.email, NEW_PASSWORD);
    expect(after.statusCode).toBe(200);
    expect(after.json().user.mustChangePassword).toBe(false);
  });
});

describe("the person's names and the agency's name are refused as passwords", () => {
  const register = (username: string, password: string) =>
    post('/api/auth/register', {
      username,
      password,
      email: `${username}@example.test`,
      userType: 'tenant',
      fullName: 'Reg',
    });

  it.each([
    ['Vale&City-2024', AGENCY_PASSWORD_MESSAGE],
    ['valeandcity99X', AGENCY_PASSWORD_MESSAGE],
    ['V4le-C1ty-Lettings', AGENCY_PASSWORD_MESSAGE],
    ['Eurgain-2024x', PERSONAL_PASSWORD_MESSAGE],
    ['EURGAIN12345', PERSONAL_PASSWORD_MESSAGE],
  ])('registering as eurgain with %s: 400', async (password, message) => {
    const res = await register('eurgain', password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { password: message } });
  });

  it('a short username is refused only as the whole password, not inside a longer word', async () => {
    expect((await register('bob', 'Bob-12345')).statusCode).toBe(400);
    expect((await register('bob', 'Bobcat-Harbour-9')).statusCode).toBe(201);
  });

  it("the name on the agency's client bank account counts, case and spaces aside", async () => {
    await t.db
      .insert(agencySettings)
      .values({
        key: 'bank_details',
        value: {
          accountName: 'Cardiff Lettings Client Account',
          sortCode: '12-34-56',
          accountNumber: '12345678',
        },
      })
      .onConflictDoNothing();
    const { user, token } = await t.signedIn();
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'cardiff LETTINGS 1A' },
      { token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ newPassword: AGENCY_PASSWORD_MESSAGE });
  });

  it('a reset link refuses the username as the new password, and still works afterwards', async () => {
    const user = await t.createUser({ username: 'Heledd-Price' });
    await post('/api/auth/forgot-password', { email: user.email });
    const link = linkFromMail((await resetMails(user.email))[0]!.textBody);
    const res = await setPassword(link, 'heledd.price.2024A');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: PERSONAL_PASSWORD_MESSAGE });
    expect((await setPassword(link)).statusCode).toBe(200);
  });
});

describe("an admin's reset gives a temporary password that expires", () => {
  it(`works for ${TEMP_PASSWORD_HOURS} hours; afterwards sign-in answers 403 password_expired and a reset link is the way back`, async () => {
    const user = await t.createUser({ userType: 'tenant' });
    const reset = await t.call('POST', `/api/admin/users/${user.id}/reset-password`, admin.token);
    expect(reset.json().message).toContain(`${TEMP_PASSWORD_HOURS} hours`);
    const { tempPassword } = reset.json();
    expect((await login(user.username, tempPassword)).statusCode).toBe(200);
    await expireTemporaryPassword(user.id);
    const late = await login(user.username, tempPassword);
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('password_expired');
    // A wrong password still answers as a wrong password: expiry is only told to whoever knows it.
    expect((await login(user.username, 'Not-The-Temp-1')).statusCode).toBe(401);
    await post('/api/auth/forgot-password', { email: user.email });
    expect((await setPassword(linkFromMail((await resetMails(user.email))[0]!.textBody))).statusCode).toBe(
      200,
    );
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('changing or resetting a password retires every earlier link', () => {
  const linksFor = async (email: string) => {
    const invite = linkFromMail((await t.mailsTo(email, 'invitation'))[0]!.textBody);
    await post('/api/auth/forgot-password', { email });
    const reset = linkFromMail((await resetMails(email))[0]!.textBody);
    return { invite, reset };
  };
  const invited = async () => {
    const body = fresh('links');
    expect((await adminCreate(body)).statusCode).toBe(201);
    return body.email;
  };
  const expectDead = async (link: { token: string; userId: number }) => {
    const res = await setPassword(link, 'Another-Fresh-1357');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_token');
  };

  it("an admin's reset, then the person's change: each retires the links sent before it", async () => {
    const email = await invited();
    const { invite, reset } = await linksFor(email);
    const temp = (
      await t.call('POST', `/api/admin/users/${invite.userId}/reset-password`, admin.token)
    ).json();
    await expectDead(invite);
    await expectDead(reset);
    await post('/api/auth/forgot-password', { email });
    const newer = linkFromMail((await resetMails(email))[0]!.textBody);
    const token = (await login(email, temp.tempPassword)).json().token;
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: temp.tempPassword, newPassword: NEW_PASSWORD },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    await expectDead(newer);
    expect((await whoAmI(token)).statusCode).toBe(200);
  });

  it('a reset by link: the invitation link stops working too, and every session ends', async () => {
    const email = await invited();
    const { invite, reset } = await linksFor(email);
    expect((await setPassword(reset)).statusCode).toBe(200);
    const token = (await login(email, NEW_PASSWORD)).json().token;
    await expectDead(invite);
    expect((await whoAmI(token)).statusCode).toBe(200);
  });
});
