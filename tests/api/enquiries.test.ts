import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import hu from '../../messages/hu.json';
import {
  ADMIN,
  client,
  DOG,
  expectError,
  expectFieldError,
  sessionCookie,
  signupAdmin,
} from './support/client';
import { signedStart } from './support/enquiry';
import { startServer, TEST_AUTH_SECRET, type TestServer } from './support/server';

// Behind a trusted proxy each test names its own client address, so the per-address limit of one
// test leaves the others alone.
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(() => server?.stop());

const MESSAGES = { en, hu, de };

let addressCount = 0;
/** A client address no other test uses. */
const newAddress = () => `198.51.100.${++addressCount}`;

/** A person's enquiry: the form was shown ten seconds ago and the hidden field left empty. */
const enquiry = (fields: Record<string, unknown> = {}) => ({
  name: 'Kovács Éva',
  email: 'eva@example.com',
  phone: '+36 30 123 4567',
  message: 'Szeretnék többet tudni róla.',
  locale: 'hu',
  consent: true,
  website: '',
  start: signedStart(10_000),
  ...fields,
});

function send(body: unknown, address = newAddress()) {
  return call<{ id: number }>('/enquiries', {
    json: body,
    headers: { 'x-forwarded-for': address },
  });
}

async function inbox(status?: string) {
  const result = await call<any[]>(`/admin/enquiries${status ? `?status=${status}` : ''}`, {
    token,
  });
  expect(result.status).toBe(200);
  return result.body;
}

async function createDog(fields: Record<string, unknown> = {}) {
  const result = await call<{ id: number; slug: string; name: string }>('/admin/dogs', {
    token,
    json: { ...DOG, ...fields },
  });
  expect(result.status).toBe(201);
  return result.body;
}

