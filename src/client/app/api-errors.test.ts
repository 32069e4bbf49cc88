import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/errors';
import { ApiError, hasErrorCode, NETWORK_ERROR } from './api-errors';
import { isFileRefused } from './upload';

describe('branching on error codes', () => {
  it('matches the code, whatever the status', () => {
    const conflict = new ApiError(409, ErrorCode.conflict, 'Taken');
    expect(hasErrorCode(conflict, ErrorCode.conflict)).toBe(true);
    expect(hasErrorCode(conflict, ErrorCode.validation, ErrorCode.conflict)).toBe(true);
    // A 409 that is a compliance block is not a plain conflict.
    expect(hasErrorCode(new ApiError(409, ErrorCode.complianceBlocked, 'Blocked'), ErrorCode.conflict)).toBe(
      false,
    );
    expect(hasErrorCode(new ApiError(0, NETWORK_ERROR, ''), NETWORK_ERROR)).toBe(true);
    expect(hasErrorCode(new Error('conflict'), ErrorCode.conflict)).toBe(false);
  });

  it('tells a refused file (too large, wrong type) from other failures', () => {
    expect(isFileRefused(new ApiError(413, ErrorCode.payloadTooLarge, 'Too large'))).toBe(true);
    expect(isFileRefused(new ApiError(415, ErrorCode.unsupportedMediaType, 'Not an image'))).toBe(true);
    expect(isFileRefused(new ApiError(400, ErrorCode.validation, 'Title is required'))).toBe(false);
  });
});
