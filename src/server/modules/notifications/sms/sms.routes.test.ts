/** SMS settings: checking and saving Twilio's credentials, and a test text. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_CREDENTIALS,
  E164_MESSAGE,
  MESSAGES_PATH,
  TEST_NUMBER_REQUIRED,
  UK_MOBILE,
  smsWorld,
} from '../../../../../tests/setup/worlds/sms';
import { queryRows } from '../../../db/create-db';
import { outbox } from '../../../db/schema';
import { createSecretBox } from '../../../lib/secret-box';
import { CONFIGURED, SID_FORMAT } from './sms.service';

const w = await smsWorld();
afterAll(() => w.close());
beforeEach(() => w.stub.reset());
const { stub, t, admin, tenant, answers, call, status, configure, debugTest, goodConfig } = w;

describe('SMS API (/api/sms and a person’s SMS choice)', () => {
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

  it('never sends the token, or the whole Account SID, in any answer', () => {
    expect(answers.length).toBeGreaterThan(30);
    for (const res of answers) {
      expect(res.body).not.toContain(stub.authToken);
      expect(res.body).not.toContain(stub.accountSid);
    }
  });
});
