import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/i18n/dates';
import { MESSAGES } from '../support/intl';

// A Hungarian date ends with its own full stop ("2027. január 27."): a sentence that ends with
// one takes no second stop.

const LOCALES = ['en', 'hu', 'de'] as const;

/** Arguments that are given a calendar date, formatted as its language writes it. */
const DATE_ARGUMENTS = new Set(['date', 'due', 'day', 'birthday', 'bornAt', 'expectedAt']);
/** Messages whose `date` carries a time of day too: it ends with the time or zone, not a stop. */
const WITH_TIME = new Set(['MyContract.signed', 'AdminContract.savedAt']);

function flatten(node: unknown, prefix = ''): [string, string][] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

const longDay = (locale: (typeof LOCALES)[number], day: string) => formatDay(day, locale, 'long');

/** The verify page's date: the contract's moment as a long date in the kennel's zone. */
const verifyDay = (locale: string, at: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Budapest' }).format(
    new Date(at),
  );

describe('Hungarian dates', () => {
  it('are never followed by a second full stop in any message', () => {
    const doubled = flatten(MESSAGES.hu).flatMap(([path, text]) =>
      [...text.matchAll(/\{(\w+)\}\./g)]
        .filter(([, name]) => DATE_ARGUMENTS.has(name!) && !WITH_TIME.has(path))
        .map(() => `${path}: ${text}`),
    );
    expect(doubled).toEqual([]);
  });

  it('print one full stop on the buyer page, the verify page, the health test and the news', () => {
    const t = createTranslator({ locale: 'hu', messages: MESSAGES.hu });
    const goHome = longDay('hu', '2027-01-27');
    expect(goHome).toBe('2027. január 27.');
    expect(t('MyPage.goHomeDate', { date: goHome })).toBe(
      'Kiskutyáját legkorábban ekkor viheti haza: 2027. január 27.',
    );
    expect(
      t('Verify.contract', { number: '3', date: verifyDay('hu', '2026-12-02T10:00:00Z') }),
    ).toBe(
      'Szerződésszám: 3, aláírva: 2026. december 2. Ez valódi, általunk kötött szerződés erre a kiskutyára.',
    );
    expect(t('AdminHealth.boasDue', { date: longDay('hu', '2027-03-01') })).toBe(
      'A következő BOAS-vizsgálat esedékes: 2027. március 1.',
    );
    expect(
      t('SubscriptionMail.expectedBody', { mother: 'Bella', date: longDay('hu', '2027-02-10') }),
    ).toBe('Örömmel írjuk, hogy Bella kölyköket vár; a várható ellés: 2027. február 10.');
  });

  it('leave the other languages their full stop, each once', () => {
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: MESSAGES[locale] });
      const texts = [
        t('MyPage.goHomeDate', { date: longDay(locale, '2027-01-27') }),
        t('Verify.contract', { number: '3', date: verifyDay(locale, '2026-12-02T10:00:00Z') }),
        t('AdminHealth.boasDue', { date: longDay(locale, '2027-03-01') }),
        t('SubscriptionMail.expectedBody', {
          mother: 'Bella',
          date: longDay(locale, '2027-02-10'),
        }),
      ];
      for (const text of texts) {
        expect(text, locale).not.toContain('..');
        expect(text, locale).toMatch(/\.$|\.\s\S/);
      }
    }
  });
});
