import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { client, DOG, signupAdmin } from './support/client';
import { signedStart } from './support/enquiry';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// A real SMTP server on its own port receives what the site sends (issue 19).
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
  it('sends the breeder the enquiry and the buyer an acknowledgement, in the buyer’s language', async () => {
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
    expect(notice!.subject).toBe('Új érdeklődés: Kovács Éva, Bogyó kutyusról');
    expect(notice!.text).toContain('Mikor vihetem haza?');
    expect(notice!.text).toContain('Telefon: +36 30 123 4567');
    expect(notice!.text).toContain(`/${dog.slug}`);

    // The acknowledgement: a fixed text with the dog and the kennel's details, nothing typed in.
    const [ack] = to('eva@example.com');
    expect(ack).toBeDefined();
    expect(ack!.from).toBe(FROM);
    expect(ack!.subject).toContain('megkaptuk Bogyó kutyussal kapcsolatos kérdését');
    expect(ack!.text).toContain('Jó napot kívánunk!');
    expect(ack!.text).toContain('Bogyó kutyussal kapcsolatban');
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

describe('the hourly cap on acknowledgements', () => {
  let capped: TestServer;
  let cappedSmtp: TestSmtpServer;
  beforeAll(async () => {
    cappedSmtp = await startSmtpServer(await freePort());
    capped = await startServer({
      TRUST_PROXY: '1',
      SMTP_URL: cappedSmtp.url,
      MAIL_FROM: FROM,
      NOTIFY_EMAIL: BREEDER,
      ENQUIRY_ACKS_PER_HOUR: '2',
    });
  });
  afterAll(async () => {
    await capped?.stop();
    await cappedSmtp?.stop();
  });

  it('sends at most ENQUIRY_ACKS_PER_HOUR; past it the enquiry is stored and the breeder told', async () => {
    const cappedCall = client(capped.url);
    const admin = await signupAdmin(cappedCall);
    const ids: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const sent = await cappedCall<{ id: number }>('/enquiries', {
        json: enquiry({ email: `buyer${i}@example.net`, locale: 'en', message: `Question ${i}` }),
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      expect(sent.status).toBe(201);
      ids.push(sent.body.id);
    }
    // Four notices and two acknowledgements.
    await cappedSmtp.waitFor(6);
    const listed = await cappedCall<any[]>('/admin/enquiries', { token: admin });
    expect(listed.body.map((e) => e.id).sort()).toEqual([...ids].sort());
    const notices = cappedSmtp.received.filter((mail) => mail.to.includes(BREEDER));
    expect(notices.map((mail) => mail.text.match(/Question \d/)?.[0]).sort()).toEqual([
      'Question 1',
      'Question 2',
      'Question 3',
      'Question 4',
    ]);
    const acks = cappedSmtp.received.filter((mail) => !mail.to.includes(BREEDER));
    expect(acks.map((mail) => mail.to[0]).sort()).toEqual([
      'buyer1@example.net',
      'buyer2@example.net',
    ]);
    // Said once, not for every enquiry past the cap.
    expect(capped.output().match(/ENQUIRY_ACKS_PER_HOUR/g)).toHaveLength(1);
  });
});
