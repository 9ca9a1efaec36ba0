import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { applicationBody } from './support/application';
import { client, DOG, sessionCookie, signupAdmin } from './support/client';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// One zone for every time, the kennel's (Europe/Budapest), whatever zone the
// server runs in; a buyer abroad reads it with the zone named.
let smtp: TestSmtpServer;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  // A server far from Budapest: its own zone must show nowhere.
  server = await startServer({
    TZ: 'America/New_York',
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'kennel@example.com',
    NOTIFY_EMAIL: 'breeder@example.com',
  });
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const admin = (path: string, method = 'GET', json?: unknown) =>
  call<any>(path, { method, token, ...(json === undefined ? {} : { json }) });

async function mailTo(address: string, subject: RegExp) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = smtp.received.find((m) => m.to.includes(address) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} about ${subject}`);
    await smtp.waitFor(smtp.received.length + 1, deadline - Date.now()).catch(() => {});
  }
}

/** As the admin screens print a moment: medium date, short time, in `timeZone`. */
const adminMoment = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/** As a buyer reads one: the date in full, the time, the zone named. */
const buyerMoment = (locale: string, iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

describe('the kennel’s clock', () => {
  it('shows the admin’s times in Budapest’s zone, not the server’s', async () => {
    const applied = await call<{ id: number }>('/applications', {
      headers: { 'x-forwarded-for': '198.51.100.31' },
      json: applicationBody({
        name: 'Zeno',
        email: 'zeno@example.com',
        country: 'HU',
        locale: 'en',
      }),
    });
    expect(applied.status).toBe(201);
    const { createdAt } = (await admin(`/admin/applications/${applied.body.id}`)).body;
    expect(adminMoment(createdAt, 'Europe/Budapest')).not.toBe(
      adminMoment(createdAt, 'America/New_York'),
    );
    const cookie = `${await sessionCookie(call)}; NEXT_LOCALE=en`;
    for (const path of ['/admin/applications', `/admin/applications/${applied.body.id}`]) {
      const html = textOf(await httpRequest(server.url, path, { ...BROWSER, cookie }));
      expect(html, path).toContain(`Received ${adminMoment(createdAt, 'Europe/Budapest')}`);
      expect(html, path).not.toContain(adminMoment(createdAt, 'America/New_York'));
    }
  });

  it('names the zone where a buyer abroad reads a deadline: mail and private page', async () => {
    const email = 'klara@example.com';
    const applied = await call<{ id: number }>('/applications', {
      headers: { 'x-forwarded-for': '198.51.100.32' },
      json: applicationBody({ name: 'Klara', email, country: 'DE', locale: 'de' }),
    });
    expect(applied.status).toBe(201);
    const id = applied.body.id;
    const link = /\/my\/([A-Za-z0-9_-]{43})/.exec((await mailTo(email, /./)).text)![1]!;
    const { version } = (await admin(`/admin/applications/${id}`)).body;
    const approved = await admin(`/admin/applications/${id}`, 'PATCH', {
      decision: 'approve',
      version,
    });
    expect(approved.status).toBe(200);
    const puppy = (await admin('/admin/dogs', 'POST', { ...DOG, name: 'Zimt' })).body;
    const offered = await admin('/admin/offers', 'POST', {
      applicationId: id,
      dogId: puppy.id,
      version: approved.body.version,
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const expiresAt = offered.body.offer.expiresAt as string;
    const named = `${buyerMoment('de', expiresAt, 'Europe/Budapest')} (Budapester Zeit)`;

    const mail = await mailTo(email, /Zimt/);
    expect(mail.text).toContain(`bis ${named} an`);
    const page = textOf(
      await httpRequest(server.url, `/my/${link}`, { ...BROWSER, cookie: 'NEXT_LOCALE=en' }),
    );
    expect(page).toContain(named);
    expect(page).not.toContain(buyerMoment('de', expiresAt, 'America/New_York'));
  });
});
