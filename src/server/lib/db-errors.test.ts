import { describe, expect, it } from 'vitest';
import { answerForDatabaseError, isDatabaseUnavailable } from './db-errors';

/** An error as pg or PGlite raises it, optionally wrapped the way Drizzle wraps a failed query. */
const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into …'), { cause });

describe('telling a database that is down from a request that is wrong', () => {
  it.each([
    ['a connection exception (class 08)', pgError('08006')],
    ['the server shutting down', pgError('57P01')],
    ['the server starting up', pgError('57P03')],
    ['too many connections', pgError('53300')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a connection cut under a query', new Error('Connection terminated unexpectedly')],
    ["the pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['a closed embedded database', new Error('PGlite is closed')],
    ['any of these inside Drizzle’s wrapper', wrapped(pgError('57P01'))],
    ['one of several addresses refused', new AggregateError([pgError('ECONNREFUSED')], 'all failed')],
  ])('%s is the database being unavailable', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a duplicate', pgError('23505')],
    ['a foreign key', wrapped(pgError('23503'))],
    ['a value out of range', pgError('22003')],
    ['a bug of ours', new TypeError('x is undefined')],
    ['nothing at all', undefined],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('leaves request errors to answerForDatabaseError and down-time to the 503', () => {
    expect(answerForDatabaseError(pgError('08006'))).toBeNull();
    expect(answerForDatabaseError(pgError('23505'))?.statusCode).toBe(409);
  });
});
