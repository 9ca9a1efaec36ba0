import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, client, expectError, signupAdmin, type CallResult } from './support/client';
import { startServer, type TestServer } from './support/server';

// Behind a trusted proxy each test names its own client addresses, so the per-address limit of
// one test leaves the others alone. The tests on the admin's e-mail build on each other.
let server: TestServer;
let call: ReturnType<typeof client>;
let adminToken: string;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
  call = client(server.url);
  adminToken = await signupAdmin(call);
});
afterAll(() => server?.stop());

const from = (address: string, device?: string) => ({
  'x-forwarded-for': address,
  ...(device ? { cookie: `device=${device}` } : {}),
});

function login(email: string, address: string, password = 'Wrong12345', device?: string) {
  return call('/auth/login', { json: { email, password }, headers: from(address, device) });
}

/** The device cookie a sign-in set, after checking how it is set. */
function deviceCookie(result: CallResult): string {
  const set = result.headers.getSetCookie().find((cookie) => cookie.startsWith('device='));
  expect(set).toBeDefined();
  expect(set).toMatch(/; HttpOnly/);
  expect(set).toMatch(/; Path=\//);
  expect(set).toMatch(/; SameSite=Strict/);
  expect(set).toMatch(/; Max-Age=15552000/);
  return /^device=([^;]+)/.exec(set!)![1]!;
}

/**
 * How many answers had each status; every one is a wrong password (401) or a throttled try
 * whose Retry-After lies within `wait` (seconds).
 */
function tally(results: CallResult[], wait: [number, number]): { 401: number; 429: number } {
  for (const result of results) {
    if (result.status === 401) {
      expectError(result, 401, 'invalidCredentials');
    } else {
      expectError(result, 429, 'tooManyAttempts');
      const retryAfter = Number(result.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(wait[0]);
      expect(retryAfter).toBeLessThanOrEqual(wait[1]);
    }
  }
  const count = (status: number) => results.filter((r) => r.status === status).length;
  return { 401: count(401), 429: count(429) };
}

const LOCKED: [number, number] = [800, 900];
let ownerDevice = '';

// Guessing stays impossible, but one attacker cannot keep the owner out (ASVS 6.1.1).
describe('one address guessing the admin password', () => {
  it('gets 5 checks, and the admin still signs in from elsewhere at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => login(ADMIN.email, '198.51.100.200')),
    );
    expect(tally(results, LOCKED)).toEqual({ 401: 5, 429: 45 });
    const owner = await login(ADMIN.email, '198.51.100.201', ADMIN.password);
    expect(owner.status).toBe(200);
    ownerDevice = deviceCookie(owner);
  });

  it('stays refused there with Retry-After, even with the right password', async () => {
    expect(tally([await login(ADMIN.email, '198.51.100.200', ADMIN.password)], LOCKED)).toEqual({
      401: 0,
      429: 1,
    });
    // Unless the browser signed in before: its device cookie has a limit of its own.
    expect((await login(ADMIN.email, '198.51.100.200', ADMIN.password, ownerDevice)).status).toBe(
      200,
    );
  });
});

describe('per-address limit', () => {
  it('checks at most 20 passwords from one address, whatever the e-mails', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`spray${i}@example.com`, '203.0.113.50')),
    );
    expect(tally(results, LOCKED)).toEqual({ 401: 20, 429: 10 });
  });

  it('counts an IPv6 client by its /64 network, which one subscriber usually holds whole', async () => {
    const addresses = Array.from({ length: 25 }, (_, i) => `2001:db8:7:7::${(i + 1).toString(16)}`);
    // Other spellings of the same network.
    addresses[3] = '2001:0db8:0007:0007:ffff:ffff:ffff:ffff';
    addresses[4] = '2001:DB8:7:7:1:2:3:4';
    const results = await Promise.all(
      addresses.map((address, i) => login(`hop${i}@example.com`, address)),
    );
    expect(tally(results, LOCKED)).toEqual({ 401: 20, 429: 5 });
    expectError(await login('hop@example.com', '2001:db8:7:8::1'), 401, 'invalidCredentials');
  });
});

describe('password change throttling', () => {
  it('checks the current password like a login: 5 failures from one address, then 429', async () => {
    const change = (currentPassword: string) =>
      call('/auth/password', {
        method: 'PUT',
        token: adminToken,
        json: { currentPassword, newPassword: 'NewSecret99' },
        headers: from('192.0.2.10'),
      });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => change(`Wrong${i}guess`)),
    );
    expect(tally(results, LOCKED)).toEqual({ 401: 5, 429: 25 });
    // Even the right password now waits there, but the admin's own browser is let in.
    expectError(await change(ADMIN.password), 429, 'tooManyAttempts');
    expect((await login(ADMIN.email, '192.0.2.11', ADMIN.password, ownerDevice)).status).toBe(200);
    expect((await call('/auth/user', { token: adminToken })).status).toBe(200);
  });
});

