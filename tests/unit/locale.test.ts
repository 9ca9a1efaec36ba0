import { describe, expect, it } from 'vitest';
import {
  matchLocale,
  parseAcceptLanguage,
  resolveLocale,
  shouldShowLanguagePicker,
} from '@/lib/i18n/locale';

describe('parseAcceptLanguage', () => {
  it('orders tags by quality and keeps header order for ties', () => {
    expect(parseAcceptLanguage('fr-FR,de;q=0.8,hu;q=0.9,en;q=0.8')).toEqual([
      'fr-FR',
      'hu',
      'de',
      'en',
    ]);
  });

  it('drops wildcards, empty parts and refused languages (q=0)', () => {
    expect(parseAcceptLanguage('*, de;q=0, , hu-HU;q=0.5')).toEqual(['hu-HU']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('matchLocale', () => {
  it('matches on the primary subtag, case-insensitively', () => {
    expect(matchLocale(['de-AT'])).toBe('de');
    expect(matchLocale(['HU_hu'])).toBe('hu');
    expect(matchLocale(['fr-FR', 'en-GB', 'de'])).toBe('en');
  });

  it('returns undefined when nothing is supported', () => {
    expect(matchLocale(['fr-FR', 'it'])).toBeUndefined();
    expect(matchLocale([])).toBeUndefined();
  });
});

describe('resolveLocale (SPEC §4 precedence)', () => {
  it('prefers the stored choice over the browser language', () => {
    expect(resolveLocale({ stored: 'hu', languages: ['de-DE'] })).toEqual({
      locale: 'hu',
      source: 'stored',
    });
  });

  it('ignores an invalid stored value and falls back to the browser language', () => {
    expect(resolveLocale({ stored: 'fr', languages: ['de-DE', 'en'] })).toEqual({
      locale: 'de',
      source: 'browser',
    });
  });

  it('falls back to English when nothing matches', () => {
    expect(resolveLocale({ stored: null, languages: ['fr-FR'] })).toEqual({
      locale: 'en',
      source: 'default',
    });
  });
});

describe('shouldShowLanguagePicker', () => {
  it('shows only when nothing is stored and no browser language is supported', () => {
    expect(shouldShowLanguagePicker({ stored: undefined, languages: ['fr-FR'] })).toBe(true);
    expect(shouldShowLanguagePicker({ stored: undefined, languages: [] })).toBe(true);
    expect(shouldShowLanguagePicker({ stored: undefined, languages: ['de-DE'] })).toBe(false);
    expect(shouldShowLanguagePicker({ stored: 'en', languages: ['fr-FR'] })).toBe(false);
  });
});
