import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './faults';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
// Drizzle reports a failed query as its own error with the driver's error as the cause.
const wrapped = (cause: Error) => new Error('Failed query: insert into ...', { cause });

describe('a database fault that means "unreachable right now"', () => {
  it.each([
    ['the server refuses connections', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the connection was reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an administrator or a fast shutdown ended the session', withCode('terminating connection', '57P01')],
    ['the server crashed', withCode('terminating connection because of crash', '57P02')],
    ['the server is starting up or shutting down', withCode('the database system is shutting down', '57P03')],
    ['no connection slot is free', withCode('sorry, too many clients already', '53300')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['the socket closed under a query', new Error('Connection terminated unexpectedly')],
    [
      'a transaction on a broken connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect')],
    ['both addresses of localhost refused', new AggregateError([withCode('x', 'ECONNREFUSED')], 'connect failed')],
  ])('is recognised: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is not mistaken for one: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

describe('a value a unique index already holds', () => {
  it('is recognised, as the driver reports it and as Drizzle wraps it', () => {
    const duplicate = withCode('duplicate key value violates unique constraint', '23505');
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(wrapped(duplicate))).toBe(true);
  });

  it.each([
    ['another constraint', withCode('violates check constraint', '23514')],
    ['an unreachable database', withCode('connect ECONNREFUSED', 'ECONNREFUSED')],
    ['not an error at all', '23505'],
  ])('is not mistaken for: %s', (_, error) => {
    expect(isUniqueViolation(error)).toBe(false);
  });
});
