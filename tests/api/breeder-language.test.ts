import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { applicationBody } from './support/application';
import {
  ADMIN,
  client,
  DOG,
  expectError,
  expectFieldError,
  POSTAL_ADDRESS,
  SELLER,
  signupAdmin,
} from './support/client';
import { signedStart } from './support/enquiry';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';

// SPEC §13: the breeder chooses her own language, and every mail to the
// kennel and every admin screen is in it, whatever the buyer's; every buyer mail after the first
// carries the buyer's private page, a link that opens it.

const BREEDER = ADMIN.email;
const CHIP = '348098100654321';

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
const visitor = () => ({ 'x-forwarded-for': `198.51.100.${++addressCount}` });

/** The first mail to `address` whose subject matches and that `seen` did not count yet. */
async function mailTo(address: string, subject: RegExp, seen = 0): Promise<ReceivedMail> {
  const matching = () =>
    smtp.received.filter((m) => m.to.includes(address) && subject.test(m.subject));
  await expect.poll(() => matching().length, { timeout: 20_000 }).toBeGreaterThan(seen);
  return matching()[seen]!;
}

/** A signed private link in a mail: `/my/{id}.{signature}`, never the first mail's token. */
const SIGNED_LINK = /https?:\/\/[^\s/]+\/my\/(\d+\.[A-Za-z0-9_-]{43})(?=\s|$)/;

function signedLinkIn(mail: ReceivedMail, id: number): string {
  const found = SIGNED_LINK.exec(mail.text);
  expect(found, `${mail.subject}\n${mail.text}`).not.toBeNull();
  expect(found![1]!.startsWith(`${id}.`)).toBe(true);
  return found![1]!;
}

/** The buyer's page as a browser opens it from the mail. */
const myPage = (link: string) =>
  httpRequest(server.url, `/my/${link}`, { ...BROWSER, cookie: 'NEXT_LOCALE=en' });

async function expectOpensPage(link: string, name: string) {
  const answer = await myPage(link);
  expect(answer.status).toBe(200);
  // The page is in the buyer's language, with their name: their own page.
  expect(textOf(answer)).toContain(`Guten Tag ${name}!`);
}

