import { describe, expect, it } from 'vitest';
import { dogColorOf, possibleColors } from '@/features/breeding/dog-color';
import { coatOf, colourForecast } from '@/features/breeding/genetics';

// The dog list's colour a genotype is recorded as: the colours the apply form offers for a litter.

const base = {
  a: 'ay/ay',
  b: 'B/B',
  co: 'Co/Co',
  d: 'D/D',
  e: 'E/E',
  k: 'ky/ky',
  m: 'm/m',
  s: 'S/S',
};
const colorOf = (genotype: Partial<typeof base>) => dogColorOf(coatOf({ ...base, ...genotype }));

describe('the dog list’s colour of a coat', () => {
  it('names the common French Bulldog coats', () => {
    expect(colorOf({})).toBe('fawn');
    expect(colorOf({ d: 'd/d' })).toBe('blueFawn');
    expect(colorOf({ b: 'b/b' })).toBe('chocolateFawn');
    expect(colorOf({ b: 'b/b', d: 'd/d' })).toBe('lilacFawn');
    expect(colorOf({ co: 'co/co', d: 'd/d' })).toBe('lilacFawn');
    expect(colorOf({ k: 'KB/ky' })).toBe('black');
    expect(colorOf({ k: 'KB/KB', d: 'd/d' })).toBe('blue');
    expect(colorOf({ k: 'KB/kbr', b: 'b/b', d: 'd/d' })).toBe('lilac');
    expect(colorOf({ k: 'kbr/ky' })).toBe('brindle');
    expect(colorOf({ k: 'kbr/kbr', d: 'd/d' })).toBe('blueBrindle');
    expect(colorOf({ a: 'at/at', d: 'd/d' })).toBe('tan');
    expect(colorOf({ e: 'e/e', d: 'd/d' })).toBe('cream');
    expect(colorOf({ s: 'sp/sp' })).toBe('fawnPied');
    expect(colorOf({ s: 'sp/sp', k: 'kbr/ky' })).toBe('brindlePied');
    expect(colorOf({ s: 'sp/sp', d: 'd/d' })).toBe('bluePied');
    expect(colorOf({ s: 'sp/sp', k: 'KB/ky' })).toBe('pied');
    // Merle is no colour of the list: a merle fawn is recorded as fawn.
    expect(colorOf({ m: 'M/m' })).toBe('fawn');
  });

  it('says nothing while a locus that decides the colour is untested', () => {
    expect(dogColorOf(coatOf({ ...base, d: undefined }))).toBeNull();
    expect(dogColorOf(coatOf({ ...base, s: undefined }))).toBeNull();
    expect(dogColorOf(coatOf({ ...base, k: undefined }))).toBeNull();
  });

  it('gives a litter’s possible colours, most likely first, or null when one is unknown', () => {
    const dam = { ...base, d: 'D/d', k: 'kbr/ky' };
    const sire = { ...base, d: 'd/d' };
    const { coats } = colourForecast(dam, sire);
    const colors = possibleColors(coats.map((c) => ({ color: dogColorOf(c.coat) })));
    expect(colors?.sort()).toEqual(['blueBrindle', 'blueFawn', 'brindle', 'fawn']);
    expect(possibleColors([{ color: 'fawn' }, { color: null }])).toBeNull();
    expect(possibleColors([])).toBeNull();
  });
});
