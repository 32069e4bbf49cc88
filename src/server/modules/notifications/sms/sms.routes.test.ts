import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTwilioStub, type TwilioStub } from '../../../../../tests/support/twilio-stub';
import { createTestApp, PUBLIC_URL, type Signed, type TestApp } from '../../../../../tests/setup/test-app';
import { loadConfig } from '../../../config';
import { queryRows } from '../../../db/create-db';
import { outbox, users } from '../../../db/schema';
import { createSecretBox } from '../../../lib/secret-box';
import { CONFIGURED, NOT_CONFIGURED, SID_FORMAT } from './sms.service';

const ALL_CREDENTIALS = 'Please provide all Twilio credentials.';
const E164_MESSAGE = 'The phone number must be in E.164 form, starting with +44';
const TEST_NUMBER_REQUIRED = 'Please provide a phone number to test.';
const UK_MOBILE = 'Please enter a UK mobile number, for example 07700 900123';
const MESSAGES_PATH = (sid: string) => `/2010-04-01/Accounts/${sid}/Messages.json`;

describe('SMS API (/api/sms and a person’s SMS choice)', () => {
  let stub: TwilioStub;
  let t: TestApp;
  let admin: Signed;
  let superAdmin: Signed;
  let landlord: Signed;
  let tenant: Signed;
  /** Every answer of this file, to check that no secret is ever in one. */
  const answers: LightMyRequestResponse[] = [];

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) => {
    const res = await t.api({
      method,
      url,
      token,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    answers.push(res);
    return res;
  };
  const status = (token = admin.token) => call('GET', '/api/sms/status', token);
  const configure = (payload: unknown, token = admin.token) =>
    call('POST', '/api/sms/configure', token, payload);
  const debugTest = (payload: unknown, token = admin.token) =>
    call('POST', '/api/sms/debug-test', token, payload);
  const goodConfig = () => ({
    accountSid: stub.accountSid,
    authToken: stub.authToken,
    phoneNumber: stub.phoneNumber,
  });

  beforeAll(async () => {
    stub = await startTwilioStub();
    t = await createTestApp({ twilio: { fromEnv: undefined, apiBase: stub.url } });
    admin = await t.signedIn({ userType: 'admin' });
    superAdmin = await t.signedIn({ userType: 'admin', role: 'super_admin' });
    landlord = await t.signedIn({ userType: 'landlord' });
    tenant = await t.signedIn({ userType: 'tenant' });
  });
  beforeEach(() => stub.reset());
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

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

  describe('POST /api/sms/configure', () => {
    it.each([
      [{}, { accountSid: ALL_CREDENTIALS, authToken: ALL_CREDENTIALS, phoneNumber: ALL_CREDENTIALS }],
      [{ accountSid: 'AC1', authToken: '  ', phoneNumber: '+447700900001' }, { authToken: ALL_CREDENTIALS }],
      [{ accountSid: '', authToken: 'x', phoneNumber: '+447700900001' }, { accountSid: ALL_CREDENTIALS }],
      [{ accountSid: 'AC1', authToken: 'x', phoneNumber: '' }, { phoneNumber: ALL_CREDENTIALS }],
      [{ accountSid: 'AC1', authToken: 'x', phoneNumber: '07700900001' }, { phoneNumber: E164_MESSAGE }],
      [{ accountSid: 'AC1', authToken: 'x', phoneNumber: '+15005550006' }, { phoneNumber: E164_MESSAGE }],
    ])('refuses %j with the messages of SPEC.md §5 (400), asking nothing of Twilio', async (body, errors) => {
      const res = await configure(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors });
      expect(res.json().message).toBe(Object.values(errors)[0]);
      expect(stub.requests).toEqual([]);
    });

    it('refuses an Account SID that does not start with AC', async () => {
      const res = await configure({ ...goodConfig(), accountSid: 'SK0123456789abcdef' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: SID_FORMAT, errors: { accountSid: SID_FORMAT } });
      expect(stub.requests).toEqual([]);
    });

    it('checks the credentials with Twilio first: a wrong token is refused (400) and nothing is saved', async () => {
      const res = await configure({ ...goodConfig(), authToken: 'not-the-token' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'sms_credentials_refused',
        message:
          'Twilio refused the Account SID or Auth Token. Check both in your Twilio console and try again.',
        errors: {
          accountSid:
            'Twilio refused the Account SID or Auth Token. Check both in your Twilio console and try again.',
          authToken:
            'Twilio refused the Account SID or Auth Token. Check both in your Twilio console and try again.',
        },
      });
      // The package's own request: the account fetched with basic auth.
      expect(stub.requests).toHaveLength(1);
      expect(stub.requests[0]).toMatchObject({
        method: 'GET',
        path: `/2010-04-01/Accounts/${stub.accountSid}.json`,
        auth: { username: stub.accountSid, password: 'not-the-token' },
      });
      expect((await status()).json()).toEqual({ initialized: false, source: null, settings: null });
      const counted = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from messaging_settings`,
      );
      const n = counted[0]!.n;
      expect(n).toBe(0);
    });

    it('refuses an account Twilio does not know (400)', async () => {
      const res = await configure({ ...goodConfig(), accountSid: 'AC99999999999999999999999999999999' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('sms_credentials_refused');
      // Twilio answers 401 for an account it does not know, as for a wrong token: both are marked.
      expect(Object.keys(res.json().errors).sort()).toEqual(['accountSid', 'authToken']);
    });

    it('saves good credentials (token sealed) and answers success', async () => {
      const res = await configure({ ...goodConfig(), phoneNumber: '+44 7700 900001' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: CONFIGURED });
      expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET /2010-04-01/Accounts/${stub.accountSid}.json`,
      ]);

      const saved = await status();
      expect(saved.json()).toEqual({
        initialized: true,
        source: 'settings',
        settings: {
          accountSidEnding: stub.accountSid.slice(-4),
          phoneNumber: '+447700900001',
          updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      });

      // Encrypted at rest: the stored bytes do not contain the token, and open only with APP_SECRET.
      const rows = await queryRows<{ settings: string; secret_ciphertext: string; updated_by: number }>(
        t.db,
        sql`select settings::text as settings, secret_ciphertext, updated_by from messaging_settings`,
      );
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.settings).not.toContain(stub.authToken);
      expect(row.secret_ciphertext).not.toContain(stub.authToken);
      expect(JSON.parse(row.settings)).toEqual({ accountSid: stub.accountSid, phoneNumber: '+447700900001' });
      expect(row.updated_by).toBe(admin.user.id);
      expect(createSecretBox(t.config.appSecret!).open(row.secret_ciphertext)).toBe(stub.authToken);
      expect(createSecretBox('another-secret-another-secret').open(row.secret_ciphertext)).toBeNull();
    });

    it('a person now sees that texts are available', async () => {
      const res = await call('GET', '/api/auth/user/notifications', tenant.token);
      expect(res.json()).toMatchObject({ smsAvailable: true });
    });
  });

  describe('POST /api/sms/debug-test (configured)', () => {
    it('texts a UK mobile written as 07… through the package’s Messages call, from the configured number', async () => {
      const res = await debugTest({ phoneNumber: '07700 900123' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Test SMS sent to +447700900123',
        formattedNumber: '+447700900123',
      });
      expect(stub.requests).toHaveLength(1);
      const request = stub.requests[0]!;
      expect(request).toMatchObject({
        method: 'POST',
        path: MESSAGES_PATH(stub.accountSid),
        auth: { username: stub.accountSid, password: stub.authToken },
        form: { To: '+447700900123', From: '+447700900001' },
      });
      expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
      expect(request.headers['user-agent']).toMatch(/^twilio-node\//);
      expect(request.form.Body).toContain('test text message');
      expect(request.form.Body!.length).toBeLessThanOrEqual(320);
      expect(stub.messagesTo('+447700900123')).toHaveLength(1);

      // Kept in the notification log as a sent text.
      const [logged] = await t.db.select().from(outbox).where(eq(outbox.recipient, '+447700900123'));
      expect(logged).toMatchObject({ channel: 'sms', template: 'sms_test', status: 'sent', subject: null });
    });

    it.each([
      ['+447700900124', '+447700900124'],
      ['447700 900125', '+447700900125'],
      ['(07700) 900-126', '+447700900126'],
    ])('formats %s as %s', async (input, formatted) => {
      const res = await debugTest({ phoneNumber: input });
      expect(res.statusCode).toBe(200);
      expect(res.json().formattedNumber).toBe(formatted);
      expect(stub.messages.map((m) => m.to)).toEqual([formatted]);
    });

    it.each([
      [{}, TEST_NUMBER_REQUIRED],
      [{ phoneNumber: '   ' }, TEST_NUMBER_REQUIRED],
      [{ phoneNumber: '029 2051 2345' }, UK_MOBILE],
      [{ phoneNumber: '+15005550006' }, UK_MOBILE],
    ])('refuses %j (400): %s', async (body, message) => {
      const res = await debugTest(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: { phoneNumber: message } });
      expect(stub.requests).toEqual([]);
    });

    it('passes on Twilio refusing the number as a 502 with Twilio’s reason, logged as failed', async () => {
      stub.failNext(1, 'invalid_to');
      const res = await debugTest({ phoneNumber: '07700 900127' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        success: false,
        formattedNumber: '+447700900127',
        code: 'sms_provider_error',
        message: "Twilio cannot text this number: The 'To' number +447700900127 is not a valid phone number.",
      });
      const [logged] = await t.db.select().from(outbox).where(eq(outbox.recipient, '+447700900127'));
      expect(logged).toMatchObject({ status: 'failed', template: 'sms_test' });
      expect(logged!.lastError).toContain('not a valid phone number');
    });

    it('says when Twilio fails on its side (502)', async () => {
      stub.failNext(1, 'server_error');
      const res = await debugTest({ phoneNumber: '07700 900128' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'Twilio had a problem on its side (HTTP 500). Please try again shortly.',
      );
    });

    it('says when the saved token no longer works (502 with the reason)', async () => {
      stub.setCredentials(stub.accountSid, 'rotated-token');
      try {
        const res = await debugTest({ phoneNumber: '07700 900129' });
        expect(res.statusCode).toBe(502);
        expect(res.json().message).toContain('Twilio refused the Account SID or Auth Token');
      } finally {
        stub.setCredentials(stub.accountSid, 'stub-auth-token-5f0e6c1d9a8b7c6d');
      }
    });

    it('throttles an admin sending test texts (each is a paid message): 429 with Retry-After after 20', async () => {
      const busy = await t.signedIn({ userType: 'admin' });
      for (let i = 0; i < 20; i++)
        expect((await debugTest({ phoneNumber: '07700 900140' }, busy.token)).statusCode).toBe(200);
      const limited = await debugTest({ phoneNumber: '07700 900140' }, busy.token);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(stub.messagesTo('+447700900140')).toHaveLength(20);
      // Another admin is not held back.
      expect((await debugTest({ phoneNumber: '07700 900141' })).statusCode).toBe(200);
    });
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

  it('never sends the token, or the whole Account SID, in any answer', () => {
    expect(answers.length).toBeGreaterThan(30);
    for (const res of answers) {
      expect(res.body).not.toContain(stub.authToken);
      expect(res.body).not.toContain(stub.accountSid);
    }
  });
});

describe('SMS settings from TWILIO_* in the environment', () => {
  let stub: TwilioStub;
  let t: TestApp;
  let admin: Signed;

  beforeAll(async () => {
    stub = await startTwilioStub({ authToken: 'env-token-0123456789' });
    const fromEnv = loadConfig({
      DATA_DIR: '/tmp/unused',
      PUBLIC_URL,
      APP_SECRET: 'test-secret-test-secret',
      TWILIO_ACCOUNT_SID: stub.accountSid,
      TWILIO_AUTH_TOKEN: 'env-token-0123456789',
      TWILIO_PHONE_NUMBER: '+447700900099',
      TWILIO_API_BASE: `${stub.url}/`,
    });
    t = await createTestApp({ twilio: fromEnv.twilio });
    admin = await t.signedIn({ userType: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('reports source environment and sends the test with those credentials and number', async () => {
    const res = await t.api({ method: 'GET', url: '/api/sms/status', token: admin.token });
    expect(res.json()).toEqual({ initialized: true, source: 'environment', settings: null });

    const sent = await t.api({
      method: 'POST',
      url: '/api/sms/debug-test',
      token: admin.token,
      payload: { phoneNumber: '07700 900300' },
    });
    expect(sent.statusCode).toBe(200);
    expect(stub.requests[0]).toMatchObject({
      path: MESSAGES_PATH(stub.accountSid),
      auth: { username: stub.accountSid, password: 'env-token-0123456789' },
      form: { To: '+447700900300', From: '+447700900099' },
    });
    expect(sent.body).not.toContain('env-token-0123456789');
  });

  it('still lets an admin save settings, used once the environment ones are removed', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/sms/configure',
      token: admin.token,
      payload: {
        accountSid: stub.accountSid,
        authToken: 'env-token-0123456789',
        phoneNumber: '+447700900098',
      },
    });
    expect(res.statusCode).toBe(200);
    // Saved, and the admin is told the environment's settings are used meanwhile.
    expect(res.json().message).toContain('TWILIO_* is set on the server');
    const status = await t.api({ method: 'GET', url: '/api/sms/status', token: admin.token });
    expect(status.json()).toMatchObject({
      initialized: true,
      source: 'environment',
      settings: { phoneNumber: '+447700900098', accountSidEnding: stub.accountSid.slice(-4) },
    });
    expect(status.body).not.toContain('env-token-0123456789');
  });
});
