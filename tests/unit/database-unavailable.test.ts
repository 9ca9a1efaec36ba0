import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';

const withCode = (code: string, cause?: unknown) =>
  Object.assign(new Error(code, cause ? { cause } : undefined), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises refused, dropped and shut-down connections', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_CLOSED', '57P01', '08006']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it('looks through the wrappers drizzle and Node put around driver errors', () => {
    const drizzleError = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') });
    expect(isDatabaseUnavailable(drizzleError)).toBe(true);
    const everyAddress = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: everyAddress }))).toBe(true);
  });

  it('leaves query errors and other failures to the 500 path', () => {
    for (const error of [
      withCode('23505'), // unique violation
      withCode('42P01'), // undefined table
      new Error('boom'),
      new Error('wrapped', { cause: withCode('22P02') }),
      null,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
