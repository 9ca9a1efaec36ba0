import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { client, expectError, expectFieldError } from './support/client';
import { signedStart } from './support/enquiry';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';

// "Tell me when puppies are born": double opt-in and one-click unsubscribe, with a
// real SMTP server receiving what the site sends.
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
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

let addressCount = 0;
const newAddress = () => `198.51.100.${++addressCount}`;
const request = (fields: Record<string, unknown>) => ({
  locale: 'en',
  consent: true,
  website: '',
  start: signedStart(10_000),
  ...fields,
});
const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  call('/subscriptions', { json: body, headers: { 'x-forwarded-for': newAddress(), ...headers } });

const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
/** The first message to `address`, once it has come. */
async function mailTo(address: string): Promise<ReceivedMail> {
  await expect.poll(() => to(address).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return to(address)[0]!;
}
/** The token of a mail's link that leads to the `page` page (through the API). */
function linkToken(mail: ReceivedMail, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/api/subscriptions/${page}\\?token=([\\w-]{43})`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}
/** Opens a mailed link as a browser does: the API keeps its token and sends it to the page. */
async function openLink(page: 'confirm' | 'unsubscribe', token: string): Promise<string> {
  const opened = await fetch(`${server.url}/api/subscriptions/${page}?token=${token}`, {
    redirect: 'manual',
  });
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe(`/subscriptions/${page}`);
  const cookie = opened.headers.get('set-cookie') ?? '';
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('Path=/api/subscriptions');
  return cookie.split(';')[0]!;
}
const form = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': newAddress(),
      ...headers,
    },
    body,
  });

describe('subscribing', () => {
  it('answers 202 the same for a new and a known address, and mails only the new one, in its language', async () => {
    const first = await subscribe(request({ email: 'anna@example.com', locale: 'de' }));
    expect(first.status).toBe(202);
    const mail = await mailTo('anna@example.com');
    expect(mail.from).toBe(FROM);
    expect(mail.subject).toBe(
      'Budapest French Bulldogs: Bitte bestätigen Sie Ihre Anmeldung für Wurf-Neuigkeiten',
    );
    expect(mail.text).toContain('Guten Tag,');
    expect(mail.text).toContain('innerhalb von 7 Tagen gelöscht');
    linkToken(mail, 'confirm');

    // The same mailbox again (another spelling of it): the same answer, and no second mail.
    const again = await subscribe(request({ email: 'Anna+puppies@example.com', locale: 'en' }));
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('cache-control')).toBe('no-store');
    // Mail to another address after it arrives; none more for Anna meanwhile.
    expect((await subscribe(request({ email: 'bert@example.com', locale: 'hu' }))).status).toBe(
      202,
    );
    const hungarian = await mailTo('bert@example.com');
    expect(hungarian.subject).toContain('kérjük, erősítse meg feliratkozását');
    expect(hungarian.text).toContain('Jó napot kívánunk!');
    expect(to('anna@example.com')).toHaveLength(1);
    expect(smtp.received.some((m) => m.to.includes('anna+puppies@example.com'))).toBe(false);
  });

  it('confirms with the mailed link’s token, by a button on the page the link opens', async () => {
    await subscribe(request({ email: 'clara@example.com' }));
    const mail = await mailTo('clara@example.com');
    const token = linkToken(mail, 'confirm');
    const cookie = await openLink('confirm', token);
    // The page is the same for everyone, the token not in it.
    const page = await fetch(`${server.url}/subscriptions/confirm`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('noindex');
    expect(html).toContain('action="/api/subscriptions/confirm"');
    expect(html).not.toContain(token);

    // The page's button, without JavaScript: back to the page, which says it is done.
    const confirmed = await form('/subscriptions/confirm', '', {
      'sec-fetch-site': 'same-origin',
      cookie,
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/subscriptions/confirm#subscription-confirmed');
    expect(confirmed.headers.get('set-cookie')).toContain('Max-Age=0');
    // Pressed twice (Back, then the button again): still fine.
    expect((await call('/subscriptions/confirm', { json: { token } })).status).toBe(204);
    // A subscriber who asks again is not told so, and gets no mail.
    expect((await subscribe(request({ email: 'clara@example.com' }))).status).toBe(202);
    expect((await subscribe(request({ email: 'dora@example.com' }))).status).toBe(202);
    await mailTo('dora@example.com');
    expect(to('clara@example.com')).toHaveLength(1);
  });

  it('refuses a wrong or used-up token', async () => {
    const wrong = 'A'.repeat(43);
    expectError(
      await call('/subscriptions/confirm', { json: { token: wrong } }),
      404,
      'subscriptionLinkInvalid',
    );
    expectError(
      await call('/subscriptions/confirm', { json: { token: 'short' } }),
      404,
      'subscriptionLinkInvalid',
    );
    const refused = await form('/subscriptions/confirm', `token=${wrong}`, {
      'sec-fetch-site': 'same-origin',
    });
    expect(refused.headers.get('location')).toBe('/subscriptions/confirm#subscription-invalid');
    // The page's button with no link opened before it.
    const bare = await form('/subscriptions/confirm', '', { 'sec-fetch-site': 'same-origin' });
    expect(bare.headers.get('location')).toBe('/subscriptions/confirm#subscription-invalid');
    expectError(
      await call(`/subscriptions/unsubscribe?token=${wrong}`, { method: 'POST' }),
      404,
      'subscriptionLinkInvalid',
    );
  });

  it('unsubscribes with one click: the mail’s List-Unsubscribe address, posted without cookie or origin', async () => {
    await subscribe(request({ email: 'emil@example.com', locale: 'hu' }));
    const mail = await mailTo('emil@example.com');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '');
    expect(header, mail.headers['list-unsubscribe']).not.toBeNull();
    const url = new URL(header![1]!);
    expect(url.pathname).toBe('/api/subscriptions/unsubscribe');
    const token = url.searchParams.get('token')!;
    // The text's link is a page with a button (a link scanner that opens it ends nothing).
    expect(linkToken(mail, 'unsubscribe')).toBe(token);
    await openLink('unsubscribe', token);
    const page = await (await fetch(`${server.url}/subscriptions/unsubscribe`)).text();
    expect(page).toContain('action="/api/subscriptions/unsubscribe?from=page"');

    // As a mail provider posts it (RFC 8058): multipart, no cookie, no Origin, no Sec-Fetch-Site.
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const oneClick = await fetch(`${server.url}${url.pathname}${url.search}`, {
      method: 'POST',
      body,
      redirect: 'manual',
    });
    expect(oneClick.status).toBe(204);
    // Gone: the address, so the confirmation link and the unsubscribe link no longer work.
    expectError(
      await call('/subscriptions/confirm', { json: { token: linkToken(mail, 'confirm') } }),
      404,
      'subscriptionLinkInvalid',
    );
    const again = await form(`/subscriptions/unsubscribe?token=${token}&from=page`, '');
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/subscriptions/unsubscribe#subscription-invalid');
    // It may subscribe anew, and gets a new confirmation.
    await subscribe(request({ email: 'emil@example.com', locale: 'hu' }));
    await expect.poll(() => to('emil@example.com').length, { timeout: 20_000 }).toBe(2);
  });

  it('unsubscribes from the page’s button, and says so', async () => {
    await subscribe(request({ email: 'feri@example.com' }));
    const token = linkToken(await mailTo('feri@example.com'), 'unsubscribe');
    const cookie = await openLink('unsubscribe', token);
    const done = await form('/subscriptions/unsubscribe?from=page', '', {
      'sec-fetch-site': 'same-origin',
      cookie,
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(
      '/subscriptions/unsubscribe#subscription-unsubscribed',
    );
    // Once more: it is gone.
    const again = await form('/subscriptions/unsubscribe?from=page', '', { cookie });
    expect(again.headers.get('location')).toBe('/subscriptions/unsubscribe#subscription-invalid');
    const page = await (
      await fetch(`${server.url}/subscriptions/unsubscribe`, {
        headers: { 'accept-language': 'de' },
      })
    ).text();
    expect(page).toContain('id="subscription-unsubscribed"');
    expect(page).toContain('Sie sind abgemeldet');
  });
});

describe('bad input and abuse', () => {
  it('refuses a body without consent, a bad address or a litter that takes no news', async () => {
    expectFieldError(
      await subscribe(request({ email: 'gabi@example.com', consent: false })),
      'consent',
      'subscriptionConsentRequired',
    );
    expectFieldError(
      await subscribe(request({ email: 'not-an-address' })),
      'email',
      'invalidEmail',
    );
    expectFieldError(
      await subscribe(request({ email: 'gabi@example.com', litterId: 999 })),
      'litterId',
      'litterNewsClosed',
    );
  });

  it('takes the form without JavaScript and sends the visitor back to its page', async () => {
    const fields = (extra: Record<string, string>) =>
      new URLSearchParams({
        returnTo: '/puppies',
        email: 'hanna@example.com',
        locale: 'de',
        consent: 'on',
        website: '',
        start: signedStart(),
        ...extra,
      }).toString();
    const sent = await form('/subscriptions', fields({}), { origin: server.url });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/puppies#subscribe-sent');
    expect((await mailTo('hanna@example.com')).subject).toContain('Bitte bestätigen');
    const unticked = await form('/subscriptions', fields({ consent: '' }), {
      'sec-fetch-site': 'same-origin',
    });
    expect(unticked.headers.get('location')).toBe('/puppies#subscribe-failed');
    // Only its own pages: any other return address becomes /puppies.
    for (const returnTo of ['https://evil.example/', '//evil.example', '/admin', '/litters/a/b']) {
      const email = `hanna+${returnTo.length}@example.org`;
      const back = await form('/subscriptions', fields({ returnTo, email, website: 'x' }), {
        'sec-fetch-site': 'same-origin',
      });
      expect(back.headers.get('location'), returnTo).toBe('/puppies#subscribe-sent');
    }
    const litter = await form(
      '/subscriptions',
      fields({ returnTo: '/litters/bella-2026', email: 'ida@example.org', website: 'x' }),
      {
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(litter.headers.get('location')).toBe('/litters/bella-2026#subscribe-sent');
  });

  it('keeps no token from a link that is not one of ours: no cookie, the page says the link is not valid', async () => {
    const unknown = 'A'.repeat(43);
    const tricks = [
      'abc%3B%20Domain%3D127.0.0.1',
      `${unknown}%3B%20Domain%3D127.0.0.1%3B%20Path%3D%2F`,
      `${unknown}%0d%0aSet-Cookie:%20planted=1`,
      `${unknown}%0d%0a`,
      unknown,
      '',
    ];
    for (const page of ['confirm', 'unsubscribe'] as const) {
      for (const token of tricks) {
        const opened = await fetch(`${server.url}/api/subscriptions/${page}?token=${token}`, {
          redirect: 'manual',
        });
        const at = `${page} ${token}`;
        expect(opened.headers.getSetCookie(), at).toEqual([]);
        expect(opened.status, at).toBe(303);
        expect(opened.headers.get('location'), at).toBe(
          `/subscriptions/${page}#subscription-invalid`,
        );
      }
    }
    // A real link still keeps its token, for its own page only.
    await subscribe(request({ email: 'jana@example.com' }));
    const mail = await mailTo('jana@example.com');
    expect(await openLink('confirm', linkToken(mail, 'confirm'))).toMatch(/^subscription_link=/);
    // A confirmation link's token opens no unsubscribe page, nor the other way round.
    for (const [page, token] of [
      ['unsubscribe', linkToken(mail, 'confirm')],
      ['confirm', linkToken(mail, 'unsubscribe')],
    ] as const) {
      const crossed = await fetch(`${server.url}/api/subscriptions/${page}?token=${token}`, {
        redirect: 'manual',
      });
      expect(crossed.headers.getSetCookie(), page).toEqual([]);
    }
  });

  it('refuses a post from another site, as a page or as JSON, and mails no one', async () => {
    const before = smtp.received.length;
    const body = new URLSearchParams({
      email: 'victim@example.com',
      locale: 'en',
      consent: 'on',
      start: signedStart(),
    }).toString();
    const refused = await form('/subscriptions', body, {
      origin: 'https://evil.example',
      'accept-language': 'hu',
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect((await form('/subscriptions', body)).status).toBe(403);
    expectError(
      await subscribe(request({ email: 'victim@example.com' }), { 'sec-fetch-site': 'cross-site' }),
      403,
      'invalidOrigin',
    );
    // A confirmation is a page's button too.
    expect(
      (
        await form('/subscriptions/confirm', `token=${'A'.repeat(43)}`, {
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
    await subscribe(request({ email: 'after-victim@example.com' }));
    await mailTo('after-victim@example.com');
    expect(to('victim@example.com')).toEqual([]);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('ignores a bot: the hidden field filled in, or sent too fast', async () => {
    const before = smtp.received.length;
    expect((await subscribe(request({ email: 'bot1@example.com', website: 'x' }))).status).toBe(
      202,
    );
    expect(
      (await subscribe(request({ email: 'bot2@example.com', start: signedStart(500) }))).status,
    ).toBe(202);
    expect((await subscribe(request({ email: 'bot3@example.com', start: undefined }))).status).toBe(
      202,
    );
    await subscribe(request({ email: 'person@example.com' }));
    await mailTo('person@example.com');
    expect(smtp.received.length).toBe(before + 1);
  });

  it('throttles one mailbox: 5 an hour from any address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await subscribe(request({ email: `ivan+${i}@example.com`, website: 'x' }))).status,
      ).toBe(202);
    }
    const refused = await subscribe(request({ email: 'ivan@example.com' }));
    expectError(refused, 429, 'tooManyEnquiries');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The enquiry form's limits are its own.
    expect(
      (
        await call('/enquiries', {
          json: { ...request({ email: 'ivan@example.com' }), name: 'Ivan', message: 'Hi' },
          headers: { 'x-forwarded-for': newAddress() },
        })
      ).status,
    ).toBe(201);
  });
});
