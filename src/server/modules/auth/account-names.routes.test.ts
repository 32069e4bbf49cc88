/** Usernames and e-mail addresses never collide, whatever the case and across both columns. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { authCalls } from '../../../../tests/setup/worlds/auth';
import { users } from '../../db/schema';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './account-names';

const t = await createTestApp();
afterAll(() => t.close());
const { post, login } = authCalls(t);
const admin = await t.signedIn({ userType: 'admin' });

let n = 0;
const registration = (extra: Record<string, string> = {}) => {
  n += 1;
  return {
    username: `names${n}`,
    password: 'Quiet-Harbour-77',
    email: `names${n}@example.test`,
    userType: 'tenant',
    fullName: 'Nia Names',
    ...extra,
  };
};
const register = (body: Record<string, string>) => post('/api/auth/register', body);
const adminCreate = (body: Record<string, unknown>) => t.call('POST', '/api/admin/users', admin.token, body);

describe('registering', () => {
  it("refuses a username that is someone else's e-mail address, whatever the case: 409 on username", async () => {
    const owner = await t.createUser({ email: 'rhian.owner@example.test' });
    const res = await register(registration({ username: 'RHIAN.Owner@example.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: USERNAME_TAKEN,
      errors: { username: USERNAME_TAKEN },
    });
    expect(res.json().errors.email).toBeUndefined();
    expect(
      await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = 'rhian.owner@example.test'`),
    ).toEqual([]);
    expect(owner.email).toBe('rhian.owner@example.test');
  });

  it("refuses an e-mail address that is someone else's username: 409 on email", async () => {
    await t.createUser({ username: 'gareth@example.test', email: 'gareth.real@example.test' });
    const res = await register(registration({ email: 'Gareth@Example.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } });
  });

  it("accepts a username equal to one's own e-mail address", async () => {
    const res = await register(
      registration({ username: 'own.address@example.test', email: 'own.address@example.test' }),
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('an admin creating an account', () => {
  it("refuses an e-mail that is someone's username, and a username that is someone's e-mail: 409, nobody mailed", async () => {
    await t.createUser({ username: 'Carys@Example.test', email: 'carys.other@example.test' });
    const byEmail = await adminCreate({
      fullName: 'Carys Two',
      email: 'carys@example.test',
      username: 'carys2',
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().errors).toEqual({ email: EMAIL_TAKEN });

    const byName = await adminCreate({
      fullName: 'Carys Three',
      email: 'carys.three@example.test',
      username: 'CARYS.OTHER@example.test',
    });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().errors).toEqual({ username: USERNAME_TAKEN });
    expect(await t.mailsTo('carys@example.test')).toHaveLength(0);
    expect(await t.mailsTo('carys.three@example.test')).toHaveLength(0);
  });
});

describe('the database refuses a collision the services did not see', () => {
  it("an insert whose username is another row's e-mail fails with unique_violation (23505)", async () => {
    const first = await t.createUser({ email: 'dai@example.test' });
    await expect(t.createUser({ username: 'DAI@example.test' })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
    // Nor can an update make one.
    const other = await t.createUser();
    await expect(
      t.db.update(users).set({ email: first.username.toLowerCase() }).where(eq(users.id, other.id)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    // One's own username and e-mail may be the same.
    await expect(
      t.createUser({ username: 'same@example.test', email: 'same@example.test' }),
    ).resolves.toBeDefined();
  });

  it('two registrations racing for crossed names: exactly one succeeds, the other gets 409', async () => {
    const [a, b] = await Promise.all([
      register(registration({ username: 'racer-b@example.test', email: 'racer-a@example.test' })),
      register(registration({ username: 'racer-a@example.test', email: 'racer-b@example.test' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) in ('racer-a@example.test', 'racer-b@example.test')`);
    expect(rows).toHaveLength(1);
  });
});

describe('signing in names one account only', () => {
  it('an address is matched against e-mail addresses first, even when an older row has it as a username', async () => {
    const owner = await t.createUser({ email: 'elin@example.test', password: 'Owner-Pass-1357' });
    // Data from before the rule: someone else's username is Elin's address (written past the trigger).
    await t.db.execute(sql`alter table users disable trigger users_names_distinct`);
    const squatter = await t.createUser({ username: 'ELIN@example.test', password: 'Squatter-Pass-2468' });
    await t.db.execute(sql`alter table users enable trigger users_names_distinct`);

    const asOwner = await login('Elin@Example.test', 'Owner-Pass-1357');
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().user.id).toBe(owner.id);
    expect((await login('elin@example.test', 'Squatter-Pass-2468')).statusCode).toBe(401);
    expect(squatter.id).not.toBe(owner.id);
  });

  it('a name without "@" is a username only; case does not matter', async () => {
    const user = await t.createUser({ username: 'Bethan', password: 'Bethan-Free-8642x' });
    const res = await login('bETHAN', user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
  });
});
