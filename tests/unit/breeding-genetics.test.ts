import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { coatName } from '@/features/breeding/coat-name';
import {
  breedingWarnings,
  coatOf,
  colourForecast,
  LOCI,
  normalGenotype,
  punnett,
  type Genotypes,
} from '@/features/breeding/genetics';
import { healthForecast } from '@/features/health/dna';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

// Mendel on each colour locus, the loci multiplied together, and the coats named as the breed's
// people name them, in the site's three languages.

const MESSAGES = { en, hu, de };
function names(genotype: Genotypes) {
  return Object.fromEntries(
    (['en', 'hu', 'de'] as const).map((locale) => {
      const messages = MESSAGES[locale] as typeof en;
      const t = createTranslator({ locale, messages, namespace: 'Breeding' });
      return [locale, coatName(coatOf(genotype), t as never, locale)];
    }),
  );
}

/** A French Bulldog tested on every locus: black, no pattern genes but `changes`. */
const tested = (changes: Genotypes): Genotypes => ({
  a: 'ay/ay',
  b: 'B/B',
  co: 'Co/Co',
  d: 'D/D',
  e: 'E/E',
  k: 'ky/ky',
  m: 'm/m',
  s: 'S/S',
  ...changes,
});

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe('one locus', () => {
  it('splits two carriers 1 : 2 : 1', () => {
    expect(Object.fromEntries(punnett('d', 'D/d', 'D/d'))).toEqual({
      'D/D': 0.25,
      'D/d': 0.5,
      'd/d': 0.25,
    });
  });

  it('writes the dominant allele first, whatever the order given', () => {
    expect(Object.fromEntries(punnett('a', 'at/ay', 'at/at'))).toEqual({
      'ay/at': 0.5,
      'at/at': 0.5,
    });
    expect(normalGenotype('k', 'ky/KB')).toBe('KB/ky');
    expect(normalGenotype('k', 'ky/B')).toBeNull();
  });

  it('sums to 1 on every locus, for every pair of genotypes', () => {
    for (const locus of LOCI) {
      const forecast = colourForecast(tested({}), tested({}));
      expect(forecast.unknownLoci).toEqual([]);
      expect(sum(punnett(locus, tested({})[locus]!, tested({})[locus]!).values())).toBe(1);
    }
    expect(sum(punnett('a', 'ay/at', 'aw/a').values())).toBe(1);
    expect(punnett('a', 'ay/at', 'aw/a').size).toBe(4);
  });
});

describe('all loci together', () => {
  it('multiplies the squares and sums to 1', () => {
    const dam = tested({ a: 'ay/at', d: 'D/d', k: 'kbr/ky', s: 'S/sp' });
    const sire = tested({ a: 'at/at', d: 'd/d', co: 'Co/co', s: 'sp/sp' });
    const forecast = colourForecast(dam, sire);
    expect(forecast.outcomes).toHaveLength(2 * 2 * 2 * 2 * 2);
    expect(sum(forecast.outcomes.map((o) => o.probability))).toBeCloseTo(1, 12);
    expect(sum(forecast.coats.map((c) => c.probability))).toBeCloseTo(1, 12);
  });

  it('gives two blue fawns blue fawn puppies only', () => {
    const blueFawn = tested({ d: 'd/d' });
    const { coats } = colourForecast(blueFawn, blueFawn);
    expect(coats).toHaveLength(1);
    expect(coats[0]!.probability).toBe(1);
    expect(names(colourForecast(blueFawn, blueFawn).outcomes[0]!.genotype)).toEqual({
      en: 'Blue fawn',
      hu: 'Kék őzbarna',
      de: 'Blau-Fawn',
    });
  });

  it('says which loci were not tested, and guesses nothing there', () => {
    const sire: Genotypes = { ...tested({ d: 'd/d' }), k: null, a: undefined };
    const forecast = colourForecast(tested({ d: 'd/d' }), sire);
    expect(forecast.unknownLoci).toEqual(['a', 'k']);
    expect(forecast.outcomes[0]!.genotype).not.toHaveProperty('k');
    expect(forecast.coats[0]!.coat.pattern).toBeNull();
    expect(names(forecast.outcomes[0]!.genotype).en).toBe('Blue, pattern not tested');
  });
});

describe('the coats French Bulldog breeders name', () => {
  it.each([
    [{}, 'Fawn', 'Őzbarna', 'Fawn'],
    [{ d: 'd/d' }, 'Blue fawn', 'Kék őzbarna', 'Blau-Fawn'],
    [{ a: 'at/at', d: 'd/d', co: 'co/co' }, 'Lilac and tan', 'Lilac-cser', 'Lilac-Tan'],
    [{ a: 'at/a', d: 'd/d' }, 'Blue and tan', 'Kék-cser', 'Blau-Tan'],
    [{ k: 'kbr/ky', s: 'sp/sp' }, 'Brindle pied', 'Csíkos tarka', 'Gestromt gescheckt'],
    [{ k: 'KB/ky', d: 'd/d' }, 'Blue', 'Kék', 'Blau'],
    [{ a: 'a/a' }, 'Black', 'Fekete', 'Schwarz'],
    [{ e: 'e/e', d: 'd/d' }, 'Cream', 'Krém', 'Creme'],
    [{ co: 'co/co' }, 'Chocolate fawn', 'Csokoládé őzbarna', 'Schokolade-Fawn'],
    [{ b: 'b/b', d: 'd/d', k: 'KB/KB' }, 'Isabella', 'Izabella', 'Isabella'],
    [{ m: 'M/m', d: 'd/d' }, 'Blue fawn merle', 'Kék őzbarna merle', 'Blau-Fawn Merle'],
    [{ m: 'M/M' }, 'Fawn double merle', 'Őzbarna, dupla merle', 'Fawn, Doppel-Merle'],
  ] as const)('%o is %s', (changes, english, hungarian, german) => {
    expect(names(tested(changes))).toEqual({ en: english, hu: hungarian, de: german });
  });
});

describe('health DNA tests', () => {
  it('splits two carriers into a quarter affected', () => {
    expect(healthForecast('carrier', 'carrier')).toEqual({
      clear: 0.25,
      carrier: 0.5,
      affected: 0.25,
    });
    expect(healthForecast('clear', 'affected')).toEqual({ clear: 0, carrier: 1, affected: 0 });
    expect(healthForecast('clear', 'carrier')).toEqual({ clear: 0.5, carrier: 0.5, affected: 0 });
  });
});

describe('the warnings', () => {
  it('warns of two merle parents, of dilute puppies and of affected puppies', () => {
    const merle = tested({ m: 'M/m', d: 'D/d' });
    const forecast = colourForecast(merle, merle);
    expect(
      breedingWarnings(merle, merle, forecast, [healthForecast('carrier', 'carrier')]),
    ).toEqual(['doubleMerle', 'merle', 'dilution', 'affectedOffspring']);
    const plain = tested({});
    expect(
      breedingWarnings(plain, plain, colourForecast(plain, plain), [
        healthForecast('carrier', 'clear'),
      ]),
    ).toEqual([]);
  });
});
