import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { client, DOG, signupAdmin } from './support/client';
import { signedStart } from './support/enquiry';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';

// The whole selling journey on one litter: litter → subscription confirmed → "born" mail →
// applications for the litter → approval → deposit received → offer → pass → offer to the next
// → accept → puppy reserved. A real SMTP server receives every mail, each in its reader's
// language.
const BREEDER = 'breeder@example.com';

let smtp: TestSmtpServer;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let addressCount = 0;

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  server = await startServer({
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'kennel@example.com',
    NOTIFY_EMAIL: BREEDER,
    BANK_IBAN: 'HU42 1177 3016 1111 1018 0000 0000',
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
const visitor = () => ({ 'x-forwarded-for': `203.0.113.${++addressCount}` });

/** The mail to `address` whose subject matches, once it has come. */
async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  const find = () => smtp.received.find((m) => m.to.includes(address) && subject.test(m.subject));
  await expect
    .poll(() => find()?.subject ?? smtp.received.map((m) => `${m.to}: ${m.subject}`), {
      timeout: 20_000,
    })
    .toMatch(subject);
  return find()!;
}

const PARENT = { ...DOG, birthday: '2021-03-04', kind: 'parent', price: null };

describe('the selling journey', () => {
  let litter: any;
  let puppy: any;
  const buyers: Record<string, { id: number; email: string; link: string }> = {};

  it('tells a confirmed subscriber, in their language, when the litter is born', async () => {
    const mother = (await admin('/admin/dogs', 'POST', { ...PARENT, name: 'Mimi' })).body;
    const father = (
      await admin('/admin/dogs', 'POST', { ...PARENT, name: 'Pista', gender: 'male' })
    ).body;
    const created = await admin('/admin/litters', 'POST', {
      motherId: mother.id,
      fatherId: father.id,
      status: 'expected',
      matedAt: '2026-08-01',
      expectedAt: '2026-10-03',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    litter = created.body;

    const email = 'greta@example.com';
    const subscribed = await call('/subscriptions', {
      headers: visitor(),
      json: {
        email,
        locale: 'de',
        litterId: litter.id,
        consent: true,
        website: '',
        start: signedStart(10_000),
      },
    });
    expect(subscribed.status).toBe(202);
    const confirmation = await mailTo(email, /bestätigen/);
    const confirmToken = /\/api\/subscriptions\/confirm\?token=([\w-]{43})/.exec(
      confirmation.text,
    )![1]!;
    const opened = await fetch(`${server.url}/api/subscriptions/confirm?token=${confirmToken}`, {
      redirect: 'manual',
    });
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
    // The page's button posts the token kept in the cookie.
    const confirmed = await fetch(`${server.url}/api/subscriptions/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: '',
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(/#subscription-confirmed$/);

    // The breeder's screens say whom the news mails before they change the status.
    const before = (await admin(`/admin/litters/${litter.id}`)).body;
    expect(before.mailAudience).toEqual({ expected: 0, born: 1, ready: 1 });
    const born = await admin(`/admin/litters/${litter.id}`, 'PATCH', {
      status: 'born',
      bornAt: '2026-10-02',
      born: { males: 1, females: 2, colors: { blue: 3 } },
      version: litter.version,
    });
    expect(born.status, JSON.stringify(born.body)).toBe(200);
    litter = born.body;
    expect(litter.mailAudience).toEqual({ expected: 0, born: 0, ready: 1 });
    const news = await mailTo(email, /Mimi/);
    expect(news.text).toContain(`/litters/${litter.slug}`);
    expect(news.headers['list-unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/subscriptions\//);
    expect(news.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(news.text).toMatch(/Guten Tag|Wurf/);
  });

  it('lines up two applicants for the litter, paid first, and moves an offer on after a pass', async () => {
    puppy = (
      await admin('/admin/dogs', 'POST', {
        ...DOG,
        name: 'Morzsa',
        birthday: '2026-10-02',
        litterId: litter.id,
      })
    ).body;
    for (const [name, locale, country] of [
      ['Hanna', 'hu', 'HU'],
      ['Ida', 'en', 'IE'],
    ] as const) {
      const email = `${name.toLowerCase()}@example.com`;
      const applied = await call<{ id: number }>('/applications', {
        headers: visitor(),
        json: {
          name,
          email,
          phone: '+36 30 123 4567',
          country,
          city: 'Pécs',
          household: 'Two adults.',
          experience: 'First French Bulldog.',
          preferredSex: 'female',
          preferredColor: 'blue',
          litter: litter.slug,
          timing: 'December',
          message: '',
          locale,
          consent: true,
          website: '',
          start: signedStart(10_000),
        },
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      const link = /\/my\/([\w-]{43})/.exec((await mailTo(email, /./)).text)![1]!;
      buyers[name] = { id: applied.body.id, email, link };
      const { version } = (await admin(`/admin/applications/${applied.body.id}`)).body;
      const approved = await admin(`/admin/applications/${applied.body.id}`, 'PATCH', {
        decision: 'approve',
        version,
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    }
    const line = async () =>
      (await admin(`/admin/waiting-list?litter=${litter.id}`)).body.lines[0].entries as any[];
    expect((await line()).map((e) => e.name)).toEqual(['Hanna', 'Ida']);

    // Ida pays her deposit first: she leads the line, and gets a receipt in English.
    const ida = (await line()).find((e) => e.name === 'Ida');
    const received = await admin(`/admin/applications/${ida.id}/deposit`, 'PATCH', {
      amount: 400,
      dueAt: '2026-11-30',
      received: true,
      version: ida.version,
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    await mailTo(buyers.Ida!.email, /received your deposit/);
    expect((await line()).map((e) => e.name)).toEqual(['Ida', 'Hanna']);

    // The puppy goes to the first in line; Ida passes; the offer moves on to Hanna.
    const first = (await line())[0];
    const offered = await admin('/admin/offers', 'POST', {
      applicationId: first.id,
      dogId: puppy.id,
      version: first.version,
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    await mailTo(buyers.Ida!.email, /Morzsa/);
    const passed = await call(`/my/${buyers.Ida!.link}/offer`, {
      json: { offerId: offered.body.offer.id, answer: 'pass' },
    });
    expect(passed.status).toBe(204);
    await mailTo(buyers.Hanna!.email, /Morzsa/);
    const hanna = (await line()).find((e) => e.name === 'Hanna');
    expect(hanna.offer.dog.id).toBe(puppy.id);
    expect((await line()).find((e) => e.name === 'Ida').passes).toBe(1);

    // Hanna accepts: the puppy is reserved, on its public page and in the litter's.
    const accepted = await call(`/my/${buyers.Hanna!.link}/offer`, {
      json: { offerId: hanna.offer.id, answer: 'accept' },
    });
    expect(accepted.status).toBe(204);
    expect((await call<any>(`/dogs/${puppy.slug}`)).body.reserved).toBe(true);
    const publicLitter = (await call<any>(`/litters/${litter.slug}`)).body;
    expect(publicLitter.puppies.find((p: any) => p.id === puppy.id).status).toBe('reserved');
  });
});
