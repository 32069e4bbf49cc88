/** The person's language (CONTRACT.md §9): chosen at registration and on the dashboard. */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { authCalls } from '../../../../tests/setup/worlds/auth';
import { users } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());
const { post } = authCalls(t);

const languageOf = async (id: number) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;

describe('language on the account', () => {
  it('registration keeps the language of the page registered on, English when not said', async () => {
    const body = (n: string) => ({
      username: `cymro${n}`,
      password: 'Quiet-Harbour-77',
      email: `cymro${n}@example.test`,
      userType: 'tenant',
      fullName: 'Dafydd ap Gwilym',
    });
    const welsh = await post('/api/auth/register', { ...body('1'), language: 'cy' });
    expect(welsh.statusCode).toBe(201);
    expect(welsh.json().user.language).toBe('cy');
    expect(await languageOf(welsh.json().user.id)).toBe('cy');

    const unsaid = await post('/api/auth/register', body('2'));
    expect(unsaid.json().user.language).toBe('en');
  });

  it('registration refuses a language other than en or cy, and creates nothing', async () => {
    const res = await post('/api/auth/register', {
      username: 'frenchy',
      password: 'Quiet-Harbour-77',
      email: 'frenchy@example.test',
      userType: 'tenant',
      fullName: 'Jean Dupont',
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect(res.body).toContain('Language must be');
    const rows = await t.db.select().from(users).where(eq(users.username, 'frenchy'));
    expect(rows).toHaveLength(0);
  });

  it('PUT /api/account/language saves the choice; /api/auth/user then says it', async () => {
    const tenant = await t.signedIn({ userType: 'tenant' });
    expect((await t.call('GET', '/api/auth/user', tenant.token)).json().user.language).toBe('en');

    const res = await t.call('PUT', '/api/account/language', tenant.token, { language: 'cy' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: tenant.user.id, language: 'cy' });
    expect(await languageOf(tenant.user.id)).toBe('cy');
    expect((await t.call('GET', '/api/auth/user', tenant.token)).json().user.language).toBe('cy');

    const back = await t.call('PUT', '/api/account/language', tenant.token, { language: 'en' });
    expect(back.json().user.language).toBe('en');
  });

  it('a landlord may choose Welsh e-mails too', async () => {
    const landlord = await t.signedIn({ userType: 'landlord' });
    const res = await t.call('PUT', '/api/account/language', landlord.token, { language: 'cy' });
    expect(res.statusCode).toBe(200);
    expect(await languageOf(landlord.user.id)).toBe('cy');
  });

  it('refuses a bad language with 400 and changes nothing; signed out is 401', async () => {
    const tenant = await t.signedIn({ userType: 'tenant' });
    for (const language of ['fr', '', null, 'CY']) {
      const res = await t.call('PUT', '/api/account/language', tenant.token, { language });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    expect(await languageOf(tenant.user.id)).toBe('en');
    const anonymous = await t.call('PUT', '/api/account/language', undefined, { language: 'cy' });
    expect(anonymous.statusCode).toBe(401);
  });
});
