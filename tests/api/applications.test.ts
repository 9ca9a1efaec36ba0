import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import {
  client,
  DOG,
  expectError,
  expectFieldError,
  sessionCookie,
  signupAdmin,
} from './support/client';
import { whileStopped } from './support/database';
import { signedStart } from './support/enquiry';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// Applications for a puppy: the public form's defences, the mails, the breeder's
// decisions and questions, and what the applicant controls with their private link.
const BREEDER = 'breeder@example.com';
const FROM = 'kennel@example.com';

let smtp: TestSmtpServer;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let browser: { cookie: string; origin: string };

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  server = await startServer({
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    MAIL_FROM: FROM,
    NOTIFY_EMAIL: BREEDER,
    APPLICATION_RETENTION_DAYS: '30',
  });
  call = client(server.url);
  token = await signupAdmin(call);
  const cookie = await sessionCookie(call);
  browser = { cookie, origin: server.url };
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

let addressCount = 0;
const application = (fields: Record<string, unknown> = {}) => ({
  name: 'Kovács Éva',
  email: 'eva@example.com',
  phone: '06 30 123 4567',
  country: 'HU',
  city: 'Szeged',
  household: 'Két felnőtt, kertes ház, egy macska.',
  experience: 'Tíz évig volt francia bulldogunk.',
  preferredSex: 'female',
  preferredColor: 'blue',
  litter: 'any',
  timing: 'Jövő tavasszal',
  message: '',
  locale: 'hu',
  consent: true,
  website: '',
  start: signedStart(10_000),
  ...fields,
});
const apply = (body: unknown, ip = `198.51.100.${++addressCount}`) =>
  call<any>('/applications', { json: body, headers: { 'x-forwarded-for': ip } });
const admin = (path: string, method = 'GET', json?: unknown) =>
  call<any>(path, { method, token, ...(json === undefined ? {} : { json }) });
const asBrowser = (path: string, method: string, json: unknown) =>
  call<any>(path, { method, json, cookie: browser.cookie, headers: { origin: browser.origin } });

const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

