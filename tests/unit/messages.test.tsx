// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslationStatus } from '@/features/dogs/ui/admin/TranslationStatus';
import { useTranslations } from '@/lib/client/intl';
import { formatFee } from '@/lib/i18n/fact-values';
import { MESSAGES, renderWithIntl } from '../support/intl';

// The three message files as readers of each language meet them: the same keys, valid ICU, and
// a language named in the reader's language wherever a sentence names it, no template showing
// through ("A(z)").

afterEach(cleanup);

const LOCALES = ['en', 'hu', 'de'] as const;

/** Every message of a file by its dotted path. */
function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const FLAT = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(MESSAGES[locale])]));

describe('messages/{en,hu,de}.json', () => {
  it('hold the same keys, and every message compiles', () => {
    const keys = [...FLAT.en!.keys()].sort();
    for (const locale of LOCALES) {
      expect([...FLAT[locale]!.keys()].sort()).toEqual(keys);
      for (const [path, text] of FLAT[locale]!) {
        expect(() => compile(text), `${locale} ${path}`).not.toThrow();
      }
    }
  });

  it('leave no "A(z)" for the reader to resolve in Hungarian', () => {
    const leftovers = [...FLAT.hu!].filter(([, text]) => /\b[Aa]\(z\)/.test(text));
    expect(leftovers).toEqual([]);
  });

  it('write the pedigree fee as the price of a puppy is written on the same page', () => {
    for (const locale of LOCALES) {
      // The fee is a site fact, formatted as the puppies' prices are (lib/i18n/fact-values.ts).
      const fee = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(350);
      expect(formatFee(350, 'EUR', locale)).toBe(fee);
      for (const path of ['HomePage.pedigreeText', 'DogPage.pedigreeText']) {
        expect(FLAT[locale]!.get(path), `${locale} ${path}`).toContain(
          '<strong>{pedigreeFee}</strong>',
        );
      }
    }
  });

  it('fly a puppy to the airport, not ship or deliver it like a parcel', () => {
    const parcel = { en: /\b(ship|deliver)/i, hu: /szállít/i, de: /Liefer|geliefert|gebracht/i };
    const airport = { en: /airport/, hu: /repülőtér/, de: /Flughafen/ };
    for (const locale of LOCALES) {
      const lines = [...FLAT[locale]!].filter(([, text]) => airport[locale].test(text));
      expect(lines.length, locale).toBeGreaterThan(3);
      expect(lines.filter(([, text]) => parcel[locale].test(text))).toEqual([]);
    }
  });

  it('call a hash a hash, not encryption', () => {
    expect(FLAT.en!.get('PrivacyPage.storedText')).not.toMatch(/encrypt|scrambl/i);
    expect(FLAT.hu!.get('PrivacyPage.storedText')).not.toMatch(/titkosít/i);
    expect(FLAT.de!.get('PrivacyPage.storedText')).not.toMatch(/verschlüssel/i);
  });

  it('give the password rule in the same words on sign-up and on the password screen', () => {
    for (const locale of LOCALES) {
      expect(FLAT[locale]!.get('PasswordPage.newPasswordHelp'), locale).toBe(
        FLAT[locale]!.get('SignupPage.passwordHelp'),
      );
    }
  });
});

function EnquiryLanguage({ code }: { code: string }) {
  const t = useTranslations('AdminEnquiries');
  return <p>{t('language', { locale: code })}</p>;
}

describe('a language named mid-sentence', () => {
  it.each([
    ['en', 'hu', 'Writes in Hungarian'],
    ['en', 'de', 'Writes in German'],
    ['de', 'en', 'Schreibt auf Englisch'],
    ['de', 'hu', 'Schreibt auf Ungarisch'],
    ['hu', 'de', 'Németül ír'],
    ['hu', 'en', 'Angolul ír'],
  ] as const)('is the inbox reader’s word (%s, for %s)', (ui, code, expected) => {
    renderWithIntl(<EnquiryLanguage code={code} />, ui);
    expect(screen.getByText(expected)).toBeTruthy();
  });

  it.each([
    ['en', { hu: '', de: 'Da.' }, 'Description missing in Hungarian'],
    ['en', { hu: '', de: '' }, 'Description missing in Hungarian and German'],
    ['de', { hu: 'Igen.', de: '' }, 'Beschreibung auf Deutsch fehlt'],
    ['hu', { hu: '', de: '' }, 'Hiányzik a magyar és a német leírás'],
  ] as const)('is the dog list reader’s word (%s, %j)', (ui, written, expected) => {
    renderWithIntl(<TranslationStatus dog={{ description: { en: 'Yes.', ...written } }} />, ui);
    expect(screen.getByTestId('missing-translations').textContent).toBe(expected);
  });
});

function ColourNames() {
  const t = useTranslations('Dogs');
  return (
    <p>{(['blue', 'tan', 'lilac'] as const).map((color) => t('color', { color })).join('|')}</p>
  );
}

describe('colour names', () => {
  it.each([
    ['en', 'Blue|Tan|Lilac'],
    ['hu', 'Kék|Cser|Lilac'],
    ['de', 'Blau|Tan|Lilac'],
  ] as const)(
    'are written the %s way, the same in the select, the facts, the error and the description',
    (locale, names) => {
      renderWithIntl(<ColourNames />, locale);
      expect(screen.getByText(names)).toBeTruthy();
      for (const path of [
        'BreedPage.factColours',
        'apiErrors.invalidColor',
        'Metadata.defaultDescription',
      ]) {
        for (const name of names.split('|')) {
          expect(FLAT[locale]!.get(path)!.toLowerCase(), `${locale} ${path}`).toContain(
            name.toLowerCase(),
          );
        }
      }
    },
  );
});
