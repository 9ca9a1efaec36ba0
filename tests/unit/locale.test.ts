import { describe, expect, it } from 'vitest';
import { resolveLocale, shouldShowLanguagePicker } from '@/lib/i18n/locale';

describe('browser languages (SPEC §4)', () => {
  const fromBrowser = (languages: string[]) => resolveLocale({ stored: null, languages }).locale;

  it('match on the primary subtag, case-insensitively, the first supported one winning', () => {
    expect(fromBrowser(['de-AT'])).toBe('de');
    expect(fromBrowser(['HU_hu'])).toBe('hu');
    expect(fromBrowser(['fr-FR', 'en-GB', 'de'])).toBe('en');
  });

  it('fall back to the default when none is supported', () => {
    expect(resolveLocale({ stored: null, languages: ['fr-FR', 'it'] }).source).toBe('default');
    expect(resolveLocale({ stored: null, languages: [] }).source).toBe('default');
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
