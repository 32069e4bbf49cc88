import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { clampSmsBody, MAX_SMS_CHARS } from './outbox';
import { describeTwilioError, rebaseTwilioUri } from './twilio-client';

const restError = (statusCode: number, body: unknown) =>
  new twilio.RestException({ statusCode, body: JSON.stringify(body) });

describe('rebaseTwilioUri', () => {
  it("moves Twilio's own addresses onto the API base, keeping the path and query", () => {
    expect(
      rebaseTwilioUri(
        'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json',
        'http://127.0.0.1:4010',
      ),
    ).toBe('http://127.0.0.1:4010/2010-04-01/Accounts/AC1/Messages.json');
    expect(rebaseTwilioUri('https://api.dublin.ie1.twilio.com/x.json?a=1', 'http://stub:1/base/')).toBe(
      'http://stub:1/base/x.json?a=1',
    );
  });

  it('leaves any other address alone', () => {
    expect(rebaseTwilioUri('https://example.com/twilio.com', 'http://127.0.0.1:4010')).toBe(
      'https://example.com/twilio.com',
    );
  });
});

describe('describeTwilioError', () => {
  it('puts refused credentials in words an admin can act on', () => {
    expect(
      describeTwilioError(restError(401, { code: 20003, message: 'Authenticate', status: 401 })),
    ).toEqual({
      status: 401,
      code: 20003,
      permanent: false,
      message:
        'Twilio refused the Account SID or Auth Token. Check both in your Twilio console and try again.',
    });
  });

  it('marks a refused recipient as permanent, quoting Twilio', () => {
    const failure = describeTwilioError(
      restError(400, {
        code: 21211,
        message: "The 'To' number 123 is not a valid phone number.",
        status: 400,
      }),
    );
    expect(failure).toMatchObject({ permanent: true, code: 21211 });
    expect(failure.message).toBe(
      "Twilio cannot text this number: The 'To' number 123 is not a valid phone number.",
    );
  });

  it('explains a sending number that is not the account’s', () => {
    const failure = describeTwilioError(
      restError(400, { code: 21606, message: 'The From phone number is not valid' }),
    );
    expect(failure.permanent).toBe(false);
    expect(failure.message).toContain('Use a number bought in your Twilio account.');
  });

  it('treats a server error or a body that is not JSON as temporary', () => {
    expect(describeTwilioError(new twilio.RestException({ statusCode: 503, body: '<html>' }))).toMatchObject({
      status: 503,
      permanent: false,
      message: 'Twilio had a problem on its side (HTTP 503). Please try again shortly.',
    });
  });

  it('says Twilio could not be reached, reading only the error code', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
      config: { headers: { Authorization: 'Basic c2VjcmV0' } },
    });
    const failure = describeTwilioError(error);
    expect(failure).toMatchObject({ status: null, permanent: false });
    expect(failure.message).toBe(
      "Could not reach Twilio (ECONNREFUSED). Check the server's internet connection and try again.",
    );
    expect(JSON.stringify(failure)).not.toContain('c2VjcmV0');
  });
});

describe('clampSmsBody', () => {
  it('flattens whitespace and keeps short texts whole', () => {
    expect(clampSmsBody('  Hello\n\n there  ')).toBe('Hello there');
  });

  it(`cuts a long text to ${MAX_SMS_CHARS} characters with a plain "..."`, () => {
    const cut = clampSmsBody('word '.repeat(200));
    expect(cut.length).toBeLessThanOrEqual(MAX_SMS_CHARS);
    expect(cut.endsWith('...')).toBe(true);
  });
});