describe.sequential('the breeder’s language', () => {
  let klaus: { id: number; email: string; token: string };
  let yesno: number;

  it('is stored on the account: the account endpoint accepts and returns it, and refuses others', async () => {
    expect((await admin('/auth/user')).body.user).toMatchObject({ email: BREEDER, locale: null });
    expectFieldError(
      await admin('/auth/user', 'PATCH', { locale: 'fr' }),
      'locale',
      'invalidLocale',
    );
    expectError(await admin('/auth/user', 'PATCH', { locale: 'hu', extra: 1 }), 422);
    expectError(await call('/auth/user', { method: 'PATCH', json: { locale: 'hu' } }), 401);
    const saved = await admin('/auth/user', 'PATCH', { locale: 'hu' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ email: BREEDER, locale: 'hu' });
    expect((await admin('/auth/user')).body.user.locale).toBe('hu');
  });

  it('renders the admin in it, whatever the browser’s locale cookie, and leaves that cookie alone', async () => {
    const login = await call('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    const session = /(?:^|\s)(session=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
    const screen = await httpRequest(server.url, '/admin/password', {
      ...BROWSER,
      cookie: `${session}; NEXT_LOCALE=de`,
    });
    expect(screen.status).toBe(200);
    const html = textOf(screen);
    expect(html).toMatch(/<html[^>]* lang="hu"/);
    // The account screen offers the choice, showing the one stored (server-rendered).
    expect(html).toContain('Az Ön nyelve');
    expect(html).toMatch(/<option[^>]*value="hu"[^>]*selected|<option[^>]*selected[^>]*value="hu"/);
    expect(String(screen.headers['set-cookie'] ?? '')).not.toContain('NEXT_LOCALE');
    // A public page still follows the visitor's own choice.
    const contact = await httpRequest(server.url, '/contact', {
      ...BROWSER,
      cookie: `${session}; NEXT_LOCALE=de`,
    });
    expect(textOf(contact)).toMatch(/<html[^>]* lang="de"/);
  });

  it('mails her a German buyer’s application in her language, the answers under her questions', async () => {
    const question = await admin('/admin/application-questions', 'POST', {
      kind: 'yesno',
      label: { en: 'Do you have a garden?', hu: 'Van kertje?', de: 'Haben Sie einen Garten?' },
    });
    expect(question.status).toBe(201);
    yesno = question.body.id;
    const email = 'klaus@example.de';
    const applied = await call<{ id: number }>('/applications', {
      headers: visitor(),
      json: {
        ...applicationBody({
          name: 'Klaus Müller',
          email,
          locale: 'de',
          country: 'DE',
          city: 'Köln',
        }),
        answers: { [`q${yesno}`]: 'yes' },
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const notice = await mailTo(BREEDER, /Klaus Müller/);
    expect(notice.subject).toBe('Új jelentkezés: Klaus Müller');
    expect(notice.text).toContain('Ország: Németország');
    expect(notice.text).toContain('Háztartása és többi háziállata\nTwo adults, a garden.');
    expect(notice.text).toContain('Van kertje?\nIgen');
    expect(notice.text).not.toMatch(/Bewerbung|Haushalt|Garten|\bJa\b/);
    // The buyer's own mail stays in German, with the first mail's token.
    const ack = await mailTo(email, /./);
    expect(ack.text).toContain('Guten Tag');
    const first = /\/my\/([A-Za-z0-9_-]{43})/.exec(ack.text)![1]!;
    klaus = { id: applied.body.id, email, token: first };

    // The application's screen lists the answers under her questions too.
    const stored = await admin(`/admin/applications/${klaus.id}`);
    expect(stored.body.answers).toEqual(
      expect.arrayContaining([
        {
          key: 'household',
          question: 'Háztartása és többi háziállata',
          answer: 'Two adults, a garden.',
        },
        { key: `q${yesno}`, question: 'Van kertje?', answer: 'Igen' },
      ]),
    );
  });

  it('mails her a German enquiry in her language', async () => {
    const sent = await call('/enquiries', {
      headers: visitor(),
      json: {
        name: 'Jonas Weber',
        email: 'jonas@example.de',
        phone: '+49 170 1234567',
        message: 'Haben Sie noch Welpen?',
        locale: 'de',
        consent: true,
        website: '',
        start: signedStart(10_000),
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const notice = await mailTo(BREEDER, /Jonas Weber/);
    expect(notice.subject).toBe('Új érdeklődés: Jonas Weber');
    expect(notice.text).toContain('Telefon: +49 170 1234567');
    expect(notice.text).toContain('Haben Sie noch Welpen?');
    expect(notice.text).not.toContain('Neue Anfrage');
  });

  it('carries the buyer’s private page in every mail after the first, and each link opens it', async () => {
    const { version } = (await admin(`/admin/applications/${klaus.id}`)).body;
    const approved = await admin(`/admin/applications/${klaus.id}`, 'PATCH', {
      decision: 'approve',
      version,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // The screen's answer after the decision is in her language too.
    expect(approved.body.answers).toContainEqual({
      key: `q${yesno}`,
      question: 'Van kertje?',
      answer: 'Igen',
    });
    const approval = await mailTo(klaus.email, /angenommen/);
    const link = signedLinkIn(approval, klaus.id);
    expect(approval.text).not.toContain(klaus.token);
    await expectOpensPage(link, 'Klaus Müller');

    const asked = await admin(`/admin/applications/${klaus.id}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2027-01-15',
      version: approved.body.version,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const request = await mailTo(klaus.email, /Ihre Anzahlung$/);
    expect(request.text).not.toContain('nach Ihrer Bewerbung geschickt');
    await expectOpensPage(signedLinkIn(request, klaus.id), 'Klaus Müller');

    const received = await admin(`/admin/applications/${klaus.id}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2027-01-15',
      received: true,
      version: asked.body.version,
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    await expectOpensPage(
      signedLinkIn(await mailTo(klaus.email, /Anzahlung ist eingegangen/), klaus.id),
      'Klaus Müller',
    );

    const parent = { ...DOG, birthday: '2021-03-04', kind: 'parent', price: null };
    const mother = await admin('/admin/dogs', 'POST', { ...parent, name: 'Bella Anya' });
    const father = await admin('/admin/dogs', 'POST', {
      ...parent,
      name: 'Bruno Apa',
      gender: 'male',
    });
    const puppy = (
      await admin('/admin/dogs', 'POST', {
        ...DOG,
        name: 'Bogyo',
        price: 2500,
        motherId: mother.body.id,
        fatherId: father.body.id,
      })
    ).body;
    const offered = await admin('/admin/offers', 'POST', {
      applicationId: klaus.id,
      dogId: puppy.id,
      version: received.body.version,
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const offer = await mailTo(klaus.email, /Wir bieten Ihnen Bogyo an/);
    const offerLink = signedLinkIn(offer, klaus.id);
    await expectOpensPage(offerLink, 'Klaus Müller');
    // The signed link works wherever the first one does: the buyer accepts with it.
    const accepted = await call(`/my/${offerLink}/offer`, {
      json: { offerId: offered.body.offer.id, answer: 'accept' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(204);

    expect((await admin('/facts', 'PUT', SELLER)).status).toBe(200);
    const terms = { chipNumber: CHIP, breedingRights: false, buyerAddress: POSTAL_ADDRESS };
    const preview = await admin(`/admin/applications/${klaus.id}/contract/preview`, 'POST', terms);
    expect(preview.body.missing).toEqual([]);
    const sent = await admin(`/admin/applications/${klaus.id}/contract`, 'POST', {
      ...terms,
      version: 0,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const contract = await mailTo(klaus.email, /Welpenkaufvertrag ist bereit/);
    expect(contract.text).not.toContain('nach Ihrer Bewerbung geschickt');
    await expectOpensPage(signedLinkIn(contract, klaus.id), 'Klaus Müller');
  });

  it('carries it in booking mails too, and tells her of a booking in her language', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(
      new Date(Date.now() + 3 * 86_400_000),
    );
    const opened = await admin('/admin/bookings', 'POST', {
      day,
      time: '10:00',
      minutes: 30,
      count: 1,
      kind: 'either',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const booked = await call<any>(`/my/${klaus.token}/booking`, {
      json: { slotId: opened.body.slots[0].id, kind: 'visit' },
      headers: visitor(),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const notice = await mailTo(BREEDER, /^Új foglalás: /);
    expect(notice.text).toContain('Klaus Müller');
    const confirmation = await mailTo(klaus.email, /^Gebucht: /);
    await expectOpensPage(signedLinkIn(confirmation, klaus.id), 'Klaus Müller');

    // Cancelled by the breeder: the buyer's mail still carries their page.
    const cancelled = await admin(`/admin/bookings/${booked.body.booking.id}/cancel`, 'POST');
    expect(cancelled.status).toBe(200);
    const cancellation = await mailTo(klaus.email, /^Abgesagt: /);
    await expectOpensPage(signedLinkIn(cancellation, klaus.id), 'Klaus Müller');
  });

  it('opens nothing with a forged or outdated signed link, as an unknown token', async () => {
    const approval = await mailTo(klaus.email, /angenommen/);
    const link = signedLinkIn(approval, klaus.id);
    const [, signature] = link.split('.');
    const forged = `${klaus.id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const otherId = `${klaus.id + 1000}.${signature}`;
    for (const bad of [forged, otherId]) {
      expect((await myPage(bad)).status).toBe(404);
      expectError(await call(`/my/${bad}/offer`, { json: { offerId: 1, answer: 'pass' } }), 404);
    }
    // A new link for the buyer: the old token and every signed link of it stop working.
    const { version } = (await admin(`/admin/applications/${klaus.id}`)).body;
    const renewed = await admin(`/admin/applications/${klaus.id}/link?version=${version}`, 'POST');
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect((await myPage(link)).status).toBe(404);
    expect((await myPage(klaus.token)).status).toBe(404);
    const fresh = renewed.body.link.split('/my/')[1];
    expect((await myPage(fresh)).status).toBe(200);
  });
});
