import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { client, DOG, expectError, sessionCookie, signupAdmin } from './support/client';
import { applicationBody } from './support/application';
import { form, jpeg } from './support/images';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// The puppy's diary: updates to a puppy or a litter reach the buyers of the
// puppies concerned, by mail in their language and on their private page, and nowhere else.

let smtp: TestSmtpServer;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let addresses = 0;

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  server = await startServer({
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
const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const PRIVATE_LINK = /\/my\/([A-Za-z0-9_-]{43})/;

async function mailTo(address: string, subject: RegExp, count = 1) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = to(address).filter((mail) => subject.test(mail.subject));
    if (found.length >= count) return found.at(-1)!;
    if (Date.now() > deadline) {
      throw new Error(
        `no mail to ${address} about ${subject}: ${to(address).map((m) => m.subject)}`,
      );
    }
    await smtp.waitFor(smtp.received.length + 1, deadline - Date.now()).catch(() => {});
  }
}

interface Buyer {
  id: number;
  email: string;
  token: string;
}

/** Applies, is approved, is offered `dogId` and accepts: the puppy is reserved for them. */
async function buyer(name: string, locale: string, dogId: number | null): Promise<Buyer> {
  const email = `${name.toLowerCase()}@example.com`;
  const applied = await call<{ id: number }>('/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${++addresses}` },
    json: applicationBody({ name, email, locale }),
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const id = applied.body.id;
  const link = PRIVATE_LINK.exec((await mailTo(email, /./)).text)?.[1];
  expect(link).toBeDefined();
  const { version } = (await admin(`/admin/applications/${id}`)).body;
  expect(
    (await admin(`/admin/applications/${id}`, 'PATCH', { decision: 'approve', version })).status,
  ).toBe(200);
  if (dogId !== null) {
    const current = (await admin(`/admin/applications/${id}`)).body;
    const offered = await admin('/admin/offers', 'POST', {
      applicationId: id,
      dogId,
      version: current.version,
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const accepted = await call(`/my/${link}/offer`, {
      json: { offerId: offered.body.offer.id, answer: 'accept' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(accepted.status).toBe(204);
  }
  return { id, email, token: link! };
}

/** The private page's HTML, without React's markers between adjacent texts. */
const myPage = async (link: string) =>
  textOf(
    await httpRequest(server.url, `/my/${link}`, { ...BROWSER, cookie: 'NEXT_LOCALE=en' }),
  ).replace(/<!-- -->/g, '');

const diaryMail = (link: string, mail: 'on' | 'off', site = 'same-origin') =>
  fetch(`${server.url}/api/my/${link}/diary-mail`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site },
    body: new URLSearchParams({ mail }),
  });

/** The signed links of a page's diary photos. */
const photoLinks = (html: string) =>
  [...html.matchAll(/src="(\/api\/files\/private-[^"]+)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );

describe.sequential('the puppy diary', () => {
  const dogs = { mimi: { id: 0, slug: '' }, momo: { id: 0, slug: '' }, solo: { id: 0, slug: '' } };
  let litter = { id: 0, slug: '' };
  let greta: Buyer;
  let hanna: Buyer;
  let ivo: Buyer;
  let litterEntry: any;
  let soloEntry: any;
  let privateKey = '';

  it('posts to a litter, mails each buyer concerned in their language, once', async () => {
    const mother = await admin('/admin/dogs', 'POST', {
      ...DOG,
      name: 'Diary Mother',
      kind: 'parent',
      birthday: '2021-03-04',
    });
    litter = (
      await admin('/admin/litters', 'POST', {
        motherId: mother.body.id,
        status: 'born',
        bornAt: '2026-10-01',
        born: { males: 1, females: 1, colors: {} },
      })
    ).body;
    expect(litter.id).toBeGreaterThan(0);
    for (const name of ['Mimi', 'Momo'] as const) {
      const dog = await admin('/admin/dogs', 'POST', {
        ...DOG,
        name,
        birthday: '2026-10-01',
        litterId: litter.id,
      });
      expect(dog.status).toBe(201);
      dogs[name.toLowerCase() as 'mimi' | 'momo'] = dog.body;
    }
    dogs.solo = (await admin('/admin/dogs', 'POST', { ...DOG, name: 'Solo' })).body;
    greta = await buyer('Greta', 'de', dogs.mimi.id);
    hanna = await buyer('Hanna', 'hu', dogs.momo.id);
    ivo = await buyer('Ivo', 'en', null);

    const posted = await admin('/admin/diary', 'POST', {
      litterId: litter.id,
      text: { en: 'Everyone ate well today.', de: 'Heute haben alle gut gefressen.' },
      weights: [
        { dogId: dogs.mimi.id, grams: 1250 },
        { dogId: dogs.momo.id, grams: 1410 },
      ],
      healthEvents: [{ kind: 'vaccination', date: '2026-11-20', note: 'Nobivac DHP' }],
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    litterEntry = posted.body;
    expect(litterEntry).toMatchObject({ litterId: litter.id, dogId: null, version: 1 });

    const german = await mailTo(greta.email, /Neues von Mimi/);
    expect(german.text).toContain('Heute haben alle gut gefressen.');
    expect(german.text).toMatch(/Gewicht: 1\.250\sg/);
    expect(german.text).toContain('Impfung');
    expect(german.text).toContain('Keine E-Mails mehr');
    // Hungarian was not written: the English text, and only her own puppy's weight.
    const hungarian = await mailTo(hanna.email, /hírek Momo felől/);
    expect(hungarian.text).toContain('Everyone ate well today.');
    expect(hungarian.text).toMatch(/Súlya: 1410\sg|Súlya: 1\s410\sg/);
    expect(hungarian.text).not.toContain('1250');
    expect(hungarian.text).toContain('Nem kérek több ilyen e-mailt');

    // A puppy's own update, with no buyer: no mail to anyone.
    const before = smtp.received.length;
    const solo = await admin('/admin/diary', 'POST', {
      dogId: dogs.solo.id,
      text: { en: 'Solo’s secret diary line.' },
      weights: [{ dogId: dogs.solo.id, grams: 900 }],
    });
    expect(solo.status).toBe(201);
    soloEntry = solo.body;
    // A weight of a puppy the update is not about is refused.
    const stray = await admin('/admin/diary', 'POST', {
      dogId: dogs.solo.id,
      weights: [{ dogId: dogs.mimi.id, grams: 900 }],
    });
    expectError(stray, 422, 'weightNotInTarget');
    expectError(await admin('/admin/diary', 'POST', { text: { en: 'x' } }), 422);
    // Ivo has no puppy: nothing came to him but his link.
    expect(to(ivo.email).every((mail) => !/Mimi|Momo|Solo/.test(mail.subject))).toBe(true);
    expect(smtp.received.length).toBe(before);
  });

  it('stores photos privately and shows the diary only to the buyer concerned', async () => {
    const uploaded = await call<any>(`/admin/diary/${litterEntry.id}/images`, {
      token,
      body: form([{ name: 'litter.jpg', data: await jpeg(800, 600, '#a86') }]),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.images[0].src).toMatch(/^\/api\/files\/private-[0-9a-f-]+-\d+\.webp\?/);
    privateKey = /\/api\/files\/([^?]+)/.exec(uploaded.body.images[0].src)![1]!;

    const page = await myPage(greta.token);
    expect(page).toContain('Tagebuch von Mimi');
    expect(page).toContain('Heute haben alle gut gefressen.');
    expect(page).toMatch(/<svg[^>]*role="img"/);
    expect(page).toContain('<title id="weight-chart-title">Gewicht von Mimi</title>');
    expect(page).toMatch(/data-testid="weight-list".*1\.250\sg/s);
    expect(page).toMatch(/data-testid="health-record".*Impfung \(Nobivac DHP\)/s);
    expect(page).not.toContain('1.410');
    expect(page).not.toContain('Solo’s secret');
    const links = photoLinks(page);
    expect(links.length).toBeGreaterThan(0);
    const photo = await fetch(`${server.url}${links[0]}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toMatch(/^private/);

    // Hanna reads it in Hungarian, the text as written, marked English.
    const hungarian = await myPage(hanna.token);
    expect(hungarian).toContain('Momo naplója');
    expect(hungarian).toMatch(/<p lang="en"[^>]*>Everyone ate well today.<\/p>/);
    // Ivo has no puppy: no diary at all.
    const waiting = await myPage(ivo.token);
    expect(waiting).not.toContain('id="diary"');
    expect(waiting).not.toContain('Everyone ate well');
    expect(photoLinks(waiting)).toEqual([]);
  });

  it('reveals nothing of the diary to anyone else', async () => {
    const secrets = [
      'Everyone ate well',
      'Heute haben alle',
      'Solo’s secret',
      'Nobivac',
      'private-',
    ];
    const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));
    // Without a session, or a token that is not one.
    expectError(await call('/admin/diary'), 401);
    expectError(await call(`/admin/diary/${litterEntry.id}`), 401);
    expect((await httpRequest(server.url, `/my/${'x'.repeat(43)}`)).status).toBe(404);
    // The public API and pages of the puppies and the litter, and the sitemap.
    const publicAnswers = [
      `/api/dogs/${dogs.mimi.slug}`,
      `/api/dogs/${dogs.solo.slug}`,
      `/api/dogs/${dogs.mimi.id}`,
      '/api/dogs',
      `/api/litters/${litter.slug}`,
      '/api/litters',
      '/sitemap.xml',
      `/${dogs.solo.slug}`,
      `/litters/${litter.slug}`,
    ];
    for (const path of publicAnswers) {
      const answer = await httpRequest(server.url, path);
      expect(answer.status, path).toBeLessThan(500);
      expect(leaks(textOf(answer)), path).toEqual([]);
    }
    // The photo's file: never by its key, nor without a valid signature.
    expect((await fetch(`${server.url}/api/uploads/${privateKey}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/files/${privateKey}`)).status).toBe(404);
    const forged = await fetch(
      `${server.url}/api/files/${privateKey}?expires=${Math.floor(Date.now() / 1000) + 60}&signature=AAAA`,
    );
    expect(forged.status).toBe(404);
  });

  it('keeps the diary photos through the start-up sweep of unreferenced files', async () => {
    // A public photo written after them: the sweep removes unreferenced files near its time.
    const dogPhoto = await call(`/admin/dogs/${dogs.solo.id}/images`, {
      token,
      body: form([{ name: 'solo.jpg', data: await jpeg(400, 300) }]),
    });
    expect(dogPhoto.status).toBe(201);
    await server.restart();
    const current = (await admin(`/admin/diary/${litterEntry.id}`)).body;
    expect(current.images).toHaveLength(1);
    for (const link of current.images[0].srcSet.split(', ').map((s: string) => s.split(' ')[0])) {
      expect((await fetch(`${server.url}${link}`)).status, link).toBe(200);
    }
  });

  it('refuses a stale edit or delete with the update as it is now (409)', async () => {
    const edited = await admin(`/admin/diary/${litterEntry.id}`, 'PUT', {
      litterId: litter.id,
      text: { en: 'Everyone ate well today, twice.' },
      weights: litterEntry.weights,
      healthEvents: litterEntry.healthEvents,
      version: 1,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.version).toBe(2);
    const stale = await admin(`/admin/diary/${litterEntry.id}`, 'PUT', {
      litterId: litter.id,
      text: { en: 'An older screen.' },
      version: 1,
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current).toMatchObject({
      version: 2,
      text: { en: 'Everyone ate well today, twice.' },
    });
    expectError(
      await admin(`/admin/diary/${litterEntry.id}?version=1`, 'DELETE'),
      409,
      'editConflict',
    );
    // A browser (cookie) must say what it based the write on.
    const cookie = await sessionCookie(call);
    const unversioned = await call(`/admin/diary/${litterEntry.id}`, {
      method: 'PUT',
      headers: { cookie, origin: server.url },
      json: { litterId: litter.id, text: { en: 'No version.' } },
    });
    expectError(unversioned, 428, 'versionRequired');
    // An edit sends no new mail.
    const count = to(greta.email).length;
    await mailTo(hanna.email, /hírek Momo felől/);
    expect(to(greta.email)).toHaveLength(count);
  });

  it('lets the buyer stop the mail from their page, without JavaScript, and start it again', async () => {
    expect((await diaryMail(greta.token, 'off', 'cross-site')).status).toBe(403);
    const off = await diaryMail(greta.token, 'off');
    expect(off.status).toBe(303);
    expect(off.headers.get('location')).toBe(`/my/${greta.token}?done=diaryMailOff#diary`);
    const page = await myPage(greta.token);
    expect(page).toContain('Sie bekommen keine E-Mails zu Neuigkeiten');
    expect(page).toContain('name="mail" value="on"');

    const gretaBefore = to(greta.email).length;
    const second = await admin('/admin/diary', 'POST', {
      litterId: litter.id,
      text: { en: 'Second week.' },
    });
    expect(second.status).toBe(201);
    await mailTo(hanna.email, /hírek Momo felől/, 2);
    expect(to(greta.email)).toHaveLength(gretaBefore);

    expect((await diaryMail(greta.token, 'on')).status).toBe(303);
    const third = await admin('/admin/diary', 'POST', {
      dogId: dogs.mimi.id,
      text: { de: 'Nur für Mimi.' },
      weights: [{ dogId: dogs.mimi.id, grams: 1500 }],
    });
    expect(third.status).toBe(201);
    const mail = await mailTo(greta.email, /Neues von Mimi/, 2);
    expect(mail.text).toContain('Nur für Mimi.');
    // A puppy's own update goes to its buyer alone.
    expect(to(hanna.email).filter((m) => /hírek Momo/.test(m.subject))).toHaveLength(2);
    // An invalid token finds nothing to change.
    const bad = await diaryMail('x'.repeat(43), 'off');
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toMatch(/error=linkNotValid/);
  });

  it('deletes an update with its photo files', async () => {
    const current = (await admin(`/admin/diary/${litterEntry.id}`)).body;
    const link = current.images[0].src as string;
    expect((await fetch(`${server.url}${link}`)).status).toBe(200);
    expect(
      (await admin(`/admin/diary/${litterEntry.id}?version=${current.version}`, 'DELETE')).status,
    ).toBe(204);
    expect((await fetch(`${server.url}${link}`)).status).toBe(404);
    expectError(await admin(`/admin/diary/${litterEntry.id}`), 404, 'diaryEntryNotFound');
    expect(soloEntry.id).toBeGreaterThan(0);
  });
});
