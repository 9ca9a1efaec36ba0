import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epcQrPayload } from '@/lib/epc-qr';
import de from '@/messages/de.json';
import { freePort } from '../../scripts/lib/server-process';
import { client, DOG, expectError, sessionCookie, signupAdmin } from './support/client';
import { whileStopped } from './support/database';
import { applicationBody } from './support/application';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// The waiting list end to end: approval → deposit → receipt → offer → pass → offer to
// the next → accept → reserved; a real SMTP server receives every mail, in the buyer's language.
const BREEDER = 'breeder@example.com';
const IBAN = 'HU42 1177 3016 1111 1018 0000 0000';

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
    BANK_ACCOUNT_NAME: 'Budapest French Bulldogs Kft.',
    BANK_IBAN: IBAN,
    BANK_BIC: 'OTPVHUHB',
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
/** The private page's EPC QR code: its element, or undefined. */
const depositQr = (html: string) =>
  /<div role="img" aria-labelledby="deposit-qr-label"[^>]*data-testid="deposit-qr"[^>]*>(<svg[\s\S]*?<\/svg>)\s*<\/div>/.exec(
    html,
  )?.[1];

/** Waits for the mail to `address` whose subject matches, and answers it. */
async function mailTo(address: string, subject: RegExp) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = to(address).find((mail) => subject.test(mail.subject));
    if (found) return found;
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

