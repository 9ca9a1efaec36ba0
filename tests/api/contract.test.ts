import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { pdfLines } from '../support/pdf-text';
import {
  client,
  DOG,
  expectError,
  POSTAL_ADDRESS as POSTAL,
  SELLER,
  signupAdmin,
} from './support/client';
import { whileStopped } from './support/database';
import { signedStart } from './support/enquiry';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// The contract end to end: a buyer with a reserved puppy and a received
// deposit; the breeder prepares, previews and sends the contract; the buyer signs it on their
// private page (with and without JavaScript); the PDF goes to both by mail.
const BREEDER = 'breeder@example.com';
const BUYER_IP = '203.0.113.77';
const CHIP = '348098100123456';

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
  });
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const admin = (path: string, method = 'GET', json?: unknown) =>
  call<any>(path, { method, token, ...(json === undefined ? {} : { json }) });
const PRIVATE_LINK = /\/my\/([A-Za-z0-9_-]{43})/;

async function mailTo(address: string, subject: RegExp) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = smtp.received.find((m) => m.to.includes(address) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} about ${subject}`);
    await smtp.waitFor(smtp.received.length + 1, deadline - Date.now()).catch(() => {});
  }
}

interface Buyer {
  id: number;
  email: string;
  token: string;
}

/** Applies, is approved, and returns the private link from the mail. */
async function applyApproved(name: string, locale: string, country: string): Promise<Buyer> {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  const applied = await call<{ id: number }>('/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${++addressCount}` },
    json: {
      name,
      email,
      phone: '+43 660 123 4567',
      country,
      city: 'Wien',
      household: 'Two adults, a garden.',
      experience: 'We had a French Bulldog for ten years.',
      litter: 'any',
      timing: 'Spring',
      message: '',
      locale,
      consent: true,
      website: '',
      start: signedStart(10_000),
    },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const id = applied.body.id;
  const link = PRIVATE_LINK.exec((await mailTo(email, /./)).text)?.[1];
  const { version } = (await admin(`/admin/applications/${id}`)).body;
  expect(
    (await admin(`/admin/applications/${id}`, 'PATCH', { decision: 'approve', version })).status,
  ).toBe(200);
  return { id, email, token: link! };
}

/** The waiting list's entry of an application (its version). */
async function entry(id: number) {
  const lines = (await admin('/admin/waiting-list?litter=general')).body.lines;
  return lines[0].entries.find((e: { id: number }) => e.id === id);
}

/** The private page as a browser gets it. */
const page = async (link: string) =>
  textOf(await httpRequest(server.url, `/my/${link}`, { ...BROWSER, cookie: 'NEXT_LOCALE=en' }));

/** The hash the page's signing form carries: of the text it shows. */
const shownHash = (html: string) => /name="hash" value="([0-9a-f]{64})"/.exec(html)?.[1];

function signByForm(link: string, fields: Record<string, string>) {
  return fetch(`${server.url}/api/my/${link}/contract/sign`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      'user-agent': 'ContractTest/1.0',
      'x-forwarded-for': BUYER_IP,
    },
    body: new URLSearchParams(fields),
  });
}