/** The first message to `address` whose subject contains `subject`, once it has come. */
async function mailTo(address: string, subject: string) {
  for (let i = 0; i < 100; i++) {
    const found = to(address).find((mail) => mail.subject.includes(subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} about "${subject}"`);
}
const PRIVATE_LINK = /http:\/\/localhost:\d+\/my\/([A-Za-z0-9_-]{43})/;
const linkIn = (text: string) => PRIVATE_LINK.exec(text)?.[1];

/** A form post as a browser sends it from the site's own page (no JavaScript). */
function formPost(fields: Record<string, string>, site = 'same-origin', ip = '192.0.2.50') {
  return fetch(`${server.url}/api/applications`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': site,
      'x-forwarded-for': ip,
      'accept-language': 'hu',
    },
    body: new URLSearchParams(fields),
  });
}

describe('applying', () => {
  let evaToken: string;
  let evaId: number;

  it('stores an application (201), mails the applicant their private link in their language and the breeder a notice', async () => {
    const sent = await apply(application());
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    evaId = sent.body.id;
    await smtp.waitFor(2);

    const [ack] = to('eva@example.com');
    expect(ack!.subject).toContain('megkaptuk jelentkezését');
    expect(ack!.text).toContain('Jó napot kívánunk!');
    evaToken = linkIn(ack!.text)!;
    expect(evaToken).toBeDefined();
    // A fixed text: nothing typed in comes back to whatever address was given.
    expect(ack!.text).not.toContain('Kovács');
    expect(ack!.text).not.toContain('macska');

    // The breeder's notice is in the admin's own language (English by default), not Éva's.
    const [notice] = to(BREEDER);
    expect(notice!.headers['reply-to']).toContain('eva@example.com');
    expect(notice!.subject).toBe('New application from Kovács Éva');
    expect(notice!.text).toContain('Phone number: +36 30 123 4567');
    expect(notice!.text).toContain('Country: Hungary');
    expect(notice!.text).toContain('Preferred sex: Female');
    expect(notice!.text).toContain(
      'Your household and other pets\nKét felnőtt, kertes ház, egy macska.',
    );
    expect(notice!.text).not.toContain(evaToken);

    const stored = await admin(`/admin/applications/${evaId}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      status: 'new',
      group: 'new',
      phone: '+36 30 123 4567',
      country: 'HU',
      preferredSex: 'female',
      preferredColor: 'blue',
      litter: null,
      locale: 'hu',
    });
    // Under the admin's questions, in the words Éva typed.
    expect(stored.body.answers).toContainEqual({
      key: 'experience',
      question: 'Your experience with French Bulldogs',
      answer: 'Tíz évig volt francia bulldogunk.',
    });
    expect(JSON.stringify(stored.body)).not.toContain(evaToken);
  });

  it('refuses bad input with each field’s message (422)', async () => {
    const bad = await apply(
      application({ name: ' ', phone: '12', country: 'XX', consent: false, household: '' }),
    );
    expectFieldError(bad, 'name', 'required');
    expectFieldError(bad, 'country', 'invalidCountry');
    expectFieldError(bad, 'consent', 'applicationConsent');
    expectFieldError(bad, 'household', 'required');
    // A number that cannot be dialled in the applicant's country.
    expectFieldError(await apply(application({ phone: '06 30 12' })), 'phone', 'invalidPhone');
    // An Austrian number written the Austrian way, read with the applicant's country.
    const austrian = await apply(
      application({ email: 'max@example.at', country: 'AT', phone: '0660 123 4567', locale: 'de' }),
    );
    expect(austrian.status).toBe(201);
    expect((await admin(`/admin/applications/${austrian.body.id}`)).body.phone).toBe(
      '+43 660 1234567',
    );
    expectFieldError(
      await apply(application({ litter: 'no-such-litter' })),
      'litter',
      'litterNotOpen',
    );
  });

  it('answers a bot (honeypot, too fast a fill, a forged start) like anyone, and stores and sends nothing', async () => {
    const before = (await admin('/admin/applications')).body.total;
    for (const fields of [
      { website: 'http://spam.example', email: 'bot1@example.com' },
      { start: signedStart(500), email: 'bot2@example.com' },
      { start: '1.forged', email: 'bot3@example.com' },
    ]) {
      expect((await apply(application(fields))).status).toBe(201);
    }
    expect((await admin('/admin/applications')).body.total).toBe(before);
    // Give a bot's mail every chance to arrive: there is none.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const bot of ['bot1', 'bot2', 'bot3']) expect(to(`${bot}@example.com`)).toEqual([]);
  });

  it('refuses a post from another site: JSON with invalidOrigin, a form with a page', async () => {
    const json = await call('/applications', {
      json: application({ email: 'x@example.com' }),
      headers: { origin: 'https://evil.example' },
    });
    expectError(json, 403, 'invalidOrigin');
    const form = await formPost({ name: 'X', email: 'x@example.com' }, 'cross-site');
    expect(form.status).toBe(403);
    expect(form.headers.get('content-type')).toContain('text/html');
  });

  it('throttles per mailbox (429 with Retry-After), counted apart from enquiries', async () => {
    const email = 'busy@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await apply(application({ email: `busy+${i}@example.com` }))).status).toBe(201);
    }
    const refused = await apply(application({ email }));
    expectError(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The enquiry form's own limit is untouched.
    const enquiry = await call('/enquiries', {
      json: { name: 'B', email, message: 'Hi', locale: 'en', consent: true, start: signedStart() },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(enquiry.status).toBe(201);
  });

  it('takes the form without JavaScript: 303 to the thank-you part, or back with what was typed and each error', async () => {
    const fields = {
      name: 'Nagy Péter',
      email: 'peter@example.com',
      phone: '+36 20 555 1234',
      country: 'HU',
      city: 'Pécs',
      household: 'Lakás, két gyerek.',
      experience: 'Még nincs.',
      preferredSex: 'any',
      preferredColor: 'any',
      litter: 'any',
      timing: 'Nyáron',
      message: 'Köszönöm!',
      locale: 'hu',
      start: signedStart(10_000),
      website: '',
    };
    // The phone is checked with the country even while another field is refused too.
    const refused = await formPost({ ...fields, phone: '06 30 12' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/apply?draft=1#apply-form');
    const cookies = refused.headers.getSetCookie();
    expect(cookies.some((c) => /^apply-draft0=[\w-]+;.*HttpOnly/.test(c))).toBe(true);
    // Encrypted: nothing typed can be read from the cookie.
    expect(cookies.join('\n')).not.toContain('Péter');

    const page = await fetch(`${server.url}/apply?draft=1`, {
      headers: {
        cookie: cookies.map((c) => c.split(';')[0]).join('; '),
        'accept-language': 'hu',
      },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="Nagy Péter"');
    expect(html).toContain('Lakás, két gyerek.');
    expect(html).toContain('value="06 30 12"');
    expect(html).toMatch(/id="apply-phone-error"[^>]*>[^<]*hívható telefonszámot/);
    // No consent was given: said beside the box, which is left as it was.
    expect(html).toMatch(/id="apply-consent-error"[^>]*>Kérjük, járuljon hozzá/);

    const sent = await formPost({ ...fields, consent: 'on' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/apply#apply-sent');
    expect(sent.headers.getSetCookie().some((c) => /^apply-draft0=;.*Max-Age=0/.test(c))).toBe(
      true,
    );
    const list = await admin('/admin/applications?status=new');
    expect(list.body.items.map((a: { name: string }) => a.name)).toContain('Nagy Péter');
  });
});

describe('the breeder’s questions', () => {
  let ids: number[] = [];

  it('adds, translates, reorders and switches off questions; the form asks them in the applicant’s language', async () => {
    const text = await admin('/admin/application-questions', 'POST', {
      kind: 'text',
      label: {
        en: 'Who will care for the puppy during the day?',
        hu: 'Ki vigyáz napközben a kölyökre?',
        de: '',
      },
      required: true,
    });
    expect(text.status).toBe(201);
    const choice = await admin('/admin/application-questions', 'POST', {
      kind: 'choice',
      label: { en: 'Home', hu: 'Otthon', de: 'Zuhause' },
      choices: [
        { en: 'Flat', hu: 'Lakás', de: 'Wohnung' },
        { en: 'House', hu: 'Ház', de: 'Haus' },
      ],
    });
    expect(choice.status).toBe(201);
    const yesno = await admin('/admin/application-questions', 'POST', {
      kind: 'yesno',
      label: { en: 'Do you have a garden?', hu: 'Van kertje?', de: 'Haben Sie einen Garten?' },
    });
    expectFieldError(
      await admin('/admin/application-questions', 'POST', {
        kind: 'choice',
        label: { en: 'One option', hu: '', de: '' },
        choices: [{ en: 'Only', hu: '', de: '' }],
      }),
      'choices',
      'choicesRequired',
    );
    ids = [text.body.id, choice.body.id, yesno.body.id];

    const reordered = await admin('/admin/application-questions/order', 'PUT', {
      ids: [yesno.body.id, text.body.id, choice.body.id],
      version: ids.join(','),
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((q: { id: number }) => q.id)).toEqual([ids[2], ids[0], ids[1]]);
    // The order the screen saw is no longer the order stored.
    const stale = await admin('/admin/application-questions/order', 'PUT', {
      ids,
      version: ids.join(','),
    });
    expectError(stale, 409, 'editConflict');

    const asked = await call<any[]>('/application-questions?locale=de');
    expect(asked.body.map((q) => q.label)).toEqual([
      'Haben Sie einen Garten?',
      // No German yet: the English label.
      'Who will care for the puppy during the day?',
      'Zuhause',
    ]);
    expect(asked.body[2]).toMatchObject({ kind: 'choice', choices: ['Wohnung', 'Haus'] });
  });

  it('stores answers with the question as asked, and refuses a required one left out', async () => {
    const [textId, choiceId, yesnoId] = ids;
    const missing = await apply(
      application({ email: 'anna@example.de', locale: 'de', answers: { [`q${choiceId}`]: '1' } }),
    );
    expectFieldError(missing, `answers.q${textId}`, 'required');
    expectFieldError(
      await apply(application({ answers: { [`q${textId}`]: 'Én', [`q${choiceId}`]: '7' } })),
      `answers.q${choiceId}`,
      'invalidChoice',
    );
    const sent = await apply(
      application({
        email: 'anna@example.de',
        locale: 'de',
        answers: { [`q${textId}`]: 'Meine Mutter', [`q${choiceId}`]: '1', [`q${yesnoId}`]: 'yes' },
      }),
    );
    expect(sent.status).toBe(201);
    // The admin (English) reads each answer under her own question, a choice and yes/no too.
    const stored = await admin(`/admin/applications/${sent.body.id}`);
    expect(stored.body.answers).toEqual(
      expect.arrayContaining([
        {
          key: `q${textId}`,
          question: 'Who will care for the puppy during the day?',
          answer: 'Meine Mutter',
        },
        { key: `q${choiceId}`, question: 'Home', answer: 'House' },
        { key: `q${yesnoId}`, question: 'Do you have a garden?', answer: 'Yes' },
      ]),
    );

    // Renamed and switched off later: the answer keeps the question as it was asked.
    const current = (await admin('/admin/application-questions')).body.find(
      (q: { id: number }) => q.id === choiceId,
    );
    const patched = await admin(`/admin/application-questions/${choiceId}`, 'PATCH', {
      label: { en: 'Your home', hu: 'Az otthona', de: 'Ihr Zuhause' },
      enabled: false,
      version: current.version,
    });
    expect(patched.status).toBe(200);
    expectError(
      await admin(`/admin/application-questions/${choiceId}`, 'PATCH', {
        required: true,
        version: current.version,
      }),
      409,
      'editConflict',
    );
    expect((await call<any[]>('/application-questions?locale=de')).body).toHaveLength(2);
    expect((await admin(`/admin/applications/${sent.body.id}`)).body.answers).toContainEqual({
      key: `q${choiceId}`,
      question: 'Zuhause',
      answer: 'Haus',
    });
    expectError(
      await asBrowser(`/admin/application-questions/${choiceId}`, 'DELETE', undefined),
      428,
      'versionRequired',
    );
    expect(
      (
        await admin(
          `/admin/application-questions/${choiceId}?version=${patched.body.version}`,
          'DELETE',
        )
      ).status,
    ).toBe(204);
    // Later applicants are not asked the required question any more once it is off.
    const off = await admin(`/admin/application-questions/${textId}`, 'PATCH', { enabled: false });
    expect(off.body.enabled).toBe(false);
  });
});

describe('litters', () => {
  it('offers the open litters, preselects ?litter=, stores and filters by one; a closed one is refused', async () => {
    const mother = await admin('/admin/dogs', 'POST', {
      ...DOG,
      name: 'Bella Anya',
      birthday: '2021-03-04',
      kind: 'parent',
      price: null,
    });
    expect(mother.status).toBe(201);
    let openId = 0;
    // Litters are another part's to create: stored here as its screens would.
    await whileStopped(server, async (query) => {
      const [open] = await query(
        `insert into litters (slug, mother_id, status, expected_at)
         values ('bella-2027', $1, 'expected', '2027-03-01') returning id`,
        [mother.body.id],
      );
      openId = Number(open!.id);
      await query(
        `insert into litters (slug, mother_id, status) values ('bella-2020', $1, 'closed')`,
        [mother.body.id],
      );
    });
    const page = await fetch(`${server.url}/apply?litter=bella-2027`, {
      headers: { 'accept-language': 'de' },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      '<option value="bella-2027" selected="">Wurf von Bella Anya, erwartet am 1. März 2027</option>',
    );
    expect(html).not.toContain('bella-2020');

    expectFieldError(
      await apply(application({ litter: 'bella-2020', email: 'late@example.com' })),
      'litter',
      'litterNotOpen',
    );
    const sent = await apply(application({ litter: 'bella-2027', email: 'bella@example.com' }));
    expect(sent.status).toBe(201);
    expect((await admin(`/admin/applications/${sent.body.id}`)).body.litter).toMatchObject({
      id: openId,
      slug: 'bella-2027',
      mother: 'Bella Anya',
      date: '2027-03-01',
    });
    // The breeder's notice names the litter in the admin's own language (English here).
    const withLitter = () =>
      to(BREEDER).some((mail) => mail.text.includes('Litter: Bella Anya’s litter, expected '));
    for (let i = 0; i < 100 && !withLitter(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(withLitter()).toBe(true);
    const filtered = await admin(`/admin/applications?litter=${openId}`);
    expect(filtered.body.items.map((a: { id: number }) => a.id)).toEqual([sent.body.id]);
    const none = await admin('/admin/applications?litter=any');
    expect(none.body.items.some((a: { id: number }) => a.id === sent.body.id)).toBe(false);
  });
});

describe('the breeder’s decisions', () => {
  it('lists by group and preference a page at a time, approves and declines with a message in the applicant’s language; stale writes get 409, blind ones 428', async () => {
    const page = await admin('/admin/applications?status=new&limit=2&page=1');
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    const second = await admin('/admin/applications?status=new&limit=2&page=2');
    expect(second.body.items[0].id).not.toBe(page.body.items[0].id);
    const anySex = await admin('/admin/applications?sex=any');
    expect(anySex.body.items.map((a: { name: string }) => a.name)).toEqual(['Nagy Péter']);
    const blue = await admin('/admin/applications?color=blue&litter=any');
    expect(
      blue.body.items.every((a: { preferredColor: string }) => a.preferredColor === 'blue'),
    ).toBe(true);
    expectError(await admin('/admin/applications?status=maybe'), 422);

    const eva = (await admin('/admin/applications?status=new')).body.items.find(
      (a: { email: string }) => a.email === 'eva@example.com',
    );
    const detail = await admin(`/admin/applications/${eva.id}`);
    expect(detail.body.defaultMessages.approve).toContain('Kedves Kovács Éva!');
    expect(detail.body.defaultMessages.decline).toContain('Kedves Kovács Éva!');

    expectError(
      await asBrowser(`/admin/applications/${eva.id}`, 'PATCH', { decision: 'approve' }),
      428,
      'versionRequired',
    );
    const approved = await asBrowser(`/admin/applications/${eva.id}`, 'PATCH', {
      decision: 'approve',
      message: 'Kedves Éva! Felkerült a várólistára.',
      version: eva.version,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'waiting', group: 'approved', closedAt: null });
    expect(approved.body.decidedAt).not.toBeNull();
    const stale = await asBrowser(`/admin/applications/${eva.id}`, 'PATCH', {
      decision: 'decline',
      version: eva.version,
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current).toMatchObject({ status: 'waiting', version: eva.version + 1 });
    const mail = await mailTo('eva@example.com', 'jelentkezését jóváhagytuk');
    expect(mail.text).toContain('Kedves Éva! Felkerült a várólistára.');

    const max = (await admin('/admin/applications?status=new')).body.items.find(
      (a: { email: string }) => a.email === 'max@example.at',
    );
    const declined = await admin(`/admin/applications/${max.id}`, 'PATCH', { decision: 'decline' });
    expect(declined.body).toMatchObject({ status: 'declined', group: 'declined' });
    expect(declined.body.closedAt).not.toBeNull();
    const toMax = await mailTo('max@example.at', 'zu Ihrer Bewerbung');
    expect(toMax.text).toContain('Guten Tag Kovács Éva,');
    expect(
      (await admin('/admin/applications?status=approved')).body.items.map(
        (a: { id: number }) => a.id,
      ),
    ).toEqual([eva.id]);
    expectError(
      await admin(`/admin/applications/${max.id}`, 'PATCH', { decision: 'decline' }),
      409,
      'decisionNotPossible',
    );
  });
});

describe('the applicant’s private link, and retention', () => {
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  let links: { withdraw: string; erase: string; withdrawId: number; eraseId: number };

  it('withdraws and erases an application with its token; a wrong token changes nothing', async () => {
    const first = await apply(application({ email: 'leaving@example.com', locale: 'en' }));
    const second = await apply(application({ email: 'erase@example.com', locale: 'en' }));
    await smtp.waitFor(smtp.received.length);
    const linkTo = async (address: string) => {
      for (let i = 0; i < 100 && to(address).length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return linkIn(to(address)[0]!.text)!;
    };
    links = {
      withdraw: await linkTo('leaving@example.com'),
      erase: await linkTo('erase@example.com'),
      withdrawId: first.body.id,
      eraseId: second.body.id,
    };
    expect(to('leaving@example.com')[0]!.subject).toContain('we have received your application');

    const wrong = links.withdraw.slice(0, -1) + (links.withdraw.endsWith('A') ? 'B' : 'A');
    expectError(
      await call(`/my/${wrong}/withdraw`, { method: 'POST' }),
      404,
      'applicationNotFound',
    );
    expectError(await call('/my/short/withdraw', { method: 'POST' }), 404);
    expectError(await call(`/my/${wrong}`, { method: 'DELETE' }), 404);
    expectError(
      await call(`/my/${links.withdraw}/withdraw`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      }),
      403,
      'invalidOrigin',
    );

    const withdrawn = await call(`/my/${links.withdraw}/withdraw`, { method: 'POST' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ status: 'withdrawn' });
    const seen = await admin(`/admin/applications/${links.withdrawId}`);
    expect(seen.body).toMatchObject({ status: 'withdrawn', group: 'withdrawn' });
    expect(seen.body.closedAt).not.toBeNull();

    expect((await call(`/my/${links.erase}`, { method: 'DELETE' })).status).toBe(204);
    expectError(await admin(`/admin/applications/${links.eraseId}`), 404, 'applicationNotFound');
    expectError(await call(`/my/${links.erase}/withdraw`, { method: 'POST' }), 404);
  });

  it('keeps only the token’s hash, and erases declined and withdrawn applications after APPLICATION_RETENTION_DAYS from their closing', async () => {
    const declined = (await admin('/admin/applications?status=declined')).body.items[0];
    const approved = (await admin('/admin/applications?status=approved')).body.items[0];
    await whileStopped(server, async (query) => {
      const rows = await query('select id, token_hash from applications where id = $1', [
        links.withdrawId,
      ]);
      expect(rows[0]!.token_hash).toBe(hash(links.withdraw));
      const everything = JSON.stringify(await query('select * from applications'));
      expect(everything).not.toContain(links.withdraw);
      // Closed 31 days ago (the limit is 30), and the approved one "closed" as long ago.
      await query(
        `update applications set closed_at = now() - interval '31 days' where id = any($1)`,
        [[links.withdrawId, declined.id, approved.id]],
      );
    });
    // The sweep runs at start-up and every hour.
    let gone = false;
    for (let i = 0; i < 100 && !gone; i++) {
      gone = (await admin(`/admin/applications/${declined.id}`)).status === 404;
      if (!gone) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(gone).toBe(true);
    expectError(await admin(`/admin/applications/${links.withdrawId}`), 404);
    // An approved application is in a line, not closed: never swept here.
    expect((await admin(`/admin/applications/${approved.id}`)).status).toBe(200);
  });
});
