/** SMS settings: who may call, and what an admin sees before anything is configured. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { smsWorld } from '../../../../../tests/setup/worlds/sms';
import { NOT_CONFIGURED } from './sms.service';

const w = await smsWorld();
afterAll(() => w.close());
beforeEach(() => w.stub.reset());
const { stub, superAdmin, landlord, tenant, call, status, configure, debugTest, goodConfig } = w;

describe('SMS API (/api/sms and a person’s SMS choice)', () => {
  describe('who may call', () => {
    it('needs a sign-in (401) for every /api/sms call and for the SMS choice', async () => {
      expect((await status('')).statusCode).toBe(401);
      expect((await configure(goodConfig(), '')).statusCode).toBe(401);
      expect((await debugTest({ phoneNumber: '07700 900123' }, '')).statusCode).toBe(401);
      expect((await call('GET', '/api/auth/user/notifications')).statusCode).toBe(401);
      expect((await call('PUT', '/api/auth/user/notifications', '', { smsOptIn: false })).statusCode).toBe(
        401,
      );
    });

    it('refuses landlords and tenants (403) and changes nothing', async () => {
      for (const who of [landlord, tenant]) {
        const res = [
          await status(who.token),
          await configure(goodConfig(), who.token),
          await debugTest({ phoneNumber: '07700 900123' }, who.token),
        ];
        for (const r of res) {
          expect(r.statusCode).toBe(403);
          expect(r.json()).toMatchObject({ code: 'forbidden', message: 'Only administrators can do that.' });
        }
      }
      expect(stub.requests).toEqual([]);
      expect((await status()).json()).toMatchObject({ initialized: false });
    });

    it('says 403 before looking at the body, so a body that would not validate teaches nothing', async () => {
      expect((await configure({}, landlord.token)).statusCode).toBe(403);
      expect((await debugTest({}, tenant.token)).statusCode).toBe(403);
      expect((await configure({}, '')).statusCode).toBe(401);
    });

    it('lets a super admin in as well as an admin', async () => {
      expect((await status(superAdmin.token)).statusCode).toBe(200);
    });
  });

  describe('before anything is configured', () => {
    it('GET /api/sms/status says not initialized, with nothing saved', async () => {
      const res = await status();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ initialized: false, source: null, settings: null });
    });

    it('POST /api/sms/debug-test answers 409 with success false and the formatted number, sending nothing', async () => {
      const res = await debugTest({ phoneNumber: '07700 900123' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: NOT_CONFIGURED,
        formattedNumber: '+447700900123',
        code: 'sms_not_configured',
      });
      expect(stub.requests).toEqual([]);
    });

    it('a person sees that texts are not available yet', async () => {
      const res = await call('GET', '/api/auth/user/notifications', tenant.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ smsOptIn: false, phone: null, smsAvailable: false });
    });
  });
});