describe('POST /api/enquiries', () => {
  it('refuses what is missing, too long or malformed, field by field, and stores nothing', async () => {
    const empty = await send({ locale: 'hu' });
    expectFieldError(empty, 'name', 'required');
    expectFieldError(empty, 'email', 'required');
    expectFieldError(empty, 'message', 'required');
    expectFieldError(empty, 'consent', 'consentRequired');

    expectFieldError(await send(enquiry({ consent: false })), 'consent', 'consentRequired');
    expectFieldError(await send(enquiry({ email: 'eva@' })), 'email', 'invalidEmail');
    expectFieldError(await send(enquiry({ phone: 'call me' })), 'phone', 'invalidPhone');
    expectFieldError(await send(enquiry({ locale: 'fr' })), 'locale', 'invalidLocale');
    expectFieldError(await send(enquiry({ name: '   ' })), 'name', 'required');
    expectFieldError(await send(enquiry({ name: 'x'.repeat(101) })), 'name', 'tooLong');
    expectFieldError(await send(enquiry({ message: 'x'.repeat(4001) })), 'message', 'tooLong');
    expectFieldError(await send(enquiry({ dogId: 0 })), 'dogId', 'invalidId');
    expectFieldError(await send(enquiry({ dogId: 999_999 })), 'dogId', 'dogNotFound');
    expectFieldError(await send(enquiry({ admin: true })), 'admin', 'unknownField');
    expectError(
      await call('/enquiries', { body: 'name=x', headers: { 'content-type': 'text/plain' } }),
      415,
    );
    expect(await inbox()).toEqual([]);
  });

  it('stores an enquiry about a dog and a general one; the inbox lists them newest first', async () => {
    const dog = await createDog({ name: 'Bogyó' });
    const about = await send(enquiry({ dogId: dog.id, email: 'first@example.com' }));
    expect(about.status).toBe(201);
    expect(about.body).toEqual({ id: expect.any(Number) });
    const general = await send(enquiry({ phone: '', locale: 'de', email: 'second@example.com' }));
    expect(general.status).toBe(201);

    const [newest, older] = await inbox();
    expect(newest).toMatchObject({
      id: general.body.id,
      dog: null,
      dogName: null,
      phone: null,
      locale: 'de',
      status: 'new',
      // A reply is in the enquirer's language, whatever the breeder's screen is in.
      replySubject: 'Re: Ihre Nachricht',
    });
    expect(older).toMatchObject({
      id: about.body.id,
      dog: { id: dog.id, slug: dog.slug, name: 'Bogyó' },
      dogName: 'Bogyó',
      name: 'Kovács Éva',
      email: 'first@example.com',
      phone: '+36 30 123 4567',
      message: 'Szeretnék többet tudni róla.',
      locale: 'hu',
      replySubject: 'Re: az Ön kérdése Bogyó kapcsán',
    });
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(older.createdAt));
  });

  it('answers a bot (honeypot filled, sent too fast, no fill time, a forged one) like anyone, storing nothing', async () => {
    const before = (await inbox()).length;
    const [ms, signature] = signedStart(500).split('.');
    const bots = [
      enquiry({ website: 'https://spam.example', email: 'bot1@example.com' }),
      enquiry({ start: signedStart(500), email: 'bot2@example.com' }),
      enquiry({ start: undefined, email: 'bot3@example.com' }),
      // An earlier moment under a real signature, or signed with another key.
      enquiry({ start: `${Number(ms) - 60_000}.${signature}`, email: 'bot4@example.com' }),
      enquiry({ start: signedStart(60_000, 'another-key'), email: 'bot5@example.com' }),
    ];
    for (const bot of bots) {
      const result = await send(bot);
      expect(result.status).toBe(201);
      expect(result.body).toEqual({ id: expect.any(Number) });
      expect(result.body.id).toBeGreaterThan(0);
    }
    const after = await inbox();
    expect(after).toHaveLength(before);
    expect(after.map((e) => e.email)).not.toContain('bot1@example.com');
    // The client's own clock is no longer asked.
    expectFieldError(
      await send(enquiry({ startedAt: Date.now() - 60_000 })),
      'startedAt',
      'unknownField',
    );
  });

  it('hands out a fresh signed start for the form’s script, never cached', async () => {
    const answer = await call<{ start: string }>('/enquiries/start');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const [ms, signature] = answer.body.start.split('.');
    expect(Math.abs(Number(ms) - Date.now())).toBeLessThan(5_000);
    expect(signature).toBe(
      createHmac('sha256', TEST_AUTH_SECRET).update(`enquiry-start:${ms}`).digest('base64url'),
    );
  });

  it('counts an address with a +tag, or a Gmail address with dots, as the same mailbox', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await send(enquiry({ email: `victim+${i}@example.com` }))).status).toBe(201);
    }
    expectError(await send(enquiry({ email: 'victim+6@example.com' })), 429, 'tooManyEnquiries');
    expectError(await send(enquiry({ email: 'victim@example.com' })), 429, 'tooManyEnquiries');
    for (const email of [
      'a.b.c@gmail.com',
      'abc+1@gmail.com',
      'A.bc@googlemail.com',
      'ab.c@gmail.com',
      'abc@gmail.com',
    ]) {
      expect((await send(enquiry({ email }))).status, email).toBe(201);
    }
    expectError(await send(enquiry({ email: 'a.bc+x@gmail.com' })), 429, 'tooManyEnquiries');
    // Another mailbox at the same provider is another person.
    expect((await send(enquiry({ email: 'victim2@example.com' }))).status).toBe(201);
  });

  it('keeps a name on one line: line breaks and control characters are dropped', async () => {
    const sent = await send(
      enquiry({ name: 'Kovács\r\nBcc: all@example.com\u0007', email: 'oneline@example.com' }),
    );
    expect(sent.status).toBe(201);
    expect((await inbox()).find((e) => e.id === sent.body.id)?.name).toBe(
      'Kovács Bcc: all@example.com',
    );
  });

  it('throttles one address: 10 an hour, then 429 with Retry-After', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      expect((await send(enquiry({ email: `visitor${i}@example.com` }), address)).status).toBe(201);
    }
    const refused = await send(enquiry({ email: 'visitor-extra@example.com' }), address);
    expectError(refused, 429, 'tooManyEnquiries');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address is not held up.
    expect((await send(enquiry({ email: 'visitor-extra@example.com' }))).status).toBe(201);
  });

  it('throttles one e-mail from any address: 5 an hour, then 429 with Retry-After', async () => {
    const email = 'persistent@example.com';
    for (let i = 0; i < 5; i++) expect((await send(enquiry({ email }))).status).toBe(201);
    const refused = await send(enquiry({ email: 'Persistent@Example.com' }));
    expectError(refused, 429, 'tooManyEnquiries');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Bots count too: the hidden field does not get them past the limit.
    expectError(await send(enquiry({ email, website: 'x' })), 429, 'tooManyEnquiries');
  });

  it('takes the form without JavaScript and sends the visitor back to its page', async () => {
    const dog = await createDog({ name: 'Form Fanni' });
    const form = (fields: Record<string, string>) =>
      fetch(`${server.url}/api/enquiries`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': newAddress(),
          origin: server.url,
        },
        body: new URLSearchParams({
          dogId: String(dog.id),
          returnTo: `/${dog.slug}`,
          name: 'Nagy Péter',
          email: 'peter@example.com',
          phone: '',
          message: 'Érdeklődöm.',
          locale: 'hu',
          consent: 'on',
          website: '',
          start: signedStart(),
          ...fields,
        }),
      });
    const sent = await form({});
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/${dog.slug}#enquiry-sent`);
    const [stored] = await inbox();
    expect(stored).toMatchObject({ name: 'Nagy Péter', phone: null, dog: { id: dog.id } });

    // No consent (an unticked box is not sent): back with the failure, nothing stored.
    const refused = await fetch(`${server.url}/api/enquiries`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: `returnTo=%2F${dog.slug}&name=A&email=a%40example.com&message=Hi&locale=en&start=1`,
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`/${dog.slug}#enquiry-failed`);
    // Only its own pages: any other return address becomes the contact page.
    for (const returnTo of ['https://evil.example/', '//evil.example', '/admin', '/a/b']) {
      const back = await form({ returnTo, email: `other${returnTo.length}@example.com` });
      expect(back.headers.get('location'), returnTo).toBe('/contact#enquiry-sent');
    }
    expect((await inbox()).filter((e) => e.name === 'Nagy Péter')).toHaveLength(5);
  });
});

