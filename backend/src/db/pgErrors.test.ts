import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isInvalidText, isUniqueViolation } from './pgErrors';

describe('PostgreSQL errors', () => {
  it.each([
    ['connection refused', { code: 'ECONNREFUSED' }],
    ['no socket file', { code: 'ENOENT', syscall: 'connect', address: '/tmp/.s.PGSQL.5432' }],
    ['connection reset', { code: 'ECONNRESET' }],
    ['admin shutdown', { code: '57P01' }],
    ['cannot connect now (starting or stopping)', { code: '57P03' }],
    ['connection failure class', { code: '08006' }],
    ['pool acquire timeout', { name: 'KnexTimeoutError', message: 'Knex: Timeout acquiring a connection.' }],
    ['connection terminated', { message: 'select 1 - Connection terminated unexpectedly' }],
  ])('treats %s as the database being unavailable (503)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not treat client errors or bugs as unavailability', () => {
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable({ code: 'ENOENT', syscall: 'open', path: '/uploads/x.webp' })).toBe(false);
  });

  it('recognises text the database cannot store, and unique violations', () => {
    expect(isInvalidText({ code: '22021' })).toBe(true);
    expect(isInvalidText({ code: '22P05' })).toBe(true);
    expect(isInvalidText({ code: '23505' })).toBe(false);
    expect(isUniqueViolation({ code: '23505', constraint: 'a' }, 'a')).toBe(true);
  });
});
