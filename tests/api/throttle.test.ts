import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, client, expectError, signupAdmin, type CallResult } from './support/client';
import { startServer, type TestServer } from './support/server';

// Behind a trusted proxy each test names its own client addresses, so the per-address limit of
// one test leaves the others alone.
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
  call = client(server.url);
});
afterAll(() => server?.stop());

const from = (address: string) => ({ 'x-forwarded-for': address });

function login(email: string, address: string) {
  return call('/auth/login', { json: { email, password: 'Wrong12345' }, headers: from(address) });
}

/** How many answers had each status; every one is a wrong password (401) or a throttled try. */
function tally(results: CallResult[]): { 401: number; 429: number } {
  for (const result of results) {
    if (result.status === 401) {
      expectError(result, 401, 'invalidCredentials');
    } else {
      expectError(result, 429, 'tooManyAttempts');
      const wait = Number(result.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(800);
      expect(wait).toBeLessThanOrEqual(900);
    }
  }
  const count = (status: number) => results.filter((r) => r.status === status).length;
  return { 401: count(401), 429: count(429) };
}

// SPEC §7: 5 failures for one e-mail or 20 from one address within 15 minutes. Concurrent tries
// must not all pass the check while the first ones are still hashing their password.
describe('login throttling under concurrent attempts', () => {
  it('checks at most 5 passwords for one e-mail, whatever the addresses', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('target@example.com', `198.51.100.${i + 1}`)),
    );
    expect(tally(results)).toEqual({ 401: 5, 429: 25 });
  });

  it('checks at most 20 passwords from one address, whatever the e-mails', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`spray${i}@example.com`, '203.0.113.50')),
    );
    expect(tally(results)).toEqual({ 401: 20, 429: 10 });
  });

  it('counts an IPv6 client by its /64 network, which one subscriber usually holds whole', async () => {
    const addresses = Array.from({ length: 25 }, (_, i) => `2001:db8:7:7::${(i + 1).toString(16)}`);
    // Other spellings of the same network.
    addresses[3] = '2001:0db8:0007:0007:ffff:ffff:ffff:ffff';
    addresses[4] = '2001:DB8:7:7:1:2:3:4';
    const results = await Promise.all(
      addresses.map((address, i) => login(`hop${i}@example.com`, address)),
    );
    expect(tally(results)).toEqual({ 401: 20, 429: 5 });
    expectError(await login('hop@example.com', '2001:db8:7:8::1'), 401, 'invalidCredentials');
  });
});

describe('password change throttling', () => {
  it('checks the current password like a login: 5 failures, then 429 with Retry-After', async () => {
    const token = await signupAdmin(call);
    const change = (currentPassword: string) =>
      call('/auth/password', {
        method: 'PUT',
        token,
        json: { currentPassword, newPassword: 'NewSecret99' },
        headers: from('192.0.2.10'),
      });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => change(`Wrong${i}guess`)),
    );
    expect(tally(results)).toEqual({ 401: 5, 429: 25 });
    // Even the right password now waits, and so does a login to the account from elsewhere:
    // both count against the account's e-mail.
    expectError(await change(ADMIN.password), 429, 'tooManyAttempts');
    expectError(
      await call('/auth/login', {
        json: { email: ADMIN.email, password: ADMIN.password },
        headers: from('192.0.2.11'),
      }),
      429,
      'tooManyAttempts',
    );
    expect((await call('/auth/user', { token })).status).toBe(200);
  });
});