/** Applies through the public form's API, approved by the breeder; the link from the mail. */
async function applyApproved(name: string, locale: string, country: string): Promise<Buyer> {
  const email = `${name.toLowerCase()}@example.com`;
  const applied = await call<{ id: number }>('/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${++addressCount}` },
    json: applicationBody({ name, email, country, locale }),
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const id = applied.body.id;
  const link = PRIVATE_LINK.exec((await mailTo(email, /./)).text)?.[1];
  expect(link).toBeDefined();
  const { version } = (await admin(`/admin/applications/${id}`)).body;
  const approved = await admin(`/admin/applications/${id}`, 'PATCH', {
    decision: 'approve',
    version,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return { id, email, token: link! };
}

/** The general line as the breeder sees it. */
const generalLine = async () =>
  (await admin('/admin/waiting-list?litter=general')).body.lines[0].entries as any[];
const entryOf = async (id: number) => (await generalLine()).find((entry) => entry.id === id);

/** The private page as a browser gets it (in English, whatever the application's language). */
const myPage = (link: string) =>
  httpRequest(server.url, `/my/${link}`, { ...BROWSER, cookie: 'NEXT_LOCALE=en' });

function answerByForm(link: string, offerId: number, answer: 'accept' | 'pass') {
  return fetch(`${server.url}/api/my/${link}/offer`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams({ offerId: String(offerId), answer }),
  });
}

describe('the waiting list', () => {
  let anna: Buyer;
  let bela: Buyer;
  let cili: Buyer;
  let bogyo: { id: number; slug: string };
  let babo: { id: number; slug: string };

  it('lines approved applicants up and shows the buyer their place, privately', async () => {
    anna = await applyApproved('Anna', 'hu', 'HU');
    bela = await applyApproved('Bela', 'de', 'AT');
    cili = await applyApproved('Cili', 'en', 'DE');
    bogyo = (await admin('/admin/dogs', 'POST', { ...DOG, name: 'Bogyó' })).body;
    babo = (await admin('/admin/dogs', 'POST', { ...DOG, name: 'Babó' })).body;
    expect((await generalLine()).map((e) => [e.name, e.place])).toEqual([
      ['Anna', 1],
      ['Bela', 2],
      ['Cili', 3],
    ]);

    const page = await myPage(bela.token);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toMatch(/noindex/);
    const html = textOf(page);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // In the application's language (German), whatever the browser's.
    expect(html).toContain('lang="de"');
    expect(html).toContain('Sie stehen an 2. Stelle.');
    // Abroad, no birth date yet: the 15-week rule is explained.
    expect(html).toContain('15 Wochen');
    // The same page under a path with an encoded letter, which the header rules do not see as
    // private: refused, never shown without its headers.
    for (const path of [`/%6Dy/${bela.token}`, `/m%79/${bela.token}`, `/%6d%79/${bela.token}`]) {
      const disguised = await httpRequest(server.url, path, {
        ...BROWSER,
        cookie: 'NEXT_LOCALE=en',
      });
      expect(disguised.status, path).toBe(400);
      expect(textOf(disguised), path).not.toContain('Warteliste');
    }
  });

  it('asks for a deposit with the bank details and a reference, then sends a receipt', async () => {
    const { version } = await entryOf(bela.id);
    const asked = await admin(`/admin/applications/${bela.id}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2026-12-15',
      version,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const reference = asked.body.deposit.reference;
    expect(reference).toMatch(/^BFB-[2-9A-HJKMNP-Z]{5}$/);
    const request = await mailTo(bela.email, /Anzahlung$/);
    expect(request.text).toContain(IBAN);
    expect(request.text).toContain(`Verwendungszweck: ${reference}`);
    expect(request.text).toMatch(/500[\s\u00a0]€/);
    const page = textOf(await myPage(bela.token));
    expect(page).toContain(reference);
    // The go-home checklist names the buyer's own country's registration duty.
    expect(page).toContain('innerhalb eines Monats nach der Ankunft in der Heimtierdatenbank an');
    expect(textOf(await myPage(anna.token))).toContain('8 napon belül egy állatorvos');
    expect(textOf(await myPage(cili.token))).toContain('its chip with TASSO or FINDEFIX');
    // Shown in groups of four that copy as one string.
    expect(page.replace(/<[^>]+>/g, '')).toContain(IBAN.replaceAll(' ', ''));
    expect(page).toContain('<span class="iban__group">1177</span>');
    // In euros, to a checked IBAN: the EPC QR code of exactly this transfer (EPC069-12, level M,
    // one byte segment), named by its caption.
    const payload = epcQrPayload({
      name: 'Budapest French Bulldogs Kft.',
      iban: IBAN,
      bic: 'OTPVHUHB',
      currency: 'EUR',
      amount: 500,
      remittanceText: reference,
    });
    expect(payload).toEqual({
      ok: true,
      payload: `BCD\n002\n1\nSCT\nOTPVHUHB\nBudapest French Bulldogs Kft.\nHU42117730161111101800000000\nEUR500\n\n\n${reference}`,
    });
    const expected = await QRCode.toString(
      [{ data: new TextEncoder().encode((payload as { payload: string }).payload), mode: 'byte' }],
      { type: 'svg', margin: 4, errorCorrectionLevel: 'M' },
    );
    expect(depositQr(page)).toBe(expected.trim());
    expect(page).toContain(
      `<span id="deposit-qr-label" class="fw-semibold d-block">${de.MyPage.payByQr}</span>`,
    );

    // A stale version is refused with the entry as it is now.
    const stale = await admin(`/admin/applications/${bela.id}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2026-12-15',
      received: true,
      version,
    });
    expectError(stale, 409, 'editConflict');
    const received = await admin(`/admin/applications/${bela.id}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2026-12-15',
      received: true,
      version: stale.body.current.version,
    });
    expect(received.status).toBe(200);
    const receipt = await mailTo(bela.email, /Anzahlung ist eingegangen/);
    expect(receipt.text).toContain(reference);
    // Paid first: Bela leads the line now.
    expect((await generalLine()).map((e) => e.name)).toEqual(['Bela', 'Anna', 'Cili']);
  });

  it('lets one of two offers of the same puppy win, and the other gets 409', async () => {
    const [a, c] = [await entryOf(anna.id), await entryOf(cili.id)];
    const results = await Promise.all([
      admin('/admin/offers', 'POST', { applicationId: a.id, dogId: babo.id, version: a.version }),
      admin('/admin/offers', 'POST', { applicationId: c.id, dogId: babo.id, version: c.version }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expectError(lost, 409, 'puppyAlreadyOffered');
    const won = results.find((r) => r.status === 201)!.body;
    // A browser (signed in by cookie) must say which version it saw.
    const cookie = await sessionCookie(call);
    const unversioned = await call(`/admin/offers/${won.offer.id}`, {
      method: 'DELETE',
      cookie,
      headers: { origin: server.url },
    });
    expectError(unversioned, 428, 'versionRequired');
    const withdrawn = await admin(`/admin/offers/${won.offer.id}?version=${won.version}`, 'DELETE');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'waiting', offer: null, passes: 0 });
  });

  it('offers a puppy, moves it on after a pass, and reserves it on acceptance', async () => {
    const b = await entryOf(bela.id);
    const offered = await admin('/admin/offers', 'POST', {
      applicationId: bela.id,
      dogId: bogyo.id,
      version: b.version,
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const offerMail = await mailTo(bela.email, /Wir bieten Ihnen Bogyó an/);
    expect(offerMail.text).toContain(`/${bogyo.slug}`);

    // Bela passes without JavaScript: a form post, 303 back to the page.
    const passed = await answerByForm(bela.token, offered.body.offer.id, 'pass');
    expect(passed.status).toBe(303);
    expect(passed.headers.get('location')).toBe(`/my/${bela.token}?done=passed`);
    await mailTo(BREEDER, /Bela hat Bogyó abgelehnt|Bela declined Bogyó/);
    // Moved on to the next in line, Anna, in Hungarian.
    const annaOffer = await mailTo(anna.email, /Bogyó – ajánlatunk Önnek/);
    expect(annaOffer.text).toContain('Kedves Anna!');
    const annaEntry = await entryOf(anna.id);
    expect(annaEntry.offer.dog.id).toBe(bogyo.id);
    expect((await entryOf(bela.id)).passes).toBe(1);

    const accepted = await call(`/my/${anna.token}/offer`, {
      json: { offerId: annaEntry.offer.id, answer: 'accept' },
    });
    expect(accepted.status).toBe(204);
    const dog = await call<any>(`/dogs/${bogyo.slug}`);
    expect(dog.body.reserved).toBe(true);
    const page = textOf(await myPage(anna.token));
    expect(page).toContain('Egy kiskutyát lefoglaltunk Önnek.');
    expect(page).toContain(`href="/${bogyo.slug}"`);
    // 8 weeks after the puppy's birth (2026-08-01) for a buyer in Hungary.
    expect(page).toContain('2026. szeptember 26.');
  });

  it('keeps the deposit on the application’s own screen once the puppy is reserved', async () => {
    // Anna left the line on accepting; her screen still asks for and records it.
    const cookie = `${await sessionCookie(call)}; NEXT_LOCALE=en`;
    const screen = async (id: number) =>
      textOf(await httpRequest(server.url, `/admin/applications/${id}`, { ...BROWSER, cookie }));
    expect(await entryOf(anna.id)).toBeUndefined();
    let html = await screen(anna.id);
    expect(html).toMatch(/<h2 id="deposit-\d+-heading"[^>]*>Deposit<\/h2>/);
    expect(html).toContain('No deposit asked yet');
    expect(html).not.toContain('the deposit from the waiting list');

    let { version } = (await admin(`/admin/applications/${anna.id}`)).body;
    const asked = await admin(`/admin/applications/${anna.id}/deposit`, 'PATCH', {
      amount: 150000,
      currency: 'HUF',
      dueAt: '2026-12-20',
      version,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ status: 'reserved', deposit: { amount: 150000 } });
    const reference = asked.body.deposit.reference as string;
    expect((await mailTo(anna.email, /az előleg$/)).text).toContain(reference);
    // Forints: the IBAN and the reference to copy, and no code (EPC QR codes are for euros; the
    // MNB's own format is not implemented, docs/deposit.md).
    const annaPage = textOf(await myPage(anna.token));
    expect(annaPage).toContain(reference);
    expect(annaPage).toContain('<span class="iban__group">1177</span>');
    expect(depositQr(annaPage)).toBeUndefined();
    expect(annaPage).not.toContain('deposit-qr');
    html = await screen(anna.id);
    expect(html).toContain(reference);
    const huf = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'HUF',
      maximumFractionDigits: 0,
    }).format(150000);
    expect(html).toContain(`${huf} due`);

    // A stale screen's save is refused with the application as it is now.
    const stale = await admin(`/admin/applications/${anna.id}/deposit`, 'PATCH', {
      amount: 160000,
      currency: 'HUF',
      dueAt: '2026-12-20',
      version,
    });
    expectError(stale, 409, 'editConflict');
    version = stale.body.current.version;
    const received = await admin(`/admin/applications/${anna.id}/deposit`, 'PATCH', {
      amount: 150000,
      currency: 'HUF',
      dueAt: '2026-12-20',
      received: true,
      version,
    });
    expect(received.status).toBe(200);
    expect((await mailTo(anna.email, /megkaptuk az előleget/)).text).toContain(reference);
    expect(await screen(anna.id)).toContain(`${huf} received · ref. ${reference}`);

    // Before approval there is nothing to ask for.
    const fresh = await call<{ id: number }>('/applications', {
      headers: { 'x-forwarded-for': `198.51.100.${++addressCount}` },
      json: applicationBody({
        name: 'Dora',
        email: 'dora@example.com',
        country: 'HU',
        locale: 'hu',
      }),
    });
    expect(fresh.status).toBe(201);
    expect(await screen(fresh.body.id)).not.toMatch(/<h2 id="deposit-\d+-heading"/);
    const early = await admin(`/admin/applications/${fresh.body.id}/deposit`, 'PATCH', {
      amount: 100,
      dueAt: '2026-12-20',
    });
    expectError(early, 409, 'notInLine');
  });

  it('refuses an answer after the deadline, with the reason', async () => {
    const c = await entryOf(cili.id);
    const offered = await admin('/admin/offers', 'POST', {
      applicationId: cili.id,
      dogId: babo.id,
      hours: 1,
      version: c.version,
    });
    expect(offered.status).toBe(201);
    await whileStopped(server, async (query) => {
      await query(`update offers set expires_at = now() - interval '1 minute' where id = $1`, [
        offered.body.offer.id,
      ]);
    });
    const late = await call(`/my/${cili.token}/offer`, {
      json: { offerId: offered.body.offer.id, answer: 'accept' },
    });
    expectError(late, 410, 'offerExpired');
    const byForm = await answerByForm(cili.token, offered.body.offer.id, 'accept');
    expect(byForm.headers.get('location')).toBe(`/my/${cili.token}?error=offerExpired`);
    const page = textOf(await httpRequest(server.url, byForm.headers.get('location')!, BROWSER));
    expect(page).toContain('The deadline of this offer has passed');
    expect((await call<any>(`/dogs/${babo.slug}`)).body.reserved).toBe(false);
  });

  it('passes an open offer on when the buyer withdraws from their page', async () => {
    // The lapsed offer of Babó went on to Bela, who withdraws without JavaScript.
    const open = (await entryOf(bela.id)).offer;
    expect(open.dog.id).toBe(babo.id);
    const closed = await fetch(`${server.url}/api/my/${bela.token}/close`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ action: 'withdraw' }),
    });
    expect(closed.headers.get('location')).toBe(`/my/${bela.token}?done=withdrawn`);
    expect(await entryOf(bela.id)).toBeUndefined();
    await mailTo(BREEDER, /^Bela declined Babó$/);
    const after = await httpRequest(server.url, closed.headers.get('location')!, {
      ...BROWSER,
      cookie: 'NEXT_LOCALE=en',
    });
    expect(after.status).toBe(200);
    expect(textOf(after)).toContain('Your application is withdrawn.');
    // The link itself opens nothing any more.
    expect((await myPage(bela.token)).status).toBe(404);
  });

  it('revokes a private link: the old one is not valid, the new one is mailed', async () => {
    const c = await entryOf(cili.id);
    const sent = await admin(`/admin/applications/${cili.id}/link?version=${c.version}`, 'POST');
    expect(sent.status).toBe(200);
    const mail = await mailTo(cili.email, /your new private link/);
    const fresh = PRIVATE_LINK.exec(mail.text)?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(cili.token);
    const old = await myPage(cili.token);
    expect(old.status).toBe(404);
    expect(textOf(old)).toContain('This link is not valid');
    expectError(
      await call(`/my/${cili.token}/offer`, { json: { offerId: 1, answer: 'pass' } }),
      404,
      'linkNotValid',
    );
    expect((await myPage(fresh!)).status).toBe(200);
    expect((await myPage('x'.repeat(43))).status).toBe(404);
  });
});