describe('a form posted from another site', () => {
  const post = (headers: Record<string, string>, fields: Record<string, string> = {}) =>
    fetch(`${server.url}/api/enquiries`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': newAddress(),
        ...headers,
      },
      body: new URLSearchParams({
        returnTo: '/contact',
        name: 'Relay',
        email: 'relay-victim@example.com',
        message: 'Text chosen by another site',
        locale: 'en',
        consent: 'on',
        website: '',
        start: signedStart(),
        ...fields,
      }),
    });

  it('is refused with a page in the visitor’s language, and nothing is stored or sent', async () => {
    const before = (await inbox()).length;
    const tries: [Record<string, string>, string][] = [
      [{ origin: 'https://evil.example', 'accept-language': 'hu-HU,hu;q=0.9' }, 'hu'],
      [{ 'sec-fetch-site': 'cross-site', 'accept-language': 'de-AT' }, 'de'],
      [
        { 'sec-fetch-site': 'same-site', origin: server.url.replace('localhost', '127.0.0.1') },
        'en',
      ],
      [{ origin: 'null' }, 'en'],
      // A browser always says where a form comes from: saying nothing is no proof.
      [{}, 'en'],
    ];
    for (const [headers, locale] of tries) {
      const refused = await post(headers);
      const at = JSON.stringify(headers);
      expect(refused.status, at).toBe(403);
      expect(refused.headers.get('content-type'), at).toMatch(/^text\/html/);
      expect(refused.headers.get('cache-control'), at).toContain('no-store');
      const page = await refused.text();
      expect(page, at).toContain(`<html lang="${locale}"`);
      expect(page, at).toContain(MESSAGES[locale as 'en'].FormRefused.title);
      expect(page, at).toContain('href="/contact"');
    }
    const after = await inbox();
    expect(after).toHaveLength(before);
    expect(after.map((e) => e.email)).not.toContain('relay-victim@example.com');
  });

  it('refuses the page’s JSON from another site too, and takes its own site’s post', async () => {
    expectError(
      await call('/enquiries', {
        json: enquiry({ email: 'json-relay@example.com' }),
        headers: { 'sec-fetch-site': 'cross-site', 'x-forwarded-for': newAddress() },
      }),
      403,
      'invalidOrigin',
    );
    expectError(
      await call('/enquiries', {
        json: enquiry({ email: 'json-relay@example.com' }),
        headers: { origin: 'https://evil.example', 'x-forwarded-for': newAddress() },
      }),
      403,
      'invalidOrigin',
    );
    // A browser's own post: Sec-Fetch-Site says so even when the Origin is hidden ("null").
    const own = await post(
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
      { email: 'own-site@example.com' },
    );
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('/contact#enquiry-sent');
    expect((await inbox()).map((e) => e.email)).toContain('own-site@example.com');
  });
});