describe('the device cookie of a browser that signed in before', () => {
  it('lets the owner past the e-mail-wide delay that attackers elsewhere started', async () => {
    // The admin's e-mail has 10 failures today (from 198.51.100.200 and 192.0.2.10): it waits.
    const stranger = await login(ADMIN.email, '192.0.2.30', ADMIN.password);
    expectError(stranger, 429, 'tooManyAttempts');
    expect(Number(stranger.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    const owner = await login(ADMIN.email, '192.0.2.30', ADMIN.password, ownerDevice);
    expect(owner.status).toBe(200);
    // The owner's success leaves the attackers' delay in place.
    expectError(await login(ADMIN.email, '192.0.2.31', ADMIN.password), 429, 'tooManyAttempts');
  });

  it('is a __Host- cookie over https, read back as such', async () => {
    const secure = await call('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: { ...from('192.0.2.80', ownerDevice), 'x-forwarded-proto': 'https' },
    });
    expect(secure.status).toBe(200);
    const set = secure.headers.getSetCookie().find((c) => c.startsWith('__Host-device='));
    const attributes = set!.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/']),
    );
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    // Sent back, it lets its browser past the delay the e-mail is still under.
    expectError(await login(ADMIN.email, '192.0.2.81', ADMIN.password), 429);
    const again = await call('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: {
        'x-forwarded-for': '192.0.2.81',
        cookie: set!.split(';')[0]!,
      },
    });
    expect(again.status).toBe(200);
  });

  it('has a limit of its own: 5 failures, then even it waits', async () => {
    const device = deviceCookie(
      await login(ADMIN.email, '192.0.2.40', ADMIN.password, ownerDevice),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        login(ADMIN.email, `192.0.2.${50 + i}`, 'Wrong1', device),
      ),
    );
    expect(tally(results, LOCKED)).toEqual({ 401: 5, 429: 5 });
    expectError(await login(ADMIN.email, '192.0.2.60', ADMIN.password, device), 429);
  });
});

describe('many addresses guessing one e-mail', () => {
  it('get 10 checks at once; every further try waits a growing delay', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('target@example.com', `198.18.0.${i + 1}`)),
    );
    // 30 s after the tenth failure one more check, 60 s after that the next: never 100 answers.
    expect(tally(results, [1, 30])).toEqual({ 401: 10, 429: 90 });
    // A device cookie lets a browser past only the e-mail it was issued to.
    expectError(await login('target@example.com', '192.0.2.70', 'Wrong12345', ownerDevice), 429);
  });
});

// 198.51.100.200 is locked for the admin's e-mail (the first test): only a valid device cookie
// gets a password checked there for the next 15 minutes.
describe('device cookies issued before a password change or a sign-out', () => {
  const LOCKED_ADDRESS = '198.51.100.200';
  const NEW_PASSWORD = 'Changed2026x';

  it('no longer count after a password change; the answer brings this browser a new one', async () => {
    const signedIn = await login(ADMIN.email, '192.0.2.90', ADMIN.password, ownerDevice);
    expect(signedIn.status).toBe(200);
    const before = deviceCookie(signedIn);
    expect((await login(ADMIN.email, LOCKED_ADDRESS, ADMIN.password, before)).status).toBe(200);
    const change = await call('/auth/password', {
      method: 'PUT',
      token: (signedIn.body as { token: string }).token,
      json: { currentPassword: ADMIN.password, newPassword: NEW_PASSWORD },
      headers: from('192.0.2.91', before),
    });
    expect(change.status).toBe(200);
    const after = deviceCookie(change);
    // A stolen copy of the old cookie is now an unknown browser's: it meets the address's lock.
    for (const device of [before, ownerDevice]) {
      expectError(await login(ADMIN.email, LOCKED_ADDRESS, NEW_PASSWORD, device), 429);
    }
    expect((await login(ADMIN.email, LOCKED_ADDRESS, NEW_PASSWORD, after)).status).toBe(200);
    ownerDevice = after;
  });

  it('no longer count after signing out, which gives this browser a new one', async () => {
    const signedIn = await login(ADMIN.email, LOCKED_ADDRESS, NEW_PASSWORD, ownerDevice);
    expect(signedIn.status).toBe(200);
    const logout = await call('/auth/logout', {
      method: 'POST',
      token: (signedIn.body as { token: string }).token,
      headers: from('192.0.2.92', ownerDevice),
    });
    expect(logout.status).toBe(204);
    const after = deviceCookie(logout);
    expectError(await login(ADMIN.email, LOCKED_ADDRESS, NEW_PASSWORD, ownerDevice), 429);
    expect((await login(ADMIN.email, LOCKED_ADDRESS, NEW_PASSWORD, after)).status).toBe(200);
  });
});

// Last: it uses up the limit of 127.0.0.1, where this test's own requests come from.
describe('TRUST_PROXY=1', () => {
  it('counts the address the proxy saw, not the one the client wrote to its left', async () => {
    const results = [];
    for (let i = 1; i <= 25; i++) {
      results.push(await login(`proxied${i}@example.com`, `198.51.100.${i}, 127.0.0.1`));
    }
    expect(results.map((r) => r.status)).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
  });
});
