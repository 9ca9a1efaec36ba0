import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';
import { freePort } from '../../scripts/lib/server-process';
import { client, DOG, POSTAL_ADDRESS, SELLER, signupAdmin } from './support/client';
import { whileStopped } from './support/database';
import { signedStart } from './support/enquiry';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// Verification pages: a puppy's and a signed contract's public proof, with the
// kennel's only official contacts, and nothing private: no buyer, no application, never the
// chip's whole number, in any language, on either entry.
const CHIP = '348098100123456';
const MASKED = '•••• •••• ••• 3456';
const NEW_CHIP = '348098100654321';
const NEW_MASKED = '•••• •••• ••• 4321';
const BUYER = { name: 'Greta Vorsicht', email: 'greta.vorsicht@example.com' };
const BANK_NAME = 'Kovács Éva';

let smtp: TestSmtpServer;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  server = await startServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'kennel@example.com',
    NOTIFY_EMAIL: 'breeder@example.com',
    BANK_ACCOUNT_NAME: BANK_NAME,
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

/** A page as a browser in `locale` gets it: status and text. */
async function page(path: string, locale = 'en') {
  const answer = await httpRequest(server.url, path, {
    ...BROWSER,
    cookie: `NEXT_LOCALE=${locale}`,
  });
  return { status: answer.status, html: textOf(answer), headers: answer.headers };
}

/** The visible text of a page, entities and runs of white space undone. */
const words = (html: string) =>
  html
    // Only what the page shows, not the data its scripts carry.
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ');

