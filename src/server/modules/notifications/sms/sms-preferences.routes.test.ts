/** A person's SMS choice and number (texts are only offered once SMS is configured). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UK_MOBILE, smsWorld } from '../../../../../tests/setup/worlds/sms';
import { users } from '../../../db/schema';

const w = await smsWorld();
afterAll(() => w.close());
beforeEach(() => w.stub.reset());
const { t, admin, landlord, tenant, call, configure, goodConfig } = w;

describe('SMS API (/api/sms and a person’s SMS choice)', () => {
  beforeAll(async () => {
    expect((await configure(goodConfig())).statusCode).toBe(200);
  });

  describe('GET/PUT /api/auth/user/notifications', () => {
    const put = (payload: unknown, token = tenant.token) =>
      call('PUT', '/api/auth/user/notifications', token, payload);

    it('saves the choice with the number in E.164 on the account, and reads it back', async () => {
      const res = await put({ smsOptIn: true, phone: '07700 900456' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ smsOptIn: true, phone: '+447700900456', smsAvailable: true });
      expect((await call('GET', '/api/auth/user/notifications', tenant.token)).json()).toEqual({
        smsOptIn: true,
        phone: '+447700900456',
        smsAvailable: true,
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, tenant.user.id));
      expect(row).toMatchObject({ phone: '+447700900456', smsOptIn: true });
      // Only their own account: the landlord's is untouched.
      const [other] = await t.db.select().from(users).where(eq(users.id, landlord.user.id));
      expect(other).toMatchObject({ phone: null, smsOptIn: false });
    });

    it('turns texts off and clears the number', async () => {
      const res = await put({ smsOptIn: false, phone: null });
      expect(res.json()).toEqual({ smsOptIn: false, phone: null, smsAvailable: true });
      const off = await put({ smsOptIn: false, phone: '+44 7700 900457' });
      expect(off.json()).toEqual({ smsOptIn: false, phone: '+447700900457', smsAvailable: true });
    });

    it.each([
      [{ smsOptIn: true, phone: null }, 'phone', 'Add a mobile number to receive text messages'],
      [{ smsOptIn: true }, 'phone', 'Add a mobile number to receive text messages'],
      [{ smsOptIn: true, phone: '  ' }, 'phone', 'Add a mobile number to receive text messages'],
      [{ smsOptIn: false, phone: '029 2051 2345' }, 'phone', UK_MOBILE],
      [{ smsOptIn: true, phone: '+15005550006' }, 'phone', UK_MOBILE],
    ])('refuses %j (400)', async (body, field, message) => {
      const before = await t.db.select().from(users).where(eq(users.id, tenant.user.id));
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: message } });
      expect(await t.db.select().from(users).where(eq(users.id, tenant.user.id))).toEqual(before);
    });

    it('refuses a missing or non-boolean choice (400)', async () => {
      expect((await put({ phone: '07700 900456' })).statusCode).toBe(400);
      expect((await put({ smsOptIn: 'yes', phone: '07700 900456' })).statusCode).toBe(400);
    });

    it('is open to landlords and admins too, each for their own account', async () => {
      const res = await put({ smsOptIn: true, phone: '07700 900458' }, landlord.token);
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, landlord.user.id));
      expect(row).toMatchObject({ phone: '+447700900458', smsOptIn: true });
      expect((await call('GET', '/api/auth/user/notifications', admin.token)).json()).toMatchObject({
        smsOptIn: false,
      });
    });
  });
});
