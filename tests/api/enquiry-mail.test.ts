import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { client, DOG, signupAdmin } from './support/client';
import { applicationBody } from './support/application';
import { signedStart } from './support/enquiry';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// A real SMTP server on its own port receives what the site sends.
const BREEDER = 'breeder@example.com';
const FROM = 'kennel@example.com';
const KENNEL = { email: 'hello@kennel.example', phone: '+36 30 999 8877' };

let smtp: TestSmtpServer;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  server = await startServer({
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    MAIL_FROM: FROM,
    NOTIFY_EMAIL: BREEDER,
  });
  call = client(server.url);
  token = await signupAdmin(call);
  expect((await call('/info', { method: 'PUT', token, json: KENNEL })).status).toBe(200);
  // The breeder reads German (SPEC §13): her notices are in it, whatever the buyer writes in.
  const account = await call('/auth/user', { method: 'PATCH', token, json: { locale: 'de' } });
  expect(account.status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

let addressCount = 0;
const enquiry = (fields: Record<string, unknown>) => ({
  name: 'Kovács Éva',
  phone: '+36 30 123 4567',
  consent: true,
  website: '',
  start: signedStart(10_000),
  ...fields,
});
const send = (body: unknown) =>
  call<{ id: number }>('/enquiries', {
    json: body,
    headers: { 'x-forwarded-for': `203.0.113.${++addressCount}` },
  });

/** The messages to `address` so far. */
const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe('enquiry mail', () => {
  it('sends the breeder the enquiry in her language and the buyer an acknowledgement in theirs', async () => {
    const dog = (
      await call<{ id: number; slug: string }>('/admin/dogs', {
        token,
        json: { ...DOG, name: 'Bogyó' },
      })
    ).body;
    const sent = await send(
      enquiry({
        dogId: dog.id,
        email: 'eva@example.com',
        locale: 'hu',
        message: 'Mikor vihetem haza?',
      }),
    );
    expect(sent.status).toBe(201);
    await smtp.waitFor(2);

    const [notice] = to(BREEDER);
    expect(notice).toBeDefined();
    expect(notice!.from).toBe(FROM);
    expect(notice!.headers['reply-to']).toContain('eva@example.com');
    expect(notice!.subject).toBe('Neue Anfrage von Kovács Éva zu Bogyó');
    expect(notice!.text).toContain('Mikor vihetem haza?');
    expect(notice!.text).toContain('Telefon: +36 30 123 4567');
    expect(notice!.text).not.toContain('érdeklődés');
    expect(notice!.text).toContain(`/${dog.slug}`);

    // The acknowledgement: a fixed text with the dog and the kennel's details, nothing typed in.
    const [ack] = to('eva@example.com');
    expect(ack).toBeDefined();
    expect(ack!.from).toBe(FROM);
    expect(ack!.subject).toContain('megkaptuk Bogyó kapcsán feltett kérdését');
    expect(ack!.text).toContain('Jó napot kívánunk!');
    expect(ack!.text).toContain('írt nekünk Bogyó kapcsán');
    expect(ack!.text).toContain(KENNEL.email);
    expect(ack!.text).toContain(KENNEL.phone);
    expect(ack!.text).toContain(`/${dog.slug}`);
    expect(ack!.text).not.toContain('Kovács Éva');
    expect(ack!.text).not.toContain('Mikor vihetem haza?');
  });

  it('never echoes what was posted in an acknowledgement: the name and message go to the breeder only', async () => {
    const before = smtp.received.length;
    const message = `Cheap pills at https://spam.example/${'x'.repeat(50)} call now`;
    const name = 'Win\r\nBcc: everyone@example.com';
    for (const locale of ['en', 'hu', 'de']) {
      expect(
        (await send(enquiry({ email: `target-${locale}@example.com`, locale, message, name })))
          .status,
      ).toBe(201);
    }
    await smtp.waitFor(before + 6);
    for (const locale of ['en', 'hu', 'de']) {
      const acks = to(`target-${locale}@example.com`);
      expect(acks).toHaveLength(1);
      for (const part of [acks[0]!.subject, acks[0]!.text, JSON.stringify(acks[0]!.headers)]) {
        expect(part).not.toContain('spam.example');
        expect(part).not.toContain('Cheap pills');
        expect(part).not.toContain('Win');
        expect(part).not.toContain('everyone@example.com');
      }
      expect(acks[0]!.to).toEqual([`target-${locale}@example.com`]);
    }
    // The breeder reads it all, the name on one line.
    const notices = to(BREEDER).slice(-3);
    expect(notices.every((notice) => notice.text.includes(message))).toBe(true);
    expect(notices[0]!.subject).toContain('Win Bcc: everyone@example.com');
    expect(smtp.received.some((mail) => mail.to.includes('everyone@example.com'))).toBe(false);
  });

  it('writes to a German buyer in German, and sends nothing for a bot', async () => {
    const before = smtp.received.length;
    expect(
      (
        await send(
          enquiry({ email: 'bot@example.com', locale: 'de', message: 'Spam', website: 'x' }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await send(
          enquiry({ email: 'klaus@example.de', locale: 'de', message: 'Haben Sie Welpen?' }),
        )
      ).status,
    ).toBe(201);
    await smtp.waitFor(before + 2);
    const [ack] = to('klaus@example.de');
    expect(ack!.subject).toContain('Wir haben Ihre Nachricht erhalten');
    expect(ack!.text).toContain('Guten Tag,');
    expect(ack!.text).not.toContain('Haben Sie Welpen?');
    expect(to(BREEDER).at(-1)!.subject).toBe('Neue Anfrage von Kovács Éva');
    // Give a bot's mail every chance to arrive: there is none.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(to('bot@example.com')).toEqual([]);
    expect(smtp.received.length).toBe(before + 2);
  });

  it('stores the enquiry while the SMTP server is down, and sends it once it is back', async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const sent = await send(
      enquiry({ email: 'patient@example.com', locale: 'en', message: 'Any news?' }),
    );
    expect(sent.status).toBe(201);
    const inbox = await call<{ id: number }[]>('/admin/enquiries', { token });
    expect(inbox.body.map((e) => e.id)).toContain(sent.body.id);
    // Let the first tries fail.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.received.length).toBe(before);
    await smtp.start();
    await smtp.waitFor(before + 2, 40_000);
    const [ack] = to('patient@example.com');
    expect(ack!.subject).toContain('we have received your message');
    expect(to(BREEDER).at(-1)!.text).toContain('Any news?');
  }, 60_000);

  it('gives up on a permanent refusal (5xx), and the inbox says the acknowledgement was not delivered', async () => {
    const nobody = 'nobody@example.org';
    smtp.rejected.add(nobody);
    const before = smtp.received.length;
    const sent = await send(enquiry({ email: nobody, locale: 'en', message: 'Hello?' }));
    expect(sent.status).toBe(201);
    // The breeder's notice arrives; the acknowledgement is refused once and given up.
    await smtp.waitFor(before + 1);
    await expect
      .poll(
        async () =>
          (await call<any[]>('/admin/enquiries', { token })).body.find((e) => e.id === sent.body.id)
            ?.undelivered,
        { timeout: 20_000 },
      )
      .toEqual(['acknowledgement']);
    expect(smtp.refusals.filter((address) => address === nobody)).toHaveLength(1);
    // Mail sent after it goes out, and the refused one is never tried again.
    const later = smtp.received.length;
    expect(
      (await send(enquiry({ email: 'later@example.com', locale: 'en', message: 'And now?' })))
        .status,
    ).toBe(201);
    await smtp.waitFor(later + 2);
    expect(smtp.refusals.filter((address) => address === nobody)).toHaveLength(1);
    expect(server.output()).toContain('given up');
  }, 40_000);
});

describe('the budget of mails with a person’s own link', () => {
  let capped: TestServer;
  let cappedSmtp: TestSmtpServer;
  let cappedCall: ReturnType<typeof client>;
  let admin: string;
  beforeAll(async () => {
    cappedSmtp = await startSmtpServer(await freePort());
    capped = await startServer({
      TRUST_PROXY: '1',
      SMTP_URL: cappedSmtp.url,
      MAIL_FROM: FROM,
      NOTIFY_EMAIL: BREEDER,
      LINK_MAILS_PER_ADDRESS: '2',
    });
    cappedCall = client(capped.url);
    admin = await signupAdmin(cappedCall);
  });
  afterAll(async () => {
    await capped?.stop();
    await cappedSmtp?.stop();
  });
  const mailsTo = (address: string) =>
    cappedSmtp.received.filter((mail) => mail.to.includes(address));
  async function waitForMailTo(address: string) {
    for (let i = 0; i < 100 && mailsTo(address).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return mailsTo(address);
  }
  const resend = (ticket: string, ip: string) =>
    cappedCall<{ mail: string; message?: string }>('/link-mail/resend', {
      json: { ticket },
      headers: { 'x-forwarded-for': ip },
    });

  it('one address’s flood holds back only its own mails: an applicant elsewhere gets their link', async () => {
    const flood = [];
    for (let i = 1; i <= 3; i++) {
      const sent = await cappedCall<{ id: number; resend?: string }>('/enquiries', {
        json: enquiry({ email: `flood${i}@example.net`, locale: 'en', message: `Flood ${i}` }),
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(sent.status).toBe(201);
      flood.push(sent.body);
    }
    expect(flood.map((sent) => Boolean(sent.resend))).toEqual([false, false, true]);

    const applied = await cappedCall<{ id: number; resend?: string }>('/applications', {
      json: applicationBody({ name: 'Nagy Anna', email: 'anna@example.org', locale: 'en' }),
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body.resend).toBeUndefined();
    const [ack] = await waitForMailTo('anna@example.org');
    expect(ack!.text).toMatch(/\/my\/[A-Za-z0-9_-]{43}/);

    // Never silent: the breeder is told in the notice and the inbox, and nothing went out.
    const held = flood[2]!;
    await waitForMailTo('flood1@example.net');
    const notice = mailsTo(BREEDER).find((mail) => mail.text.includes('Flood 3'));
    expect(notice?.text).toContain('was NOT e-mailed yet');
    expect(mailsTo('flood3@example.net')).toHaveLength(0);
    const inbox = await cappedCall<any[]>('/admin/enquiries', { token: admin });
    const listed = inbox.body.find((row) => row.id === held.id);
    expect(listed.undelivered).toEqual(['acknowledgement']);
    expect(capped.output().match(/LINK_MAILS_PER_ADDRESS/g)).toHaveLength(1);

    // Asked again from the same address the budget still says no; from the person's own it goes.
    const refused = await resend(held.resend!, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('linkMailHeld');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await resend(held.resend!, '203.0.113.77')).body).toEqual({ mail: 'sent' });
    const [released] = await waitForMailTo('flood3@example.net');
    expect(released!.text).toContain('Thank you for writing');
    expect((await resend(held.resend!, '203.0.113.77')).body).toEqual({ mail: 'alreadySent' });
    const after = await cappedCall<any[]>('/admin/enquiries', { token: admin });
    expect(after.body.find((row) => row.id === held.id).undelivered).toEqual([]);
    // A ticket this server did not sign opens nothing.
    const forged = await resend(`${held.id}.${'A'.repeat(43)}`, '203.0.113.77');
    expect(forged.status).toBe(404);
  });

  it('a held application link is offered again on the confirmation page, without JavaScript too', async () => {
    const ip = '198.51.100.99';
    const tickets: (string | undefined)[] = [];
    for (let i = 1; i <= 3; i++) {
      const sent = await cappedCall<{ id: number; resend?: string }>('/applications', {
        json: applicationBody({
          name: `Applicant ${i}`,
          email: `applicant${i}@example.org`,
          locale: 'de',
        }),
        headers: { 'x-forwarded-for': ip },
      });
      expect(sent.status).toBe(201);
      tickets.push(sent.body.resend);
    }
    expect(tickets.map(Boolean)).toEqual([false, false, true]);
    const page = await fetch(`${capped.url}/apply?held=${tickets[2]}`, {
      headers: { 'accept-language': 'de', 'x-forwarded-for': ip },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Link noch einmal senden');
    expect(html).toContain(`name="ticket" value="${tickets[2]}"`);

    const form = (from: string) =>
      fetch(`${capped.url}/api/link-mail/resend`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': from,
        },
        body: new URLSearchParams({ ticket: tickets[2]! }),
      });
    const again = await form(ip);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toMatch(
      /^\/apply\?held=[^&]+&retryMinutes=\d+#apply-sent$/,
    );
    const sent = await form('203.0.113.150');
    expect(sent.headers.get('location')).toBe('/apply?linkResent=1#apply-sent');
    const [ack] = await waitForMailTo('applicant3@example.org');
    expect(ack!.text).toMatch(/\/my\/[A-Za-z0-9_-]{43}/);
  });
});