async function privateLink(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(email));
    const link = mail && /\/my\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no private link mailed to ${email}`);
    await smtp.waitFor(smtp.received.length + 1, deadline - Date.now()).catch(() => {});
  }
}

describe.sequential('verification pages', () => {
  let puppy: { id: number; slug: string; verifyCode: string };
  let applicationId: number;
  let buyerToken: string;

  it('every puppy has a code; the public API shows the chip masked, the admin’s whole', async () => {
    await admin('/info', 'PUT', {
      email: 'eva@kennel.example',
      phone: '+36 30 123 4567',
      phoneAt: '+43 660 765 4321',
    });
    await admin('/facts', 'PUT', {
      felirId: 'HU987654',
      kennelRegistration: 'MEOESZ/FCI 1234/2014',
      ...SELLER,
      version: 0,
    });
    const mother = await admin('/admin/dogs', 'POST', {
      ...DOG,
      name: 'Bella Anya',
      birthday: '2021-03-04',
      kind: 'parent',
      price: null,
      healthTests: [
        { kind: 'boas', grade: 1, date: '2025-03-01' },
        { name: 'Eyes', result: 'Clear', date: null },
      ],
    });
    const father = await admin('/admin/dogs', 'POST', {
      ...DOG,
      name: 'Bruno Apa',
      gender: 'male',
      birthday: '2020-05-06',
      kind: 'parent',
      price: null,
    });
    expect(father.body.verifyCode).toBeNull();
    const created = await admin('/admin/dogs', 'POST', {
      ...DOG,
      name: 'Bogyo Ellenor',
      chipNumber: CHIP,
      countryOfBirth: 'hu',
      petPassport: true,
      vaccinations: [{ kind: 'DHPPi', date: '2026-09-20' }],
      motherId: mother.body.id,
      fatherId: father.body.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ chipNumber: CHIP, chip: MASKED, countryOfBirth: 'HU' });
    expect(created.body.verifyCode).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{8}$/);
    puppy = created.body;

    const shown = await call<any>(`/dogs/${puppy.slug}`);
    expect(shown.body.verifyCode).toBe(puppy.verifyCode);
    expect(shown.body.chip).toBe(MASKED);
    expect(JSON.stringify(shown.body)).not.toContain(CHIP);
    expect(JSON.stringify((await call<any>('/dogs')).body)).not.toContain(CHIP);
    // The code never changes.
    expect((await admin(`/admin/dogs/${puppy.id}`)).body.verifyCode).toBe(puppy.verifyCode);

    // A photo id that is not the puppy's is refused beside its field.
    const refused = await admin(`/admin/dogs/${puppy.id}`, 'PATCH', { photoWithMother: 999 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ msg: 'imageNotFound', path: 'photoWithMother' }]);
  });

  it('the puppy page shows the rules’ fields and links to its verification page', async () => {
    const { status, html } = await page(`/${puppy.slug}`);
    expect(status).toBe(200);
    const text = words(html);
    expect(text).toContain(en.PuppyFacts.title);
    expect(text).toContain(MASKED);
    expect(html).not.toContain(CHIP);
    expect(text).toContain('Hungary');
    expect(text).toContain('DHPPi');
    expect(text).toContain('HU987654');
    expect(text).toContain('MEOESZ/FCI 1234/2014');
    // Born 2026-08-01: 8 weeks → 26 September, 15 weeks → 14 November.
    expect(text).toContain('September 26, 2026 within Hungary (8 weeks)');
    expect(text).toContain('November 14, 2026 for travel to another EU country (15 weeks)');
    expect(html).toContain(`href="/verify/${puppy.verifyCode}"`);
  });

  it('a reserved puppy’s page shows its status and masked chip, and nothing of its buyer', async () => {
    // Seen once while available: the page is kept until the puppy changes.
    const before = words((await page(`/verify/${puppy.verifyCode}`)).html);
    expect(before).toContain(en.Verify.statusValue.match(/available \{([^}]+)\}/)![1]!);
    const applied = await call<{ id: number }>('/applications', {
      headers: { 'x-forwarded-for': '198.51.100.7' },
      json: {
        ...BUYER,
        phone: '+43 660 123 4567',
        country: 'AT',
        city: 'Wien',
        household: 'Two adults, a garden.',
        experience: 'We had a French Bulldog for ten years.',
        litter: 'any',
        timing: 'Spring',
        message: '',
        locale: 'de',
        consent: true,
        website: '',
        start: signedStart(10_000),
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    applicationId = applied.body.id;
    buyerToken = await privateLink(BUYER.email);
    const { version } = (await admin(`/admin/applications/${applicationId}`)).body;
    await admin(`/admin/applications/${applicationId}`, 'PATCH', { decision: 'approve', version });
    const lines = (await admin('/admin/waiting-list?litter=general')).body.lines;
    const entry = lines[0].entries.find((e: { id: number }) => e.id === applicationId);
    // Deposit asked and received, then the puppy offered and accepted: reserved for her.
    const asked = await admin(`/admin/applications/${applicationId}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2026-12-15',
      version: entry.version,
    });
    const received = await admin(`/admin/applications/${applicationId}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2026-12-15',
      received: true,
      version: asked.body.version,
    });
    expect(received.status).toBe(200);
    const offered = await admin('/admin/offers', 'POST', {
      applicationId,
      dogId: puppy.id,
      version: received.body.version,
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const accepted = await call(`/my/${buyerToken}/offer`, {
      json: { offerId: offered.body.offer.id, answer: 'accept' },
    });
    expect(accepted.status).toBe(204);

    for (const [locale, m] of [
      ['en', en],
      ['hu', hu],
      ['de', de],
    ] as const) {
      const { status, html, headers } = await page(`/verify/${puppy.verifyCode}`, locale);
      expect(status).toBe(200);
      expect(headers['set-cookie'] ?? []).toEqual([]);
      const text = words(html);
      expect(text).toContain(m.Verify.title.replace('{name}', 'Bogyo Ellenor'));
      expect(text).toContain(m.Verify.statusValue.match(/reserved \{([^}]+)\}/)![1]!);
      expect(text).toContain(MASKED);
      expect(text).toContain('+36 30 123 4567');
      expect(text).toContain('+43 660 7654321');
      expect(text).toContain('eva@kennel.example');
      expect(text).toContain(BANK_NAME);
      // The IBAN in groups of four, to compare with the one a buyer was given.
      expect(text).toContain(`${m.Verify.bankIban} HU42 1177 3016 1111 1018 0000 0000`);
      expect(text).toContain(m.Verify.warningTitle);
      expect(text).toContain('Bella Anya');
      // In plain words, as the parent pages say them; a free entry as written.
      expect(text).toContain(m.Health.boasLine.replace('{grade}', '1').replace('{year}', '2025'));
      expect(text).toContain('Eyes Clear');
      // Nothing private: not the buyer, not the application, not the whole chip.
      for (const secret of [CHIP, BUYER.name, 'Greta', BUYER.email, buyerToken, 'Wien']) {
        expect(html).not.toContain(secret);
      }
    }
    // Typed by hand: lower case and a hyphen lead to the same page.
    const typed = `${puppy.verifyCode.slice(0, 4)}-${puppy.verifyCode.slice(4)}`.toLowerCase();
    const redirected = await page(`/verify/${typed}`);
    expect(redirected.status).toBe(308);
    expect(redirected.headers.location).toBe(`/verify/${puppy.verifyCode}`);
  });

  it('an unknown code says clearly it is not ours and what to do (404)', async () => {
    for (const code of ['AAAAAAAA', 'K7QD4MXA', 'not-a-code', '0'.repeat(300)]) {
      const { status, html } = await page(`/verify/${code}`, 'hu');
      expect(status).toBe(404);
      const text = words(html);
      expect(text).toContain(hu.Verify.unknownTitle);
      expect(text).toContain(hu.Verify.unknownAdvice);
    }
  });

  it('a signed contract has its own page: number and day, no buyer', async () => {
    // The chip read at the contract replaces the one saved (a new one here).
    const terms = { chipNumber: NEW_CHIP, breedingRights: false, buyerAddress: POSTAL_ADDRESS };
    const sent = await admin(`/admin/applications/${applicationId}/contract`, 'POST', {
      ...terms,
      version: 0,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const signed = await call(`/my/${buyerToken}/contract/sign`, {
      json: { name: BUYER.name, accept: true, hash: sent.body.contract.textHash },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(204);
    let code = '';
    await whileStopped(server, async (query) => {
      const rows = await query(
        `select v.code from verification_codes v join contracts c on c.id = v.contract_id
         where c.application_id = $1 and c.status = 'signed'`,
        [applicationId],
      );
      code = String(rows[0]?.code ?? '');
    });
    expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{8}$/);
    expect(code).not.toBe(puppy.verifyCode);
    // The buyer's page links it beside the signed contract.
    expect((await page(`/my/${buyerToken}`)).html).toContain(`href="/verify/${code}"`);
    const { status, html } = await page(`/verify/${code}`);
    expect(status).toBe(200);
    const text = words(html);
    expect(text).toMatch(/Contract no\. 1, signed on \w+ \d{1,2}, \d{4}, is a genuine contract/);
    expect(text).toContain('Bogyo Ellenor');
    expect(text).toContain(NEW_MASKED);
    for (const secret of [NEW_CHIP, BUYER.name, BUYER.email, buyerToken]) {
      expect(html).not.toContain(secret);
    }
    // The puppy's own page, seen before, shows the new chip too.
    const puppyPage = words((await page(`/verify/${puppy.verifyCode}`)).html);
    expect(puppyPage).toContain(NEW_MASKED);
    expect(puppyPage).not.toContain(MASKED);
  });

  it('is in no sitemap', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/${puppy.slug}`);
    expect(sitemap).not.toContain('/verify');
  });
});
