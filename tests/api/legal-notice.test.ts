import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import hu from '../../messages/hu.json';
import { client, expectError, expectFieldError, signupAdmin } from './support/client';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, type TestServer } from './support/server';

// The kennel's facts and its legal notice, saved through the API (with its version)
// and shown at once on the legal notice, the home and transport pages and in their JSON-LD.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(() => server?.stop());

const page = async (path: string, language = 'en') =>
  textOf(await httpRequest(server.url, path, { ...BROWSER, 'accept-language': language }));
/** The page's text with tags dropped and spaces (no-break ones too) made plain. */
const words = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, any>,
  );

const LEGAL = {
  businessName: 'Kovács Éva egyéni vállalkozó',
  address: '1111 Budapest\nBartók Béla út 1.',
  registrationNumber: '56789012',
  registrationAuthority: 'Nemzeti Adó- és Vámhivatal',
  taxNumber: '12345676-1-43',
  felirId: '987654321',
  hostingName: 'Example Hosting Kft.',
  hostingAddress: '1095 Budapest, Soroksári út 2.',
  legalForm: 'egyéni vállalkozó',
  representative: 'Kovács Éva',
  vatId: 'HU12345676',
  premisesRegistration: 'Budapest XI. kerületi Hivatal, 1234/2024',
  businessPurpose: 'French Bulldog breeding\nSale of puppies',
  hostingEmail: 'support@host.example',
};

describe('the facts before the breeder saves any', () => {
  it('are the texts the site was written with', async () => {
    const facts = (await call<any>('/facts')).body;
    expect(facts).toMatchObject({
      kennelName: 'Budapest French Bulldogs',
      foundingYear: 2014,
      pedigreeFee: 350,
      pedigreeCurrency: 'EUR',
      airlines: ['Lufthansa', 'Turkish Airlines', 'LOT Polish Airlines'],
      businessName: null,
      taxNumber: null,
      email: null,
      version: 0,
    });
    expect(facts.priceIncludes.hu).toContain(hu.HomePage.pricePassport);
    expect(facts.priceIncludes.de).toHaveLength(7);
    const home = words(await page('/'));
    expect(home).toContain('since 2014');
    expect(home).toContain('€350');
    expect(home).toContain(en.HomePage.priceCertificate);
  });

  it('leave the legal notice saying its details are being completed, in each language', async () => {
    for (const [language, m] of [
      ['en', en],
      ['hu', hu],
      ['de', de],
    ] as const) {
      const html = await page('/legal-notice', language);
      expect(html).toContain(`<title>${m.LegalNotice.metaTitle} | Budapest French Bulldogs`);
      const text = words(html);
      expect(text).toContain(m.LegalNotice.incomplete);
      expect(text).not.toContain(m.LegalNotice.taxNumber);
      expect(text).toContain(m.LegalNotice.lawAt);
    }
    const hungarian = words(await page('/legal-notice', 'hu'));
    expect(hungarian).toContain('Impresszum');
    expect(hungarian).toContain('2001. évi CVIII. törvény (Elker. tv.) 4. §');
    expect(words(await page('/legal-notice', 'de'))).toContain('§ 5 Digitale-Dienste-Gesetz (DDG)');
  });
});

