import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@shared/users';
import { createTestApp, linkFromMail, PUBLIC_URL, type TestApp } from '../../../../tests/setup/test-app';
import { outbox, properties, rentPayments, sessions, tenants, users, websiteImages } from '../../db/schema';

const NEW_PASSWORD = 'Fresh-Start-2468';
type TestUser = PublicUser & { password: string };

function expectNoSecrets(res: LightMyRequestResponse) {
  expect(res.body.toLowerCase()).not.toContain('hash');
  expect(res.body.toLowerCase()).not.toContain('"password"');
}

async function insertProperty(t: TestApp, landlordId: number) {
  const [row] = await t.db
    .insert(properties)
    .values({
      landlordId,
      title: 'Two-bed flat',
      address: '1 Station Road',
      city: 'Penarth',
      postcode: 'CF64 1AA',
      description: 'A flat by the sea.',
      bedroomCount: 2,
      bathroomCount: 1,
      price: 95_000,
    })
    .returning();
  return row!;
}

describe('admin user API', () => {
  let t: TestApp;
  let admin: { user: TestUser; token: string };
  let superAdmin: { user: TestUser; token: string };
  let landlord: { user: TestUser; token: string };
  let tenant: { user: TestUser; token: string };

  const list = (query = '', token = admin.token) => t.call('GET', `/api/admin/users${query}`, token);
  const login = (username: string, password: string) => t.login(username, password);
  const whoAmI = (token: string) => t.call('GET', '/api/auth/user', token);
  const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn({ userType: 'admin', fullName: 'Ada Admin' });
    superAdmin = await t.signedIn({ userType: 'admin', role: 'super_admin', fullName: 'Sam Super' });
    landlord = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant' });
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    let target: TestUser;
    beforeAll(async () => {
      target = await t.createUser({ userType: 'tenant', status: 'pending' });
    });
    const calls = () =>
      [
        ['GET', '/api/admin/users', undefined],
        [
          'POST',
          '/api/admin/users',
          { fullName: 'Someone New', email: 'someone.new@example.test', userType: 'tenant' },
        ],
        ['DELETE', `/api/admin/users/${target.id}`, undefined],
        ['POST', `/api/admin/users/${target.id}/reset-password`, {}],
        ['PATCH', `/api/admin/users/${target.id}/type`, { userType: 'admin' }],
        ['PATCH', `/api/admin/users/${target.id}/status`, { status: 'approved' }],
      ] as const;

    it('every call answers 401 when signed out', async () => {
      for (const [method, url, payload] of calls()) {
        const res = await t.call(method, url, undefined, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().code).toBe('unauthenticated');
      }
    });

    it('every call answers 403 for a landlord and for a tenant, and changes nothing', async () => {
      for (const who of [landlord, tenant]) {
        for (const [method, url, payload] of calls()) {
          const res = await t.call(method, url, who.token, payload);
          expect(res.statusCode, `${who.user.userType} ${method} ${url}`).toBe(403);
          expect(res.json().code).toBe('forbidden');
        }
      }
      const row = await userRow(target.id);
      expect(row).toMatchObject({
        status: 'pending',
        userType: 'tenant',
        role: 'user',
        passwordHash: expect.any(String),
      });
      expect(await t.mailsTo('someone.new@example.test')).toHaveLength(0);
      expect((await login(target.username, target.password)).json().code).toBe('pending_approval');
    });

    it('a super_admin may make every call', async () => {
      const s = superAdmin.token;
      const victim = await t.createUser({ userType: 'tenant', status: 'pending' });
      expect((await t.call('GET', '/api/admin/users', s)).statusCode).toBe(200);
      const created = await t.call('POST', '/api/admin/users', s, {
        fullName: 'By Super',
        email: 'by.super@example.test',
      });
      expect(created.statusCode).toBe(201);
      expect(
        (await t.call('PATCH', `/api/admin/users/${victim.id}/status`, s, { status: 'approved' })).statusCode,
      ).toBe(200);
      expect(
        (await t.call('PATCH', `/api/admin/users/${victim.id}/type`, s, { userType: 'landlord' })).statusCode,
      ).toBe(200);
      expect((await t.call('POST', `/api/admin/users/${victim.id}/reset-password`, s, {})).statusCode).toBe(
        200,
      );
      expect((await t.call('DELETE', `/api/admin/users/${victim.id}`, s)).statusCode).toBe(200);
    });

    it('an admin by user type alone (role user) may call too', async () => {
      const { token } = await t.signedIn({ userType: 'admin', role: 'user' });
      expect((await list('', token)).statusCode).toBe(200);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists public users, newest first, with X-Total-Count', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const rows = res.json() as PublicUser[];
      const [total] = await t.db.select({ n: count() }).from(users);
      expect(res.headers['x-total-count']).toBe(String(total!.n));
      expect(rows).toHaveLength(total!.n);
      expect(rows.map((r) => r.id)).toContain(admin.user.id);
      expect(Object.keys(rows[0]!).sort()).toEqual(
        [
          'createdAt',
          'email',
          'fullName',
          'id',
          'lastLogin',
          'managementFeePercent',
          'managementMode',
          'mustChangePassword',
          'phone',
          'role',
          'status',
          'userType',
          'username',
        ].sort(),
      );
      expectNoSecrets(res);
      const created = rows.map((r) => Date.parse(r.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
    });

    it('pages with limit and offset, keeping the full count in the header', async () => {
      for (let i = 0; i < 3; i++) await t.createUser();
      const all = (await list('?limit=500')).json() as PublicUser[];
      const first = await list('?limit=2');
      const second = await list('?limit=2&offset=2');
      expect(first.json()).toHaveLength(2);
      expect(second.json()).toHaveLength(2);
      expect(first.headers['x-total-count']).toBe(String(all.length));
      expect(second.headers['x-total-count']).toBe(String(all.length));
      expect([...first.json(), ...second.json()].map((u: PublicUser) => u.id)).toEqual(
        all.slice(0, 4).map((u) => u.id),
      );
      const beyond = await list(`?offset=${all.length}`);
      expect(beyond.json()).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe(String(all.length));
    });

    it.each(['limit=501', 'limit=0', 'limit=abc', 'offset=-1', 'status=deleted'])(
      'refuses ?%s with 400',
      async (query) => {
        const res = await list(`?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation_error');
        expect(Object.keys(res.json().errors)).toHaveLength(1);
      },
    );

    it('filters by status', async () => {
      const pending = await t.createUser({ status: 'pending' });
      const rejected = await t.createUser({ status: 'rejected' });
      const res = await list('?status=pending');
      expect(res.statusCode).toBe(200);
      const rows = res.json() as PublicUser[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === 'pending')).toBe(true);
      expect(rows.map((r) => r.id)).toContain(pending.id);
      expect(rows.map((r) => r.id)).not.toContain(rejected.id);
      const [n] = await t.db.select({ n: count() }).from(users).where(eq(users.status, 'pending'));
      expect(res.headers['x-total-count']).toBe(String(n!.n));
    });

    it('searches name, username and e-mail without regard to case; % and _ are literal', async () => {
      const gwen = await t.createUser({
        fullName: 'Gwenllian Prydderch',
        username: 'gwen_p',
        email: 'gp@valley.test',
      });
      const byName = (await list('?q=prydd')).json() as PublicUser[];
      expect(byName.map((u) => u.id)).toEqual([gwen.id]);
      expect(((await list('?q=GWEN_P')).json() as PublicUser[]).map((u) => u.id)).toEqual([gwen.id]);
      const byEmail = await list('?q=valley.test');
      expect((byEmail.json() as PublicUser[]).map((u) => u.id)).toEqual([gwen.id]);
      expect(byEmail.headers['x-total-count']).toBe('1');
      expect((await list('?q=%25')).json()).toEqual([]);
      expect((await list('?q=no-such-person')).json()).toEqual([]);
    });
  });

  describe('POST /api/admin/users', () => {
    const create = (body: Record<string, unknown>, token = admin.token) =>
      t.call('POST', '/api/admin/users', token, body);

    it('creates an approved user, username = e-mail, role from type, and mails a set-password link with no password in it', async () => {
      const res = await create({
        fullName: 'Rhodri Jones',
        email: 'Rhodri.Jones@Example.test',
        phone: '07700 900000',
        userType: 'landlord',
      });
      expect(res.statusCode).toBe(201);
      const { user, message } = res.json();
      expect(message).toEqual(expect.any(String));
      expect(user).toMatchObject({
        username: 'rhodri.jones@example.test',
        email: 'rhodri.jones@example.test',
        fullName: 'Rhodri Jones',
        phone: '07700 900000',
        userType: 'landlord',
        role: 'user',
        status: 'approved',
        mustChangePassword: false,
      });
      expectNoSecrets(res);

      const mails = await t.mailsTo('rhodri.jones@example.test');
      expect(mails.map((m) => m.template)).toEqual(['invitation']);
      const link = linkFromMail(mails[0]!.textBody);
      expect(link.url.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
      expect(link.userId).toBe(user.id);
      // The only secret in it is the link: no "password: …" line other than the link's label.
      for (const body of [mails[0]!.textBody, mails[0]!.htmlBody ?? ''])
        expect(body).not.toMatch(/password:\s*(?!https?:\/\/)\S/i);

      // Nobody can sign in until the link is used; the link sets the password once.
      const set = await t.call('POST', '/api/auth/reset-password', undefined, {
        token: link.token,
        userId: link.userId,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(set.statusCode).toBe(200);
      const signIn = await login('rhodri.jones@example.test', NEW_PASSWORD);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user).toMatchObject({
        id: user.id,
        userType: 'landlord',
        mustChangePassword: false,
      });
      const again = await t.call('POST', '/api/auth/reset-password', undefined, {
        token: link.token,
        userId: link.userId,
        password: 'Another-Go-1357',
        confirmPassword: 'Another-Go-1357',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('invalid_token');
    });

    it('never puts a password the admin typed into any e-mail', async () => {
      const typed = 'Typed-By-Admin-852';
      const res = await create({
        fullName: 'Typed Pass',
        email: 'typed.pass@example.test',
        userType: 'tenant',
        password: typed,
      });
      expect(res.statusCode).toBe(201);
      expectNoSecrets(res);
      expect(res.body).not.toContain(typed);
      const everything = await t.db.select().from(outbox);
      for (const m of everything) {
        expect(m.textBody).not.toContain(typed);
        expect(m.htmlBody ?? '').not.toContain(typed);
        expect(m.subject ?? '').not.toContain(typed);
      }
      expect((await login('typed.pass@example.test', typed)).statusCode).toBe(200);
    });

    it.each([
      [{ userType: 'admin' }, 'admin', 'admin'],
      [{ userType: 'admin', role: 'super_admin' }, 'admin', 'super_admin'],
      [{ userType: 'landlord', role: 'admin' }, 'landlord', 'user'],
      [{ userType: 'tenant', role: 'super_admin' }, 'tenant', 'user'],
      [{}, 'tenant', 'user'],
    ])(
      'with %j gives user type %s and role %s; the status is always approved',
      async (extra, userType, role) => {
        const email = `typed-${userType}-${role}-${Math.random().toString(36).slice(2, 8)}@example.test`;
        const res = await create({ fullName: 'Role Check', email, status: 'pending', ...extra });
        expect(res.statusCode).toBe(201);
        expect(res.json().user).toMatchObject({ userType, role, status: 'approved' });
      },
    );

    it('keeps an explicit username', async () => {
      const res = await create({
        fullName: 'Named User',
        email: 'named.user@example.test',
        username: 'named-user',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.username).toBe('named-user');
    });

    it.each([
      ['fullName', { fullName: '', email: 'x1@example.test' }, 'Please fill in all required fields'],
      ['fullName', { fullName: '   ', email: 'x2@example.test' }, 'Please fill in all required fields'],
      ['email', { fullName: 'No Email', email: '' }, 'Please fill in all required fields'],
      ['email', { fullName: 'Bad Email', email: 'not-an-email' }, 'Please enter a valid email address'],
      [
        'userType',
        { fullName: 'Bad Type', email: 'x3@example.test', userType: 'owner' },
        'Please select a user type',
      ],
      [
        'username',
        { fullName: 'Short Name', email: 'x4@example.test', username: 'ab' },
        'Username must be at least 3 characters',
      ],
    ])('refuses a bad %s with 400 %j', async (field, body, message) => {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
    });

    it('refuses a body without the name or e-mail at all with 400 naming both fields', async () => {
      const res = await create({ userType: 'tenant' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'fullName']);
    });

    it('refuses a duplicate e-mail or username with 409, whatever the case, and mails nobody', async () => {
      const existing = await t.createUser({
        email: 'exists.already@example.test',
        username: 'ExistsAlready',
      });
      const byEmail = await create({ fullName: 'Dup Email', email: 'EXISTS.already@example.test' });
      expect(byEmail.statusCode).toBe(409);
      expect(byEmail.json()).toMatchObject({ code: 'conflict', errors: { email: expect.any(String) } });
      const byName = await create({
        fullName: 'Dup Name',
        email: 'fresh.one@example.test',
        username: 'existsalready',
      });
      expect(byName.statusCode).toBe(409);
      expect(byName.json().errors.username).toEqual(expect.any(String));
      // The username defaults to the e-mail, so an e-mail that is someone's username is taken too.
      const asName = await create({
        fullName: 'Dup Default',
        email: `${existing.username.toLowerCase()}@example.test`,
      });
      expect(asName.statusCode).toBe(201);
      const clash = await t.createUser({ username: 'clash@example.test' });
      const taken = await create({ fullName: 'Clash', email: clash.username });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors.username).toEqual(expect.any(String));
      expect(await t.mailsTo('fresh.one@example.test')).toHaveLength(0);
    });

    it('refuses a common password the admin typed', async () => {
      const res = await create({
        fullName: 'Common Pass',
        email: 'common.pass@example.test',
        password: 'password123',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password).toEqual(expect.any(String));
    });
  });

  describe('PATCH /api/admin/users/:id/status', () => {
    const setStatus = (id: number | string, body: unknown, token = admin.token) =>
      t.call('PATCH', `/api/admin/users/${id}/status`, token, body);

    it('approves a pending registration: e-mail queued, the user can sign in', async () => {
      const reg = await t.call('POST', '/api/auth/register', undefined, {
        username: 'wants-in',
        password: 'Quiet-Harbour-77',
        email: 'wants.in@example.test',
        userType: 'landlord',
        fullName: 'Wants In',
      });
      expect(reg.statusCode).toBe(201);
      const id = reg.json().user.id;
      expect((await login('wants-in', 'Quiet-Harbour-77')).json().code).toBe('pending_approval');
      const pendingList = (await list('?status=pending')).json() as PublicUser[];
      expect(pendingList.map((u) => u.id)).toContain(id);

      const res = await setStatus(id, { status: 'approved' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { id, status: 'approved' }, message: expect.any(String) });
      expectNoSecrets(res);
      expect((await t.mailsTo('wants.in@example.test')).map((m) => m.template)).toEqual([
        'account_approved',
        'registration_received',
      ]);
      const signIn = await login('wants-in', 'Quiet-Harbour-77');
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.status).toBe('approved');
    });

    it('approving twice changes nothing and mails once', async () => {
      const user = await t.createUser({ status: 'pending' });
      expect((await setStatus(user.id, { status: 'approved' })).statusCode).toBe(200);
      expect((await setStatus(user.id, { status: 'approved' })).statusCode).toBe(200);
      expect((await t.mailsTo(user.email)).filter((m) => m.template === 'account_approved')).toHaveLength(1);
    });

    it('rejects: the sessions end, an e-mail is queued, and login answers 403 account_rejected', async () => {
      const { user, token } = await t.signedIn({ userType: 'tenant' });
      const res = await setStatus(user.id, { status: 'rejected' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.status).toBe('rejected');
      expect((await whoAmI(token)).statusCode).toBe(401);
      const live = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(live.every((s) => s.revokedAt !== null)).toBe(true);
      expect((await t.mailsTo(user.email)).map((m) => m.template)).toEqual(['account_rejected']);
      const signIn = await login(user.username, user.password);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().code).toBe('account_rejected');
    });

    it.each([{ status: 'pending' }, { status: 'deleted' }, {}, { status: '' }])(
      'refuses the body %j with 400',
      async (body) => {
        const user = await t.createUser({ status: 'pending' });
        const res = await setStatus(user.id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ status: 'Status must be approved or rejected' });
        expect((await userRow(user.id))!.status).toBe('pending');
      },
    );

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      const missing = await setStatus(999_999, { status: 'approved' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('not_found');
      expect((await setStatus('abc', { status: 'approved' })).statusCode).toBe(400);
      expect((await setStatus(0, { status: 'approved' })).statusCode).toBe(400);
    });

    it('refuses to reject oneself with 409', async () => {
      const res = await setStatus(admin.user.id, { status: 'rejected' });
      expect(res.statusCode).toBe(409);
      expect((await whoAmI(admin.token)).statusCode).toBe(200);
    });
  });

  describe('DELETE /api/admin/users/:id', () => {
    const remove = (id: number | string, token = admin.token) =>
      t.call('DELETE', `/api/admin/users/${id}`, token);

    it('deletes a user: gone from the list, their sessions no longer work', async () => {
      const { user, token } = await t.signedIn({ userType: 'tenant' });
      const res = await remove(user.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(await userRow(user.id)).toBeUndefined();
      expect((await whoAmI(token)).statusCode).toBe(401);
      expect(((await list('?limit=500')).json() as PublicUser[]).map((u) => u.id)).not.toContain(user.id);
      expect((await login(user.username, user.password)).statusCode).toBe(401);
      expect((await remove(user.id)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const res = await remove(999_999);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect((await remove('abc')).statusCode).toBe(400);
    });

    it('refuses to delete oneself with 409', async () => {
      const res = await remove(admin.user.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: expect.any(String) });
      expect(await userRow(admin.user.id)).toBeDefined();
    });

    it('refuses to delete a landlord who owns a property with 409', async () => {
      const owner = await t.createUser({ userType: 'landlord' });
      await insertProperty(t, owner.id);
      const res = await remove(owner.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/properties|financial/i);
      expect(await userRow(owner.id)).toBeDefined();
    });

    it('refuses to delete a tenant who has rent payments with 409, and allows one with only a tenancy', async () => {
      const owner = await t.createUser({ userType: 'landlord' });
      const property = await insertProperty(t, owner.id);
      const payer = await t.createUser({ userType: 'tenant' });
      const [tenancy] = await t.db
        .insert(tenants)
        .values({
          userId: payer.id,
          propertyId: property.id,
          fullName: payer.fullName,
          email: payer.email,
          leaseStart: '2025-01-01',
          leaseEnd: '2025-12-31',
          rentAmount: 95_000,
        })
        .returning();
      await t.db.insert(rentPayments).values({
        tenantId: tenancy!.id,
        propertyId: property.id,
        amount: 95_000,
        paymentDate: '2025-02-01',
        dueDate: '2025-02-01',
        status: 'paid',
      });
      const res = await remove(payer.id);
      expect(res.statusCode).toBe(409);
      expect(await userRow(payer.id)).toBeDefined();

      const occupant = await t.createUser({ userType: 'tenant' });
      const [occupancy] = await t.db
        .insert(tenants)
        .values({
          userId: occupant.id,
          propertyId: property.id,
          fullName: occupant.fullName,
          email: occupant.email,
          leaseStart: '2025-01-01',
          leaseEnd: '2025-12-31',
          rentAmount: 95_000,
        })
        .returning();
      expect((await remove(occupant.id)).statusCode).toBe(200);
      // The tenancy keeps its history without the login.
      const [kept] = await t.db.select().from(tenants).where(eq(tenants.id, occupancy!.id));
      expect(kept).toMatchObject({ userId: null, fullName: occupant.fullName });
    });

    it('refuses with 409, never a 500, when other records still point at the user', async () => {
      const uploader = await t.createUser({ userType: 'admin' });
      await t.db
        .insert(websiteImages)
        .values({ name: 'Hero', url: '/uploads/hero.jpg', category: 'hero', uploadedBy: uploader.id });
      const res = await remove(uploader.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: expect.any(String) });
      expect(res.body).not.toMatch(/violat|constraint|sql/i);
      expect(await userRow(uploader.id)).toBeDefined();
    });

    it('may delete another admin while an admin remains', async () => {
      const { user, token } = await t.signedIn({ userType: 'admin' });
      expect((await remove(user.id)).statusCode).toBe(200);
      expect((await whoAmI(token)).statusCode).toBe(401);
    });
  });

  describe('POST /api/admin/users/:id/reset-password', () => {
    const resetPassword = (id: number | string, token = admin.token) =>
      t.call('POST', `/api/admin/users/${id}/reset-password`, token, {});

    it('answers a 12-character temporary password with upper, lower, digit and symbol, once', async () => {
      const { user, token } = await t.signedIn({ userType: 'landlord' });
      const res = await resetPassword(user.id);
      expect(res.statusCode).toBe(200);
      const { tempPassword, message } = res.json();
      expect(message).toEqual(expect.any(String));
      expect(tempPassword).toHaveLength(12);
      expect(tempPassword).toMatch(/[A-Z]/);
      expect(tempPassword).toMatch(/[a-z]/);
      expect(tempPassword).toMatch(/[0-9]/);
      expect(tempPassword).toMatch(/[^A-Za-z0-9]/);
      expect(res.body.toLowerCase()).not.toContain('hash');

      // Their sessions end; the old password no longer works; the temporary one does and must be changed.
      expect((await whoAmI(token)).statusCode).toBe(401);
      expect((await login(user.username, user.password)).statusCode).toBe(401);
      const signIn = await login(user.username, tempPassword);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.mustChangePassword).toBe(true);

      // They are told by e-mail, without the password.
      const mails = await t.mailsTo(user.email);
      expect(mails.map((m) => m.template)).toEqual(['password_reset_by_admin']);
      expect(mails[0]!.textBody).not.toContain(tempPassword);
      expect(mails[0]!.htmlBody ?? '').not.toContain(tempPassword);

      // A second reset gives a different password.
      const second = await resetPassword(user.id);
      expect(second.json().tempPassword).not.toBe(tempPassword);
      expect((await login(user.username, tempPassword)).statusCode).toBe(401);
    });

    it('retires any outstanding set-password or reset link', async () => {
      const created = await t.call('POST', '/api/admin/users', admin.token, {
        fullName: 'Link Holder',
        email: 'link.holder@example.test',
      });
      const link = linkFromMail((await t.mailsTo('link.holder@example.test'))[0]!.textBody);
      expect((await resetPassword(created.json().user.id)).statusCode).toBe(200);
      const use = await t.call('POST', '/api/auth/reset-password', undefined, {
        ...link,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(use.statusCode).toBe(400);
      expect(use.json().code).toBe('invalid_token');
    });

    it('answers 404 for an unknown user', async () => {
      const res = await resetPassword(999_999);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('PATCH /api/admin/users/:id/type', () => {
    const setType = (id: number | string, body: unknown, token = admin.token) =>
      t.call('PATCH', `/api/admin/users/${id}/type`, token, body);

    it('landlord → admin gives role admin, ends their sessions, and they then have admin access', async () => {
      const { user, token } = await t.signedIn({ userType: 'landlord' });
      const res = await setType(user.id, { userType: 'admin' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user: { id: user.id, userType: 'admin', role: 'admin' },
        message: expect.any(String),
      });
      expectNoSecrets(res);
      expect((await whoAmI(token)).statusCode).toBe(401);
      const again = await login(user.username, user.password);
      expect(again.json().user).toMatchObject({ userType: 'admin', role: 'admin' });
      expect((await list('', again.json().token)).statusCode).toBe(200);
    });

    it('admin → landlord gives role user, ends their sessions, and takes admin access away', async () => {
      const { user, token } = await t.signedIn({ userType: 'admin' });
      const res = await setType(user.id, { userType: 'landlord', role: 'admin' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ userType: 'landlord', role: 'user' });
      expect((await whoAmI(token)).statusCode).toBe(401);
      const again = (await login(user.username, user.password)).json().token;
      expect((await list('', again)).statusCode).toBe(403);
    });

    it('tenant → landlord keeps role user and ends their sessions', async () => {
      const { user, token } = await t.signedIn({ userType: 'tenant' });
      const res = await setType(user.id, { userType: 'landlord' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ userType: 'landlord', role: 'user' });
      expect((await whoAmI(token)).statusCode).toBe(401);
    });

    it('a super_admin set to admin keeps super_admin', async () => {
      const target = await t.createUser({ userType: 'admin', role: 'super_admin' });
      const res = await setType(target.id, { userType: 'admin' });
      expect(res.json().user.role).toBe('super_admin');
    });

    it('refuses self-demotion with 409 and changes nothing', async () => {
      const res = await setType(admin.user.id, { userType: 'landlord' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('conflict');
      expect((await userRow(admin.user.id))!).toMatchObject({ userType: 'admin', role: 'admin' });
      expect((await whoAmI(admin.token)).statusCode).toBe(200);
    });

    it.each([{ userType: 'owner' }, {}, { userType: 'admin', role: 'root' }])(
      'refuses the body %j with 400',
      async (body) => {
        const target = await t.createUser({ userType: 'tenant' });
        const res = await setType(target.id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation_error');
        expect((await userRow(target.id))!.userType).toBe('tenant');
      },
    );

    it('says which field is wrong: "Please select a user type"', async () => {
      const target = await t.createUser({ userType: 'tenant' });
      const res = await setType(target.id, { userType: 'owner' });
      expect(res.json().errors).toEqual({ userType: 'Please select a user type' });
    });

    it('answers 404 for an unknown user', async () => {
      expect((await setType(999_999, { userType: 'landlord' })).statusCode).toBe(404);
    });
  });
});

describe('the last administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a super_admin counts as an admin: with one admin and one super_admin, either may remove the other, never themself', async () => {
    const superAdmin = await t.signedIn({ userType: 'admin', role: 'super_admin' });
    const admin = await t.signedIn({ userType: 'admin' });
    const s = superAdmin.token;

    // The super_admin may demote the admin, since the super_admin remains.
    const demote = await t.api({
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}/type`,
      token: s,
      payload: { userType: 'tenant' },
    });
    expect(demote.statusCode).toBe(200);
    // Now the super_admin is the last admin: they cannot delete, demote or reject themself.
    const self = superAdmin.user.id;
    const selfDelete = await t.api({ method: 'DELETE', url: `/api/admin/users/${self}`, token: s });
    expect(selfDelete.statusCode).toBe(409);
    const selfDemote = await t.api({
      method: 'PATCH',
      url: `/api/admin/users/${self}/type`,
      token: s,
      payload: { userType: 'landlord' },
    });
    expect(selfDemote.statusCode).toBe(409);
    const selfReject = await t.api({
      method: 'PATCH',
      url: `/api/admin/users/${self}/status`,
      token: s,
      payload: { status: 'rejected' },
    });
    expect(selfReject.statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, self));
    expect(row).toMatchObject({ role: 'super_admin', userType: 'admin', status: 'approved' });
  });

  it('two admins removing each other at the same moment leave at least one admin', async () => {
    const a = await t.signedIn({ userType: 'admin' });
    const b = await t.signedIn({ userType: 'admin' });
    // Leave only a and b as approved admins.
    const others = await t.db.select().from(users);
    for (const u of others) {
      if (u.id !== a.user.id && u.id !== b.user.id && (u.userType === 'admin' || u.role !== 'user')) {
        await t.db.update(users).set({ userType: 'tenant', role: 'user' }).where(eq(users.id, u.id));
      }
    }
    const [ra, rb] = await Promise.all([
      t.api({ method: 'DELETE', url: `/api/admin/users/${b.user.id}`, token: a.token }),
      t.api({ method: 'DELETE', url: `/api/admin/users/${a.user.id}`, token: b.token }),
    ]);
    // One wins; the other is refused (409), or finds its own session already gone (401) if it came second.
    const codes = [ra.statusCode, rb.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const remaining = (await t.db.select().from(users)).filter(
      (u) => u.userType === 'admin' || u.role !== 'user',
    );
    expect(remaining).toHaveLength(1);

    const [c, d] = [await t.signedIn({ userType: 'admin' }), remaining[0]!];
    // Same for demotion: c and d demote each other at once.
    const dToken = (await t.login(d.username, 'Tr1cky-Lettings-Pass')).json().token;
    const [rc, rd] = await Promise.all([
      t.api({
        method: 'PATCH',
        url: `/api/admin/users/${d.id}/type`,
        token: c.token,
        payload: { userType: 'landlord' },
      }),
      t.api({
        method: 'PATCH',
        url: `/api/admin/users/${c.user.id}/type`,
        token: dToken,
        payload: { userType: 'landlord' },
      }),
    ]);
    const demoteCodes = [rc.statusCode, rd.statusCode].sort();
    expect(demoteCodes[0]).toBe(200);
    expect([401, 409]).toContain(demoteCodes[1]);
    const admins = (await t.db.select().from(users)).filter(
      (u) => u.userType === 'admin' || u.role !== 'user',
    );
    expect(admins).toHaveLength(1);
  });
});