describe('the admin inbox', () => {
  it('needs an admin on every route: 401 without a session, 403 for a foreign origin', async () => {
    const [{ id }] = await inbox();
    expectError(await call('/admin/enquiries'), 401, 'unauthorized');
    expectError(await call('/admin/enquiries?status=new'), 401, 'unauthorized');
    expectError(await call('/admin/enquiries/counts'), 401, 'unauthorized');
    expectError(
      await call(`/admin/enquiries/${id}`, { method: 'PATCH', json: { status: 'answered' } }),
      401,
      'unauthorized',
    );
    expectError(await call(`/admin/enquiries/${id}`, { method: 'DELETE' }), 401, 'unauthorized');
    expectError(await call('/admin/enquiries', { token: 'not-a-token' }), 401, 'unauthorized');

    const cookie = await sessionCookie(call);
    const foreign = { origin: 'https://evil.example' };
    expectError(
      await call(`/admin/enquiries/${id}`, {
        method: 'PATCH',
        cookie,
        json: { status: 'answered' },
        headers: foreign,
      }),
      403,
      'invalidOrigin',
    );
    expectError(
      await call(`/admin/enquiries/${id}`, { method: 'DELETE', cookie, headers: foreign }),
      403,
      'invalidOrigin',
    );
    expect((await call('/admin/enquiries', { cookie })).status).toBe(200);
    expect((await inbox()).find((e) => e.id === id)?.status).toBe('new');
  });

  it('marks an enquiry answered or archived, filters by status, and counts each status', async () => {
    const counts = async () => {
      const result = await call<{ new: number; answered: number; archived: number }>(
        '/admin/enquiries/counts',
        { token },
      );
      expect(result.status).toBe(200);
      return result.body;
    };
    const before = await counts();
    expect(before).toEqual({
      new: (await inbox('new')).length,
      answered: (await inbox('answered')).length,
      archived: (await inbox('archived')).length,
    });
    const [first, second] = await inbox('new');
    const answered = await call(`/admin/enquiries/${first.id}`, {
      method: 'PATCH',
      token,
      json: { status: 'answered' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ id: first.id, status: 'answered' });
    expect(
      (
        await call(`/admin/enquiries/${second.id}`, {
          method: 'PATCH',
          token,
          json: { status: 'archived' },
        })
      ).body,
    ).toMatchObject({ status: 'archived' });

    expect((await inbox('answered')).map((e) => e.id)).toEqual([first.id]);
    expect((await inbox('archived')).map((e) => e.id)).toEqual([second.id]);
    const stillNew = (await inbox('new')).map((e) => e.id);
    expect(stillNew).not.toContain(first.id);
    expect(stillNew).not.toContain(second.id);
    expect(await counts()).toEqual({
      new: before.new - 2,
      answered: before.answered + 1,
      archived: before.archived + 1,
    });

    expectFieldError(
      await call(`/admin/enquiries/${first.id}`, {
        method: 'PATCH',
        token,
        json: { status: 'spam' },
      }),
      'status',
      'invalidStatus',
    );
    expectError(await call('/admin/enquiries?status=spam', { token }), 422);
    expectError(
      await call('/admin/enquiries/999999', { method: 'PATCH', token, json: { status: 'new' } }),
      404,
      'enquiryNotFound',
    );
    expectError(
      await call('/admin/enquiries/0x1', { method: 'PATCH', token, json: { status: 'new' } }),
      422,
    );
  });

  it('erases an enquiry for good', async () => {
    const [target] = await inbox();
    expect((await call(`/admin/enquiries/${target.id}`, { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect((await inbox()).map((e) => e.id)).not.toContain(target.id);
    expectError(
      await call(`/admin/enquiries/${target.id}`, { method: 'DELETE', token }),
      404,
      'enquiryNotFound',
    );
  });

  it("keeps a deleted dog's enquiries, with the dog's name as it was", async () => {
    const dog = await createDog({ name: 'Múló Marci' });
    const sent = await send(enquiry({ dogId: dog.id, email: 'marci-fan@example.com' }));
    expect((await call(`/admin/dogs/${dog.id}`, { method: 'DELETE', token })).status).toBe(204);
    const kept = (await inbox()).find((e) => e.id === sent.body.id);
    expect(kept).toMatchObject({
      dog: null,
      dogName: 'Múló Marci',
      email: 'marci-fan@example.com',
      replySubject: 'Re: az Ön kérdése Múló Marci kapcsán',
    });
  });
});

describe('without SMTP_URL', () => {
  it('tells the breeder on the inbox that no mail goes out, and /privacy promises none', async () => {
    const login = await call('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    const session = /(?:^|\s)(session=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
    for (const locale of ['en', 'hu', 'de'] as const) {
      const texts = MESSAGES[locale];
      // The admin renders in the admin's own language (SPEC §13), chosen on the account.
      const account = await call('/auth/user', { method: 'PATCH', token, json: { locale } });
      expect(account.status).toBe(200);
      const inboxPage = await fetch(`${server.url}/admin/enquiries`, {
        headers: { cookie: `${session}; NEXT_LOCALE=${locale}` },
      });
      expect(inboxPage.status).toBe(200);
      expect(await inboxPage.text()).toContain(texts.AdminEnquiries.mailOff);
      const privacy = await fetch(`${server.url}/privacy`, {
        headers: { cookie: `NEXT_LOCALE=${locale}` },
      });
      const page = await privacy.text();
      expect(page).toContain(texts.PrivacyPage.whyTextNoMail);
      expect(page).not.toContain(texts.PrivacyPage.whyText);
    }
  });
});

describe('a reserved dog', () => {
  it('stays on the available list, marked reserved, and still takes enquiries', async () => {
    const dog = await createDog({ name: 'Foglalt Fifi' });
    const patched = await call(`/admin/dogs/${dog.id}`, {
      method: 'PATCH',
      token,
      json: { reserved: true },
    });
    expect(patched.body).toMatchObject({ reserved: true, foundParent: false });
    const available = await call<any[]>('/dogs?status=available');
    expect(available.body.find((d) => d.id === dog.id)).toMatchObject({ reserved: true });
    expect((await send(enquiry({ dogId: dog.id, email: 'waiting@example.com' }))).status).toBe(201);
    expectFieldError(
      await call(`/admin/dogs/${dog.id}`, { method: 'PATCH', token, json: { reserved: 'yes' } }),
      'reserved',
      'invalidBoolean',
    );
    // Found a family wins: the dog moves to the placed list.
    await call(`/admin/dogs/${dog.id}`, { method: 'PATCH', token, json: { foundParent: true } });
    const placed = await call<any[]>('/dogs?status=placed');
    expect(placed.body.find((d) => d.id === dog.id)).toMatchObject({
      reserved: true,
      foundParent: true,
    });
  });
});

describe('phone numbers', () => {
  it('stores a Hungarian national number in international form, and refuses what cannot be dialled', async () => {
    const sent = await send(enquiry({ phone: '06 30/987-6543', email: 'phone@example.com' }));
    expect(sent.status).toBe(201);
    const stored = (await inbox()).find((e) => e.id === sent.body.id);
    expect(stored.phone).toBe('+36 30 987 6543');
    const refused = await send(enquiry({ phone: '0171 1234567', email: 'nophone@example.com' }));
    expectFieldError(refused, 'phone', 'invalidPhone');
    expect((await inbox()).some((e) => e.email === 'nophone@example.com')).toBe(false);
  });
});

describe('retention', () => {
  let short: TestServer;
  beforeAll(async () => {
    // About 8.6 seconds.
    short = await startServer({ ENQUIRY_RETENTION_DAYS: '0.0001' });
  });
  afterAll(() => short?.stop());

  it('erases enquiries older than ENQUIRY_RETENTION_DAYS', async () => {
    const shortCall = client(short.url);
    const admin = await signupAdmin(shortCall);
    const sent = await shortCall<{ id: number }>('/enquiries', { json: enquiry() });
    expect(sent.status).toBe(201);
    const listed = await shortCall<any[]>('/admin/enquiries', { token: admin });
    expect(listed.body.map((e) => e.id)).toEqual([sent.body.id]);
    await new Promise((resolve) => setTimeout(resolve, 9000));
    expect((await shortCall<any[]>('/admin/enquiries', { token: admin })).body).toEqual([]);
  });
});

describe('an enquiry changed in two tabs', () => {
  it('refuses a status change based on an older version, changing nothing', async () => {
    const sent = await send(enquiry({ email: 'two-tabs@example.com' }));
    expect(sent.status).toBe(201);
    const seen = (await inbox()).find((e) => e.id === sent.body.id);
    expect(seen).toMatchObject({ status: 'new', version: 1 });
    const cookie = await sessionCookie(call);
    const asBrowser = (json: unknown) =>
      call<any>(`/admin/enquiries/${seen.id}`, {
        method: 'PATCH',
        cookie,
        json,
        headers: { origin: server.url },
      });

    const first = await asBrowser({ status: 'answered', version: seen.version });
    expect(first.body).toMatchObject({ status: 'answered', version: 2 });
    const stale = await asBrowser({ status: 'archived', version: seen.version });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current).toMatchObject({ id: seen.id, status: 'answered', version: 2 });
    expectError(await asBrowser({ status: 'archived' }), 428, 'versionRequired');
    expect((await inbox()).find((e) => e.id === seen.id)).toMatchObject({
      status: 'answered',
      version: 2,
    });
    expectError(
      await call('/admin/enquiries/999999', {
        method: 'PATCH',
        token,
        json: { status: 'new', version: 1 },
      }),
      404,
      'enquiryNotFound',
    );
  });
});