describe('saving the facts and the legal notice', () => {
  it('needs an admin', async () => {
    expectError(await call('/facts', { method: 'PUT', json: { businessName: 'X' } }), 401);
  });

  it('refuses bad fields with the form’s message keys and stores nothing', async () => {
    const refused = await call('/facts', {
      method: 'PUT',
      token,
      json: {
        foundingYear: 3000,
        pedigreeFee: -1,
        pedigreeCurrency: 'BTC',
        taxNumber: '<b>1</b>',
        felirId: 'x;y',
        priceIncludes: { de: ['x'.repeat(121)] },
        airlines: Array.from({ length: 11 }, (_, i) => `Airline ${i}`),
        version: 0,
      },
    });
    expectFieldError(refused, 'foundingYear', 'invalidYear');
    expectFieldError(refused, 'pedigreeFee', 'invalidFee');
    expectFieldError(refused, 'pedigreeCurrency', 'invalidCurrency');
    expectFieldError(refused, 'taxNumber', 'invalidTaxNumber');
    expectFieldError(refused, 'felirId', 'invalidFelirId');
    expectFieldError(refused, 'priceIncludes.de', 'tooLong');
    expectFieldError(refused, 'airlines', 'tooManyItems');
    expectFieldError(
      await call('/facts', { method: 'PUT', token, json: { businessName: 'x'.repeat(201) } }),
      'businessName',
      'tooLong',
    );
    // A tax number is checked by its country's shape and check digit.
    const taxNumber = (value: string) =>
      call('/facts', { method: 'PUT', token, json: { taxNumber: value, version: 0 } });
    expectFieldError(await taxNumber('1234'), 'taxNumber', 'invalidTaxNumber');
    expectFieldError(await taxNumber('12345678-1-43'), 'taxNumber', 'taxIdCheckDigit');
    expectFieldError(await taxNumber('DE136695978'), 'taxNumber', 'taxIdCheckDigit');
    expect((await call<any>('/facts')).body.version).toBe(0);
  });

  it('saves, shows everything at once, and refuses a save based on a stale version', async () => {
    const info = await call<any>('/info', {
      method: 'PUT',
      token,
      json: { email: 'eva@kennel.example', phone: '+36 30 123 4567' },
    });
    expect(info.status).toBe(200);
    const saved = await call<any>('/facts', {
      method: 'PUT',
      token,
      json: {
        ...LEGAL,
        // Typed without hyphens, stored as printed.
        taxNumber: '12345676 1 43',
        // Typed with spaces, stored compact.
        vatId: 'hu 1234 5676',
        kennelName: 'Bartók Bulldogs',
        foundingYear: 2016,
        pedigreeFee: 400,
        pedigreeCurrency: 'GBP',
        priceIncludes: { en: 'EU pet passport\nA bag of puppy food', hu: '' },
        airlines: ['Wizz Air', 'KLM'],
        version: 0,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      ...LEGAL,
      kennelRegistration: null,
      email: 'eva@kennel.example',
      priceIncludes: { en: ['EU pet passport', 'A bag of puppy food'] },
      version: 1,
    });
    // A language left empty keeps the site's own list.
    expect(saved.body.priceIncludes.hu).toContain(hu.HomePage.pricePassport);

    const notice = await page('/legal-notice');
    expect(notice).toContain('<title>Legal notice | Bartók Bulldogs');
    const text = words(notice);
    for (const value of Object.values(LEGAL)) {
      for (const line of value.split('\n')) expect(text).toContain(line);
    }
    expect(notice).toContain('href="mailto:eva@kennel.example"');
    expect(notice).toContain('href="mailto:support@host.example"');
    // Each new field under its label, in its part of the notice.
    for (const key of ['legalForm', 'representative', 'vatId', 'businessPurpose'] as const) {
      expect(text).toContain(`${en.LegalNotice[key]} ${LEGAL[key].split('\n')[0]}`);
    }
    expect(words(await page('/legal-notice', 'hu'))).toContain(
      `${hu.LegalNotice.premisesRegistration} ${LEGAL.premisesRegistration}`,
    );
    expect(words(await page('/legal-notice', 'de'))).toContain(
      `${de.LegalNotice.businessPurpose} French Bulldog breeding`,
    );
    expect(notice).toContain('href="tel:+36301234567"');
    expect(text).not.toContain(en.LegalNotice.incomplete);
    // A field not filled in is simply absent.
    expect(text).not.toContain(en.LegalNotice.kennelRegistration);
    expect(words(await page('/legal-notice', 'de'))).toContain(`Steuernummer ${LEGAL.taxNumber}`);

    const home = await page('/');
    const homeText = words(home);
    expect(homeText).toContain('since 2016');
    expect(homeText).toContain('£400');
    expect(homeText).toContain('A bag of puppy food');
    expect(homeText).not.toContain(en.HomePage.priceCertificate);
    expect(homeText).toContain('Bartók Bulldogs');
    const kennel = jsonLd(home).find((data) => data['@type'] === 'LocalBusiness');
    expect(kennel).toMatchObject({
      name: 'Bartók Bulldogs',
      legalName: LEGAL.businessName,
      taxID: LEGAL.taxNumber,
      foundingDate: '2016',
      makesOffer: { price: 400, priceCurrency: 'GBP', name: en.HomePage.pedigreeTitle },
    });
    expect(words(await page('/', 'de'))).toContain('400 £');
    const transport = words(await page('/transport'));
    expect(transport).toContain('Wizz Air');
    expect(transport).not.toContain('Lufthansa');

    // A second tab, opened before the save, is told and changes nothing.
    const stale = await call<any>('/facts', {
      method: 'PUT',
      token,
      json: { businessName: 'Someone else', version: 0 },
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current).toMatchObject({ businessName: LEGAL.businessName, version: 1 });
    expect((await call<any>('/facts')).body).toMatchObject({ ...LEGAL, version: 1 });
  });

  it('refuses a mistyped VAT ID with 422 naming only that field, and changes nothing', async () => {
    const before = (await call<any>('/facts')).body;
    for (const [vatId, msg] of [
      ['HU12345678', 'taxIdCheckDigit'],
      ['ATU13585626', 'taxIdCheckDigit'],
      ['DE136695978', 'taxIdCheckDigit'],
      ['HU1234', 'invalidVatId'],
    ] as const) {
      const refused = await call<any>('/facts', {
        method: 'PUT',
        token,
        json: { ...LEGAL, businessName: 'Someone else', vatId, version: 1 },
      });
      expectFieldError(refused, 'vatId', msg);
      expect(refused.body.errors, vatId).toEqual([{ msg, path: 'vatId' }]);
    }
    expectFieldError(
      await call('/facts', {
        method: 'PUT',
        token,
        json: { ...LEGAL, hostingEmail: 'support at host', version: 1 },
      }),
      'hostingEmail',
      'invalidEmail',
    );
    expect((await call<any>('/facts')).body).toEqual(before);
    expect(words(await page('/legal-notice'))).toContain(LEGAL.businessName);
  });

  it('says the notice is being completed while a field the law requires is empty', async () => {
    // Name, address and e-mail are there; Austria's business purpose and Germany's
    // representative are not.
    const saved = await call<any>('/facts', {
      method: 'PUT',
      token,
      json: { ...LEGAL, businessPurpose: ' ', representative: null, version: 1 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ businessPurpose: null, representative: null, version: 2 });
    const text = words(await page('/legal-notice'));
    expect(text).toContain(en.LegalNotice.incomplete);
    expect(text).toContain(LEGAL.businessName);
    // No line for an empty field.
    expect(text).not.toContain(en.LegalNotice.businessPurpose);
    expect(text).not.toContain(en.LegalNotice.representative);
  });

  it('returns every fact to its default when the fields are left out', async () => {
    const cleared = await call<any>('/facts', { method: 'PUT', token, json: { version: 2 } });
    expect(cleared.body).toMatchObject({
      kennelName: 'Budapest French Bulldogs',
      foundingYear: 2014,
      pedigreeFee: 350,
      pedigreeCurrency: 'EUR',
      businessName: null,
      vatId: null,
      hostingEmail: null,
      version: 3,
    });
    expect(words(await page('/legal-notice'))).toContain(en.LegalNotice.incomplete);
    expect(words(await page('/'))).toContain('since 2014');
  });
});
