import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { client, DOG, signupAdmin } from './support/client';
import { startServer, type TestServer } from './support/server';
import { SMTP_LOGIN, startSmtpServer, type TestSmtpServer } from './support/smtp';

// A real SMTP server on its own port receives what the site sends (issue 19).
const BREEDER = 'breeder@example.com';
const FROM = 'kennel@example.com';

let smtp: TestSmtpServer;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  server = await startServer({
    TRUST_PROXY: '1',
    SMTP_URL: `smtp://${SMTP_LOGIN.user}:${encodeURIComponent(SMTP_LOGIN.pass)}@127.0.0.1:${smtp.port}`,
    MAIL_FROM: FROM,
    NOTIFY_EMAIL: BREEDER,
  });
  call = client(server.url);
  token = await signupAdmin(call);
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
  startedAt: Date.now() - 10_000,
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

    const [ack] = to('eva@example.com');
    expect(ack).toBeDefined();
    expect(ack!.from).toBe(FROM);
    expect(ack!.subject).toContain('megkaptuk Bogyó kutyussal kapcsolatos kérdését');
    expect(ack!.text).toContain('Kedves Kovács Éva!');
    expect(ack!.text).toContain('Mikor vihetem haza?');
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
    expect(ack!.text).toContain('Guten Tag Kovács Éva,');
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
});
