import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_LOCALES,
  PAGE_BLOCKS,
  PAGE_KEYS,
  PAGE_NAMESPACES,
  type LocalizedValue,
} from '@/features/pages/content';
import { localized, missingLocales } from '@/features/pages/values';
import { docText, type RichDoc } from '@/lib/rich-text/doc';
import { htmlToDoc } from '@/lib/rich-text/html';
import { fillValues } from '@/lib/rich-text/values';
import { factValues } from '@/lib/i18n/fact-values';
import { pageDefaults } from '@/features/pages/server/page-defaults';
import { pageContentSchema } from '@/features/pages/schema';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

// The pages' texts move into the database, and a fresh install shows exactly the texts
// the message files have, the facts in them (the founding year, the pedigree fee) placeholders.

const MESSAGES = { en, hu: hu as unknown as typeof en, de: de as unknown as typeof en };
const DAYS = 30;
/** The facts as a fresh install has them (DEFAULT_FACTS). */
const FACTS = {
  kennelName: 'Budapest French Bulldogs',
  foundingYear: 2014,
  pedigreeFee: 350,
  pedigreeCurrency: 'EUR',
  airlines: ['Lufthansa', 'Turkish Airlines', 'LOT Polish Airlines'],
  email: null,
  phone: null,
};

function today(locale: (typeof CONTENT_LOCALES)[number]) {
  const t = createTranslator({ locale, messages: MESSAGES[locale] });
  const values: Record<string, string> = {
    ...factValues(FACTS, locale),
    site: FACTS.kennelName,
    enquiryRetention: t('PageContent.retentionDays', { days: DAYS }),
    applicationRetention: t('PageContent.retentionDays', { days: DAYS }),
  };
  /** A message as the page showed it: tags dropped, arguments filled. */
  // Any page's message: its key and arguments are not known to the types here.
  const markup = t.markup as (path: string, values: Record<string, unknown>) => string;
  const message = (path: string) =>
    markup(path, { ...values, days: DAYS, strong: (chunks: string) => chunks });
  return { values, message };
}

describe('the pages’ defaults', () => {
  it.each(PAGE_KEYS)('are today’s message texts of %s in every language', (page) => {
    const defaults = pageDefaults(page);
    for (const locale of CONTENT_LOCALES) {
      const { values, message } = today(locale);
      for (const block of PAGE_BLOCKS[page]) {
        const keys = (block.from ?? []).map((key) => `${PAGE_NAMESPACES[page]}.${key}`);
        const value = defaults[block.name] as LocalizedValue<unknown>;
        const label = `${page}.${block.name} (${locale})`;
        if (block.kind === 'photo' || keys.length === 0) {
          expect(value, label).toEqual(block.kind === 'photo' ? null : {});
          continue;
        }
        const expected = keys.map(message);
        const shown =
          block.kind === 'line'
            ? [value[locale] as string]
            : block.kind === 'list'
              ? (value[locale] as string[])
              : docText(value[locale] as RichDoc).split('\n');
        expect(
          shown.map((text) => fillValues(text, values)),
          label,
        ).toEqual(expected);
      }
    }
  });

  it('state the facts as placeholders, so the texts follow the facts', () => {
    const home = pageDefaults('home');
    expect((home.heroTitle as LocalizedValue<string>).hu).toBe(
      'Szeretettel nevelt francia bulldogok {foundingYear} óta',
    );
    const fee = (home.pedigreeText as LocalizedValue<RichDoc>).en!;
    expect(docText(fee)).toContain('{pedigreeFee}');
    // The fee stays bold, as the message's <strong> had it.
    expect(JSON.stringify(fee)).toMatch(/"text":"\{pedigreeFee\}","marks":\[\{"type":"bold"\}\]/);
    const privacy = pageDefaults('privacy');
    expect(docText((privacy.howLongText as LocalizedValue<RichDoc>).de!)).toContain(
      '{enquiryRetention}',
    );
  });

  it('leave no language missing on a fresh install', () => {
    for (const page of PAGE_KEYS) {
      expect(missingLocales(page, pageDefaults(page)), page).toEqual({ en: [], hu: [], de: [] });
    }
  });
});

describe('a block in a language', () => {
  it('falls back to English, marked as English, and flags the language as missing', () => {
    const content = { ...pageDefaults('about'), title: { en: 'About us', hu: '', de: 'Über uns' } };
    expect(localized(content, 'title', 'hu')).toEqual({ value: 'About us', lang: 'en' });
    expect(localized(content, 'title', 'de')).toEqual({ value: 'Über uns' });
    expect(missingLocales('about', content)).toEqual({ en: [], hu: ['title'], de: [] });
  });
});

describe('the content schema', () => {
  const schema = pageContentSchema('home', htmlToDoc);

  it('refuses a text over its limit, naming the block and the language', () => {
    const result = schema.safeParse({ heroTitle: { en: 'Puppies', hu: 'x'.repeat(121) } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['heroTitle.hu', 'tooLong'],
    ]);
  });

  it('refuses unknown blocks and an empty English title', () => {
    const result = schema.safeParse({ nope: { en: 'x' }, heroTitle: { en: ' ', hu: 'Kölykök' } });
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['', 'heroTitle.en']);
  });

  it('takes HTML for rich blocks, dropping what could run', () => {
    const parsed = schema.parse({
      heroText: { en: '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p>' },
      heroKicker: { de: 'Familie\nin Budapest' },
    });
    const doc = (parsed.heroText as LocalizedValue<RichDoc>).en!;
    expect(docText(doc)).toBe('Hi there');
    expect(JSON.stringify(doc)).not.toMatch(/javascript|onclick|link/);
    expect(parsed.heroKicker).toEqual({ de: 'Familie in Budapest' });
  });
});
