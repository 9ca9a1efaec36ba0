import { describe, expect, it } from 'vitest';
import { factValues, formatFee, type FactSource } from '@/lib/i18n/fact-values';
import { siteFactsSchema } from '@/features/site/facts-schema';

const facts: FactSource = {
  kennelName: 'Budapest French Bulldogs',
  foundingYear: 2014,
  pedigreeFee: 350,
  pedigreeCurrency: 'EUR',
  airlines: ['Lufthansa', 'Turkish Airlines', 'LOT Polish Airlines'],
  email: 'hello@example.com',
  phone: '+36 30 123 4567',
};
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('factValues', () => {
  it('formats the pedigree fee as each language writes an amount', () => {
    expect(factValues(facts, 'en').pedigreeFee).toBe('€350');
    expect(nbsp(factValues(facts, 'de').pedigreeFee!)).toBe('350 €');
    // As the Hungarian text had it: CLDR writes the euro's code in Hungarian.
    expect(nbsp(factValues(facts, 'hu').pedigreeFee!)).toBe('350 EUR');
    expect(nbsp(formatFee(120000, 'HUF', 'hu'))).toBe('120 000 Ft');
    expect(formatFee(99.5, 'GBP', 'en')).toBe('£99.50');
  });

  it('fills the name, the year, the years since and the contact details', () => {
    const values = factValues(facts, 'hu', new Date('2026-11-27T12:00:00Z'));
    expect(values).toMatchObject({
      kennelName: 'Budapest French Bulldogs',
      foundingYear: '2014',
      yearsBreeding: '12',
      email: 'hello@example.com',
      phone: '+36 30 123 4567',
    });
    expect(values.airlines).toBe('Lufthansa, Turkish Airlines és LOT Polish Airlines');
    expect(factValues(facts, 'en').airlines).toBe(
      'Lufthansa, Turkish Airlines, and LOT Polish Airlines',
    );
    expect(factValues({ ...facts, email: null, phone: null }, 'de')).toMatchObject({
      email: '',
      phone: '',
    });
  });
});

describe('siteFactsSchema', () => {
  it('takes lists as the lines of a text area and blanks as defaults', () => {
    const parsed = siteFactsSchema.parse({
      foundingYear: ' 2015 ',
      pedigreeFee: '',
      priceIncludes: { en: 'passport\n\n  microchip  \r\n', hu: '' },
      airlines: ['Lufthansa', ' '],
      address: ' Fő utca 1. \n\n 1011 Budapest ',
      businessName: 'Kovács  Éva\nEV',
      version: 0,
    });
    expect(parsed).toMatchObject({
      foundingYear: 2015,
      pedigreeFee: null,
      priceIncludes: { en: ['passport', 'microchip'], hu: null },
      airlines: ['Lufthansa'],
      address: 'Fő utca 1.\n1011 Budapest',
      businessName: 'Kovács Éva EV',
    });
  });

  it('refuses bad input with the keys the form translates', () => {
    const result = siteFactsSchema.safeParse({
      foundingYear: String(new Date().getFullYear() + 1),
      pedigreeFee: '-5',
      pedigreeCurrency: 'XYZ',
      taxNumber: '<script>',
      felirId: '123;456',
      airlines: Array.from({ length: 11 }, (_, i) => `Air ${i}`),
      priceIncludes: { de: 'x'.repeat(121) },
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      foundingYear: 'invalidYear',
      pedigreeFee: 'invalidFee',
      pedigreeCurrency: 'invalidCurrency',
      taxNumber: 'invalidTaxNumber',
      felirId: 'invalidFelirId',
      airlines: 'tooManyItems',
      'priceIncludes.de': 'tooLong',
    });
  });

  it('takes the new legal-notice fields: one line each, the business purpose in lines', () => {
    const parsed = siteFactsSchema.parse({
      legalForm: ' egyéni \n vállalkozó ',
      representative: 'Kovács Éva',
      premisesRegistration: 'XI. kerületi Hivatal, 123/2024',
      businessPurpose: 'Breeding French Bulldogs\n\n  Selling puppies ',
      hostingEmail: ' support@host.example ',
      vatId: '',
    });
    expect(parsed).toMatchObject({
      legalForm: 'egyéni vállalkozó',
      businessPurpose: 'Breeding French Bulldogs\nSelling puppies',
      hostingEmail: 'support@host.example',
      vatId: null,
    });
    const refused = siteFactsSchema.safeParse({
      hostingEmail: 'support at host',
      legalForm: 'x'.repeat(101),
      businessPurpose: 'x'.repeat(501),
    });
    expect(
      Object.fromEntries(refused.error!.issues.map((issue) => [issue.path[0], issue.message])),
    ).toEqual({ hostingEmail: 'invalidEmail', legalForm: 'tooLong', businessPurpose: 'tooLong' });
  });
});

describe('a backup of the facts', () => {
  it('is read back as the API would take it, stored nulls (defaults) included', () => {
    expect(
      siteFactsSchema.safeParse({
        kennelName: null,
        foundingYear: null,
        priceIncludes: null,
        airlines: null,
        pedigreeFee: 350,
        pedigreeCurrency: 'EUR',
        address: 'Fő utca 1.\n1011 Budapest',
      }).success,
    ).toBe(true);
  });
});
