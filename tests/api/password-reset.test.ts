import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { ADMIN, client, expectError, expectFieldError, signupAdmin } from './support/client';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';

// "Forgot password?": a single-use link mailed through the outbox to a real SMTP
// server, under the login throttle. Each test names its own client addresses (TRUST_PROXY=1).
const FROM = 'kennel@example.com';

let smtp: TestSmtpServer;
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  server = await startServer({
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    MAIL_FROM: FROM,
  });
  call = client(server.url);
  await signupAdmin(call);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const from = (address: string, cookie?: string) => ({
  'x-forwarded-for': address,
  ...(cookie ? { cookie } : {}),
});

const ask = (email: string, address: string, locale = 'en') =>
  call('/auth/password-reset', { json: { email, locale }, headers: from(address) });

const reset = (token: string, password: string, address: string) =>
  call<{ token: string }>('/auth/password-reset', {
    method: 'PUT',
    json: { token, password },
    headers: from(address),
  });

const login = (password: string, address: string, cookie?: string) =>
  call<{ token: string }>('/auth/login', {
    json: { email: ADMIN.email, password },
    headers: from(address, cookie),
  });

/** The next mail to the admin, and the token of the link in it. */
async function nextLink(): Promise<{ mail: ReceivedMail; token: string }> {
  const mail = (await smtp.waitFor(smtp.received.length + 1)).at(-1)!;
  expect(mail.to).toEqual([ADMIN.email]);
  const link = new RegExp(`${server.url}/reset-password#token=([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { mail, token: link![1]! };
}

/** The device cookie a response set, as a Cookie header. */
const deviceOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('device='))!
    .split(';')[0]!;

let password = ADMIN.password;
/** A token of the right shape that no link carries. */
const MADE_UP = 'a'.repeat(43);

describe('asking for a reset link', () => {
  it('answers the same for an address without an account, and mails nothing there', async () => {
    const before = smtp.received.length;
    const unknown = await ask('nobody@example.com', '192.0.2.1');
    // Asked from a Hungarian page: the mail is in Hungarian.
    const known = await ask(ADMIN.email, '192.0.2.1', 'hu');
    expect([unknown.status, known.status]).toEqual([204, 204]);
    expect(unknown.body).toEqual(known.body);
    const { mail } = await nextLink();
    expect(smtp.received.length).toBe(before + 1);
    expect(mail.from).toBe(FROM);
    expect(mail.subject).toMatch(/^Új jelszó beállítása/);
    expect(mail.text).toMatch(/^Kedves Anna!/);
    expect(mail.text).toContain('30 percen belül');
  });

  it('refuses what is not an address or a language', async () => {
    expectFieldError(await ask('not-an-address', '192.0.2.3'), 'email', 'invalidEmail');
    expectFieldError(await ask(ADMIN.email, '192.0.2.3', 'fr'), 'locale', 'invalidLocale');
  });
});

describe('the link', () => {
  it('sets a new password once, signs this browser in and everyone else out', async () => {
    const signedIn = await login(password, '192.0.2.10');
    expect(signedIn.status).toBe(200);
    const oldDevice = deviceOf(signedIn.headers);
    expect((await ask(ADMIN.email, '192.0.2.10')).status).toBe(204);
    const { token } = await nextLink();

    const done = await reset(token, 'Reset2026ab', '192.0.2.11');
    expect(done.status).toBe(200);
    password = 'Reset2026ab';
    expect((await call('/auth/user', { token: done.body.token })).status).toBe(200);
    expect(deviceOf(done.headers)).not.toBe(oldDevice);
    // The session from before the reset has ended, and the old password is gone.
    expectError(await call('/auth/user', { token: signedIn.body.token }), 401);
    expectError(await login(ADMIN.password, '192.0.2.12'), 401);
    expect((await login(password, '192.0.2.12')).status).toBe(200);

    // Used once: the same link again changes nothing.
    expectError(await reset(token, 'Another2026', '192.0.2.13'), 410, 'resetLinkInvalid');
    expect((await login(password, '192.0.2.12')).status).toBe(200);
  });

  it('stops working when the password is changed, or the account signs out, meanwhile', async () => {
    expect((await ask(ADMIN.email, '192.0.2.20')).status).toBe(204);
    const { token } = await nextLink();
    const signedIn = await login(password, '192.0.2.21');
    const logout = await call('/auth/logout', {
      method: 'POST',
      token: signedIn.body.token,
      headers: from('192.0.2.21'),
    });
    expect(logout.status).toBe(204);
    expectError(await reset(token, 'Another2026', '192.0.2.22'), 410, 'resetLinkInvalid');
    expect((await login(password, '192.0.2.21')).status).toBe(200);
  });

  it('applies the password rule and the common-password list; refuses what is no token', async () => {
    expectFieldError(
      await reset('whatever', 'Another2026', '192.0.2.30'),
      'token',
      'resetLinkInvalid',
    );
    expectFieldError(await reset(MADE_UP, 'short', '192.0.2.30'), 'password', 'passwordRule');
    expectFieldError(await reset(MADE_UP, 'password1', '192.0.2.30'), 'password', 'commonPassword');
  });
});

describe('throttling, as for a login', () => {
  it('asks: 5 from one address for one e-mail, then 429 with Retry-After; at most 3 mails an hour', async () => {
    const before = smtp.received.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ask(ADMIN.email, '198.51.100.7')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expectError(refused, 429, 'tooManyAttempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    // The same for an address without an account: the answers tell nothing.
    const unknown = await Promise.all(
      Array.from({ length: 6 }, () => ask('nobody@example.com', '198.51.100.8')),
    );
    expect(unknown.map((answer) => answer.status).sort()).toEqual([204, 204, 204, 204, 204, 429]);
    // Three links went out this hour before this test: none of these asks is mailed (the
    // outbox sends at once; the links above arrived well within this time).
    await expect(smtp.waitFor(before + 1, 3000)).rejects.toThrow();
    expect(smtp.received.length).toBe(before);
  });

  it('links: 20 wrong ones from one address, then 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        reset(`guess${i}`.padEnd(43, 'x'), 'Guessed2026', '198.51.100.9'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 410)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('leaves the owner’s sign-in alone: asks count apart from the login’s failures', async () => {
    // The admin's e-mail has had more than ten asks today, but no failed login.
    expect((await login(password, '198.51.100.10')).status).toBe(200);
  });
});
