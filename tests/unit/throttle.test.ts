import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import {
  beginPasswordAttempt,
  MAX_FAILURES_PER_EMAIL,
  THROTTLE_WINDOW_MS,
  throttleAddress,
} from '@/lib/server/throttle';

describe('the address login throttling counts', () => {
  it('keeps IPv4 addresses and unknown clients as they are', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('local')).toBe('local');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    const network = '2001:db8:7:7::/64';
    for (const address of [
      '2001:db8:7:7::1',
      '2001:db8:7:7:ffff:ffff:ffff:ffff',
      '2001:0DB8:0007:0007:0:0:0:1',
      '[2001:db8:7:7::42]',
      '2001:db8:7:7::1%eth0',
      '2001:db8:7:7::198.51.100.1',
    ]) {
      expect(throttleAddress(address), address).toBe(network);
    }
    expect(throttleAddress('2001:db8:7:8::1')).toBe('2001:db8:7:8::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});

describe('password attempts on the embedded database', { timeout: 60_000 }, () => {
  let database: DatabaseHandle;
  // A fresh embedded database and its migrations: seconds on a busy machine.
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  }, 60_000);
  afterAll(() => database?.close());

  it('lets only 5 of many simultaneous attempts for one e-mail check a password', async () => {
    const now = Date.now();
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        beginPasswordAttempt(database.db, 'victim@example.com', `198.51.100.${i}`, now),
      ),
    );
    expect(attempts.filter((a) => a.allowed)).toHaveLength(MAX_FAILURES_PER_EMAIL);
    for (const attempt of attempts.filter((a) => !a.allowed)) {
      expect(attempt).toEqual({ allowed: false, retryAfter: THROTTLE_WINDOW_MS / 1000 });
    }
    // Once the attempt that reached the limit has left the window, one more try is allowed.
    const later = now + THROTTLE_WINDOW_MS + 1;
    expect(await beginPasswordAttempt(database.db, 'victim@example.com', '::1', later)).toEqual({
      allowed: true,
    });
  });
});
