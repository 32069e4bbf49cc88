import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/errors';
import { apiErrorFrom as uploadError } from '@client/app/api-client';

describe('a failed statement upload', () => {
  it('keeps the code, message, field messages and the whole body', () => {
    const body = {
      message: 'Line 3: the date 32/13/2026 is not a real date.',
      code: 'unreadable_statement',
      errors: { file: 'Line 3: the date 32/13/2026 is not a real date.' },
    };
    const error = uploadError(400, JSON.stringify(body));
    expect(error.status).toBe(400);
    expect(error.code).toBe(ErrorCode.unreadableStatement);
    expect(error.message).toBe(body.message);
    expect(error.fields).toEqual({ file: body.message });
    expect(error.body).toEqual(body);
  });

  it('takes the first message of a field given as a list', () => {
    expect(uploadError(400, JSON.stringify({ errors: { dateColumn: ['Choose', 'x'] } })).fields).toEqual({
      dateColumn: 'Choose',
    });
  });

  it('falls back to the status when the answer is not JSON', () => {
    const tooLarge = uploadError(413, '<html>Request Entity Too Large</html>');
    expect(tooLarge.code).toBe(ErrorCode.payloadTooLarge);
    expect(tooLarge.message).toBe('');
    expect(tooLarge.hasServerMessage).toBe(false);
    expect(uploadError(502, '').code).toBe(ErrorCode.internal);
  });
});