describe.sequential('the contract', () => {
  let greta: Buyer;
  let hans: Buyer;
  let puppy: { id: number; slug: string };
  let sentText: string;

  it('flags the values it cannot fill before anything is sent', async () => {
    greta = await applyApproved('Greta Example', 'de', 'AT');
    hans = await applyApproved('Hans Other', 'de', 'DE');
    const mother = await admin('/admin/dogs', 'POST', {
      ...DOG,
      name: 'Bella Anya',
      birthday: '2021-03-04',
      kind: 'parent',
      price: null,
    });
    const father = await admin('/admin/dogs', 'POST', {
      ...DOG,
      name: 'Bruno Apa',
      gender: 'male',
      birthday: '2020-05-06',
      kind: 'parent',
      price: null,
    });
    puppy = (
      await admin('/admin/dogs', 'POST', {
        ...DOG,
        // An emoji no PDF font of ours has.
        name: 'Bogyó 🐶',
        price: 2500,
        motherId: mother.body.id,
        fatherId: father.body.id,
      })
    ).body;
    // Deposit asked and received, then the puppy offered and accepted: reserved for Greta.
    let { version } = await entry(greta.id);
    const asked = await admin(`/admin/applications/${greta.id}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2026-12-15',
      version,
    });
    const received = await admin(`/admin/applications/${greta.id}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2026-12-15',
      received: true,
      version: asked.body.version,
    });
    expect(received.status).toBe(200);
    version = received.body.version;
    const offered = await admin('/admin/offers', 'POST', {
      applicationId: greta.id,
      dogId: puppy.id,
      version,
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const accepted = await call(`/my/${greta.token}/offer`, {
      json: { offerId: offered.body.offer.id, answer: 'accept' },
    });
    expect(accepted.status).toBe(204);

    // Hans has no puppy: no contract for him.
    expectError(
      await admin(`/admin/applications/${hans.id}/contract/preview`, 'POST', {}),
      409,
      'contractNoPuppy',
    );

    const preview = await admin(`/admin/applications/${greta.id}/contract/preview`, 'POST', {});
    expect(preview.status).toBe(200);
    expect(preview.body.locale).toBe('de');
    // The listed price stands in; the seller's legal identity (no legal notice yet), the buyer's
    // postal address, the chip and breeding rights are nowhere yet.
    expect(preview.body.missing).toEqual([
      'sellerName',
      'sellerAddress',
      'sellerIds',
      'buyerAddress',
      'chipNumber',
      'breedingRights',
    ]);
    expect((await admin('/facts', 'PUT', SELLER)).status).toBe(200);
    const refused = await admin(`/admin/applications/${greta.id}/contract`, 'POST', { version: 0 });
    expectError(refused, 422, 'contractMissingValues');
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'buyerAddress',
      'chipNumber',
      'breedingRights',
    ]);
    expect((await admin(`/admin/applications/${greta.id}/contract`)).body).toMatchObject({
      version: 0,
      contract: null,
    });
    expect(await page(greta.token)).not.toContain('id="contract"');
  });

  it('sends the filled contract in the buyer’s language; a stale send is refused', async () => {
    const terms = { chipNumber: CHIP, breedingRights: false, buyerAddress: POSTAL };
    const preview = await admin(`/admin/applications/${greta.id}/contract/preview`, 'POST', terms);
    expect(preview.body.missing).toEqual([]);
    // The seller by legal name, address and tax number; the buyer by postal address; the terms'
    // edition (1: the built-in terms page) and the buyer's warranty under Austrian law.
    const previewText = JSON.stringify(preview.body.doc);
    expect(previewText).toContain('Kovács Éva egyéni vállalkozó');
    expect(previewText).toContain('1111 Budapest, Bartók Béla út 1.');
    expect(previewText).toContain('12345676-1-43');
    expect(previewText).toContain('Mariahilfer Straße 1/4, 1060 Wien, Österreich');
    expect(previewText).not.toMatch(/\{[a-zA-Z]+\}/);
    const sent = await admin(`/admin/applications/${greta.id}/contract`, 'POST', {
      ...terms,
      version: 0,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      version: 1,
      contract: { number: 1, status: 'open', pdfUrl: null },
    });
    // The exact text stored is the preview's document: its hash is the contract's.
    sentText = JSON.stringify(preview.body.doc);
    expect(sent.body.contract.textHash).toBe(sha256(sentText));
    const mail = await mailTo(greta.email, /Welpenkaufvertrag ist bereit/);
    expect(mail.text).toContain('Guten Tag Greta Example,');

    const html = await page(greta.token);
    expect(html).toContain('Ihr Kaufvertrag');
    expect(html).toContain(CHIP);
    expect(html).toContain('Bella Anya');
    expect(html).toContain('als Familienhund ohne Zuchtrecht');
    expect(html).toMatch(/Restbetrag von <strong>2\.000[\s\u00a0]€<\/strong>/);
    expect(shownHash(html)).toBe(sha256(sentText));
    // Another buyer's page shows none of it.
    const other = await page(hans.token);
    expect(other).not.toContain(CHIP);
    expect(other).not.toContain('id="contract"');

    const stale = await admin(`/admin/applications/${greta.id}/contract`, 'POST', {
      ...terms,
      version: 0,
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current.version).toBe(1);
  });

  it('refuses a signature of a text that changed, keeping the name typed; another token signs nothing', async () => {
    const oldHash = sha256(sentText);
    // The breeder corrects the price: version 2 replaces version 1.
    const terms = { chipNumber: CHIP, breedingRights: false, price: 2600 };
    const preview = await admin(`/admin/applications/${greta.id}/contract/preview`, 'POST', terms);
    const resent = await admin(`/admin/applications/${greta.id}/contract`, 'POST', {
      ...terms,
      version: 1,
    });
    expect(resent.body).toMatchObject({ version: 2, contract: { number: 2, status: 'open' } });
    sentText = JSON.stringify(preview.body.doc);

    const stale = await signByForm(greta.token, {
      name: 'Greta Example',
      accept: 'on',
      hash: oldHash,
    });
    expect(stale.status).toBe(303);
    const location = new URL(stale.headers.get('location')!, server.url);
    expect(location.pathname).toBe(`/my/${greta.token}`);
    expect(location.searchParams.get('contractError')).toBe('contractChanged');
    const back = textOf(
      await httpRequest(server.url, `${location.pathname}${location.search}`, {
        ...BROWSER,
        cookie: 'NEXT_LOCALE=en',
      }),
    );
    expect(back).toContain('Der Vertrag wurde geändert');
    expect(back).toMatch(/2\.600[\s\u00a0]€/);
    expect(back).toContain('value="Greta Example"');
    expect(shownHash(back)).toBe(sha256(sentText));

    // Without the box ticked: the error beside it, the name kept.
    const unticked = await signByForm(greta.token, {
      name: 'Greta Example',
      hash: sha256(sentText),
    });
    const again = new URL(unticked.headers.get('location')!, server.url);
    expect(again.searchParams.get('contractError')).toBe('signatureAcceptRequired');
    const form = textOf(
      await httpRequest(server.url, `${again.pathname}${again.search}`, {
        ...BROWSER,
        cookie: 'NEXT_LOCALE=en',
      }),
    );
    expect(form).toContain('id="contract-accept-error"');
    expect(form).toContain('value="Greta Example"');

    // Hans's token: his application has no contract; a made-up token opens nothing.
    const json = { name: 'Hans Other', accept: true, hash: sha256(sentText) };
    expectError(await call(`/my/${hans.token}/contract/sign`, { json }), 404, 'contractNotFound');
    expectError(await call(`/my/${'x'.repeat(43)}/contract/sign`, { json }), 404, 'linkNotValid');
    expect((await admin(`/admin/applications/${greta.id}/contract`)).body.contract.status).toBe(
      'open',
    );
  });

  let pdf: Buffer;

  it('signs: time, address, agent and the hash of the stored text; the PDF goes to both', async () => {
    const signed = await signByForm(greta.token, {
      // Bidi controls would print another name than the one stored: they go.
      name: '  Greta\u2066 Exa\u202Emple\u200F ',
      accept: 'on',
      hash: sha256(sentText),
    });
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toBe(`/my/${greta.token}?contract=signed#contract`);
    const state = (await admin(`/admin/applications/${greta.id}/contract`)).body;
    expect(state.contract).toMatchObject({
      number: 2,
      status: 'signed',
      signedName: 'Greta Example',
      signerIp: BUYER_IP,
      textHash: sha256(sentText),
    });
    const html = await page(greta.token);
    expect(html).toContain('Unterschrieben von Greta Example');
    expect(html).not.toContain('name="hash"');
    const link = /href="(\/api\/files\/private-[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toBeDefined();
    const download = await fetch(`${server.url}${link}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // Named in the buyer's language with the puppy's name; plain ASCII for old browsers.
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Kaufvertrag-Bogyo-2.pdf"; filename*=UTF-8''Kaufvertrag-Bogy%C3%B3-2.pdf`,
    );
    pdf = Buffer.from(await download.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's properties are not compressed: the buyer's name and the text's hash.
    const raw = pdf.toString('latin1');
    expect(raw).toContain('Greta Example; Greta Example');
    expect(raw).toContain(`SHA-256 ${sha256(sentText)}`);
    // The emoji is left out and named, never an empty box; the verify address on one line.
    const lines = pdfLines(pdf).map((line) => line.text);
    const text = lines.join('\n');
    expect(text).not.toContain('\uFFFD');
    expect(lines).toContain('Welpenkaufvertrag: Bogyó');
    expect(text.replace(/\n/g, ' ')).toMatch(
      /Emojis\) lassen sich in einem PDF nicht .*U\+1F436\./,
    );
    const verifyPath = /href="(\/verify\/[^"]+)"/.exec(html)?.[1];
    expect(verifyPath).toBeDefined();
    expect(lines.some((line) => line.endsWith(verifyPath!) && /^https?:\/\/\S+$/.test(line))).toBe(
      true,
    );

    const buyerMail = await mailTo(greta.email, /unterschriebener Vertrag/);
    const breederMail = await mailTo(BREEDER, /Greta Example (signed|hat)/);
    for (const mail of [buyerMail, breederMail]) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({
        filename: 'Kaufvertrag-Bogyó-2.pdf',
        contentType: 'application/pdf',
      });
      expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
    }

    // What the database holds: the text signed is exactly the one hashed.
    await whileStopped(server, async (query) => {
      const rows = await query(
        `select number, status, text, text_hash, signer_agent from contracts
         where application_id = $1 order by number`,
        [greta.id],
      );
      expect(rows.map((r: any) => [r.number, r.status])).toEqual([
        [1, 'replaced'],
        [2, 'signed'],
      ]);
      const last = rows[1] as any;
      expect(last.text).toBe(sentText);
      expect(last.text_hash).toBe(sha256(last.text));
      expect(last.signer_agent).toBe('ContractTest/1.0');
    });
  });

  it('refuses a second signature and a change; a new version supersedes it and needs signing', async () => {
    const hash = sha256(sentText);
    expectError(
      await call(`/my/${greta.token}/contract/sign`, {
        json: { name: 'Greta Example', accept: true, hash },
      }),
      409,
      'contractAlreadySigned',
    );
    const twice = await signByForm(greta.token, { name: 'Greta Example', accept: 'on', hash });
    expect(
      new URL(twice.headers.get('location')!, server.url).searchParams.get('contractError'),
    ).toBe('contractAlreadySigned');
    const terms = { chipNumber: CHIP, breedingRights: true, price: 2600, version: 2 };
    expectError(
      await admin(`/admin/applications/${greta.id}/contract`, 'POST', terms),
      409,
      'contractSigned',
    );
    const state = (await admin(`/admin/applications/${greta.id}/contract`)).body;
    expect(state.contract).toMatchObject({ number: 2, status: 'signed', textHash: hash });

    const superseding = await admin(`/admin/applications/${greta.id}/contract`, 'POST', {
      ...terms,
      supersede: true,
    });
    expect(superseding.body).toMatchObject({
      version: 3,
      contract: { number: 3, status: 'open', signedName: null },
    });
    const html = await page(greta.token);
    expect(html).toContain('mit Zuchtrecht');
    expect(shownHash(html)).toBe(superseding.body.contract.textHash);
    // The signed version and its PDF are untouched.
    await whileStopped(server, async (query) => {
      const [row] = await query(
        `select status, text, signed_name from contracts where application_id = $1 and number = 2`,
        [greta.id],
      );
      expect(row).toMatchObject({ status: 'signed', text: sentText, signed_name: 'Greta Example' });
    });
  });

  it('takes the breeder’s own template: versions, 409 on a stale save, typos caught before sending', async () => {
    const builtIn = await admin('/admin/contract-templates/de');
    expect(builtIn.body).toMatchObject({ locale: 'de', version: 0, updatedAt: null });
    expect(JSON.stringify(builtIn.body.doc)).toContain('{breedingRights}');
    const doc = (text: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const saved = await admin('/admin/contract-templates/de', 'PUT', {
      doc: doc('Kaufvertrag für {puppyName} mit {buyerName}, Chip {chipNumber}. {Tippfehler}'),
      version: 0,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(1);
    const stale = await admin('/admin/contract-templates/de', 'PUT', {
      doc: doc('Überschrieben?'),
      version: 0,
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current.version).toBe(1);
    // The English template is still the built-in one.
    expect((await admin('/admin/contract-templates/en')).body.version).toBe(0);

    const terms = { chipNumber: CHIP, breedingRights: true, price: 2600 };
    const preview = await admin(`/admin/applications/${greta.id}/contract/preview`, 'POST', terms);
    expect(preview.body.missing).toEqual(['Tippfehler']);
    expectError(
      await admin(`/admin/applications/${greta.id}/contract`, 'POST', { ...terms, version: 3 }),
      422,
      'contractMissingValues',
    );
    const fixed = await admin('/admin/contract-templates/de', 'PUT', {
      doc: doc('Kaufvertrag für {puppyName} mit {buyerName}, Chip {chipNumber}.'),
      version: 1,
    });
    expect(fixed.body.version).toBe(2);
    const sent = await admin(`/admin/applications/${greta.id}/contract`, 'POST', {
      ...terms,
      version: 3,
    });
    expect(sent.body).toMatchObject({ version: 4, contract: { status: 'open' } });
    expect(await page(greta.token)).toContain(
      `Kaufvertrag für Bogyó 🐶 mit Greta Example, Chip ${CHIP}.`,
    );
  });

  let signedAt: string;

  it('the breeder countersigns a signed contract once: a PDF with both signatures and the terms’ edition, to both', async () => {
    const open = (await admin(`/admin/applications/${greta.id}/contract`)).body;
    expect(open.contract).toMatchObject({ number: 4, status: 'open', termsVersion: 1 });
    // Not before the buyer has signed.
    expectError(
      await admin(`/admin/applications/${greta.id}/contract/countersign`, 'POST', { version: 4 }),
      409,
      'contractNotSigned',
    );
    const signed = await call(`/my/${greta.token}/contract/sign`, {
      json: { name: 'Greta Example', accept: true, hash: open.contract.textHash },
    });
    expect(signed.status).toBe(204);
    // A screen that saw version 3 countersigns nothing.
    const stale = await admin(`/admin/applications/${greta.id}/contract/countersign`, 'POST', {
      version: 3,
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current.contract.countersignedAt).toBeNull();

    const countersigned = await admin(
      `/admin/applications/${greta.id}/contract/countersign`,
      'POST',
      { version: 4 },
    );
    expect(countersigned.status, JSON.stringify(countersigned.body)).toBe(200);
    expect(countersigned.body.contract).toMatchObject({
      number: 4,
      status: 'signed',
      countersignedName: SELLER.businessName,
      textHash: open.contract.textHash,
    });
    signedAt = countersigned.body.contract.countersignedAt;
    expect(Date.parse(signedAt)).toBeGreaterThan(Date.now() - 60_000);
    expectError(
      await admin(`/admin/applications/${greta.id}/contract/countersign`, 'POST', { version: 4 }),
      409,
      'contractAlreadyCountersigned',
    );

    const buyerMail = await mailTo(greta.email, /von beiden Seiten unterschrieben/);
    const breederMail = await mailTo(BREEDER, /Contract countersigned: Greta Example/);
    const final = buyerMail.attachments[0]!.content;
    expect(breederMail.attachments[0]!.content.equals(final)).toBe(true);
    const lines = pdfLines(final).map((line) => line.text);
    const text = lines.join('\n');
    expect(text).toContain('Gegengezeichnet von (Verkäufer)');
    expect(text).toContain(SELLER.businessName);
    expect(text).toContain('Greta Example');
    expect(text).toContain('AGB, Fassung');
    expect(final.toString('latin1')).toContain(`SHA-256 ${open.contract.textHash}`);
    // The admin's download is the countersigned PDF.
    const download = await fetch(`${server.url}${countersigned.body.contract.pdfUrl}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(final)).toBe(true);
  });

  it('the buyer withdraws once with the page’s withdrawal function; both are told, the breeder with the refund’s deadline', async () => {
    const form = (fields: Record<string, string>) =>
      fetch(`${server.url}/api/my/${greta.token}/contract/withdrawal`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': BUYER_IP,
        },
        body: new URLSearchParams(fields),
      });
    const reason = (response: Response) =>
      new URL(response.headers.get('location')!, server.url).searchParams.get('withdrawalError');
    const html = await page(greta.token);
    expect(html).toContain('id="withdrawal"');
    expect(html).toContain('name="number" value="4"');
    // Unconfirmed, or of a contract the page no longer shows: nothing is recorded.
    expect(reason(await form({ number: '4' }))).toBe('withdrawalConfirmRequired');
    expect(reason(await form({ number: '3', confirm: 'on' }))).toBe('contractChanged');
    // Another buyer has no signed contract to withdraw from.
    expectError(
      await call(`/my/${hans.token}/contract/withdrawal`, { json: { number: 1, confirm: true } }),
      404,
      'contractNotFound',
    );

    const done = await form({ number: '4', confirm: 'on' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/my/${greta.token}?withdrawal=done#withdrawal`);
    const state = (await admin(`/admin/applications/${greta.id}/contract`)).body;
    const withdrawal = state.contract.withdrawal;
    expect(withdrawal).toMatchObject({
      late: false,
      periodEndsAt: null,
      deposit: { amount: 500, currency: 'EUR' },
    });
    const at = Date.parse(withdrawal.withdrawnAt);
    expect(Date.parse(withdrawal.refundDueAt) - at).toBe(14 * 24 * 3600 * 1000);

    const buyerMail = await mailTo(greta.email, /Ihr Widerruf des Vertrags/);
    expect(buyerMail.text).toMatch(/den Vertrag Nr\. 4 über Bogyó/);
    expect(buyerMail.text).toContain('einschließlich der Anzahlung');
    const breederMail = await mailTo(BREEDER, /Withdrawal from a contract: Greta Example/);
    expect(breederMail.text).toContain('withdrew from contract no. 4');
    expect(breederMail.text).toMatch(/the deposit of €\s?500/);
    expect(await page(greta.token)).toContain('data-testid="contract-withdrawn"');

    // Recorded once: a repeat, by form or JSON, changes nothing.
    expect(reason(await form({ number: '4', confirm: 'on' }))).toBe('contractAlreadyWithdrawn');
    expectError(
      await call(`/my/${greta.token}/contract/withdrawal`, { json: { number: 4, confirm: true } }),
      409,
      'contractAlreadyWithdrawn',
    );
    const again = (await admin(`/admin/applications/${greta.id}/contract`)).body;
    expect(again.contract.withdrawal.withdrawnAt).toBe(withdrawal.withdrawnAt);
    // Throttled like every public write: ten tries a link an hour (four so far).
    const json = { number: 4, confirm: true };
    for (let i = 0; i < 6; i += 1) {
      expect((await call(`/my/${greta.token}/contract/withdrawal`, { json })).status).toBe(409);
    }
    const throttled = await call(`/my/${greta.token}/contract/withdrawal`, { json });
    expectError(throttled, 429, 'tooManyAttempts');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    await whileStopped(server, async (query) => {
      const [row] = await query(
        `select withdrawal_ip from contracts where application_id = $1 and number = 4`,
        [greta.id],
      );
      expect(row).toMatchObject({ withdrawal_ip: BUYER_IP });
    });
  });
});
