import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import {
  beginPasswordAttempt,
  clearLoginFailures,
  emailDelayMs,
  FIRST_EMAIL_DELAY_MS,
  FREE_FAILURES_PER_EMAIL,
  LOCK_WINDOW_MS,
  MAX_EMAIL_DELAY_MS,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
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

describe('the e-mail-wide delay', () => {
  it('lets the first ten failures pass, then doubles from 30 s up to 15 minutes', () => {
    expect(emailDelayMs(0)).toBe(0);
    expect(emailDelayMs(FREE_FAILURES_PER_EMAIL - 1)).toBe(0);
    expect(
      [10, 11, 12, 13, 14, 15, 16, 1_000].map((failures) => emailDelayMs(failures) / 1000),
    ).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });
});

describe('password attempts on the embedded database', { timeout: 60_000 }, () => {
  let database: DatabaseHandle;
  // A fresh embedded database and its migrations: seconds on a busy machine.
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  }, 60_000);
  afterAll(() => database?.close());

  const attempt = (email: string, ip: string, now: number, device: string | null = null) =>
    beginPasswordAttempt(database.db, { email, ip, device }, now);
  const allowed = { allowed: true };

  it('lets ten of many simultaneous tries for one e-mail check a password, then delays', async () => {
    const now = Date.now();
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt('victim@example.com', `198.51.100.${i}`, now)),
    );
    expect(attempts.filter((a) => a.allowed)).toHaveLength(FREE_FAILURES_PER_EMAIL);
    for (const refused of attempts.filter((a) => !a.allowed)) {
      expect(refused).toEqual({ allowed: false, retryAfter: FIRST_EMAIL_DELAY_MS / 1000 });
    }
    // A delay, not a lock: 30 s after the latest failure one more try, then 60 s after that.
    let at = now + FIRST_EMAIL_DELAY_MS;
    expect(await attempt('victim@example.com', '203.0.113.1', at - 1)).toEqual({
      allowed: false,
      retryAfter: 1,
    });
    expect(await attempt('victim@example.com', '203.0.113.1', at)).toEqual(allowed);
    expect(await attempt('victim@example.com', '203.0.113.2', at + 59_000)).toEqual({
      allowed: false,
      retryAfter: 1,
    });
    at += 60_000;
    expect(await attempt('victim@example.com', '203.0.113.2', at)).toEqual(allowed);
    // A device cookie skips the e-mail's delay altogether.
    expect(await attempt('victim@example.com', '203.0.113.3', at, 'owner-device')).toEqual(allowed);
  });

  it('locks one address out of one e-mail after 5 failures, and no one else', async () => {
    const now = Date.now();
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => attempt('owner@example.com', '192.0.2.7', now)),
    );
    expect(tries.filter((a) => a.allowed)).toHaveLength(MAX_FAILURES_PER_EMAIL_AND_ADDRESS);
    expect(tries.filter((a) => !a.allowed)).toContainEqual({
      allowed: false,
      retryAfter: LOCK_WINDOW_MS / 1000,
    });
    expect(await attempt('owner@example.com', '192.0.2.8', now)).toEqual(allowed);
    // The owner's success elsewhere forgets only the failures from there.
    await clearLoginFailures(database.db, {
      email: 'owner@example.com',
      ip: '192.0.2.8',
      device: null,
    });
    expect((await attempt('owner@example.com', '192.0.2.7', now)).allowed).toBe(false);
    expect(await attempt('owner@example.com', '192.0.2.7', now + LOCK_WINDOW_MS)).toEqual(allowed);
  });

  it('gives a device cookie a limit of its own, which its success clears', async () => {
    const now = Date.now();
    const key = ['device@example.com', '192.0.2.20', now, 'stolen-device'] as const;
    const tries = await Promise.all(Array.from({ length: 8 }, () => attempt(...key)));
    expect(tries.filter((a) => a.allowed)).toHaveLength(MAX_FAILURES_PER_DEVICE);
    expect(await attempt(...key)).toEqual({ allowed: false, retryAfter: LOCK_WINDOW_MS / 1000 });
    // Neither the address nor the e-mail paid for it, nor another device.
    expect(await attempt('device@example.com', '192.0.2.20', now)).toEqual(allowed);
    expect(await attempt('device@example.com', '192.0.2.21', now, 'owner-device')).toEqual(allowed);
    await clearLoginFailures(database.db, {
      email: 'device@example.com',
      ip: '192.0.2.20',
      device: 'stolen-device',
    });
    expect(await attempt(...key)).toEqual(allowed);
  });

  it('caps the delay at 15 minutes however many failures the day holds', async () => {
    const start = Date.now();
    let at = start;
    for (let i = 0; i < 20; i++) {
      at += emailDelayMs(i);
      expect(await attempt('slow@example.com', `198.18.0.${i}`, at), `failure ${i + 1}`).toEqual(
        allowed,
      );
    }
    expect(await attempt('slow@example.com', '198.18.1.1', at + MAX_EMAIL_DELAY_MS - 1000)).toEqual(
      { allowed: false, retryAfter: 1 },
    );
  });
});
