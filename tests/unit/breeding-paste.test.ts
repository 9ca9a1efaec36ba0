import { describe, expect, it } from 'vitest';
import { ancestorFields, parsePastedPedigree } from '@/features/breeding/pedigree-paste';

// A pedigree pasted as text: places by code, by Ahnentafel number or by indentation; the name,
// number and colour however they are apart; and the lines it cannot place, each with why.

describe('a pasted line’s name, registration number and colour', () => {
  it('reads them apart by tabs, bars, semicolons, commas, dashes or two spaces', () => {
    const bella = { name: 'Bella Blue', registration: 'HU 123/21', colour: 'blue fawn' };
    for (const text of [
      'Bella Blue\tHU 123/21\tblue fawn',
      'Bella Blue | HU 123/21 | blue fawn',
      'Bella Blue; HU 123/21; blue fawn',
      'Bella Blue, HU 123/21, blue fawn',
      'Bella Blue - HU 123/21 - blue fawn',
      'Bella Blue  HU 123/21  blue fawn',
    ]) {
      expect(ancestorFields(text), text).toEqual(bella);
    }
  });

  it('finds the number in one run of words, with its studbook prefix, or in brackets', () => {
    expect(ancestorFields('Bella Blue HU 123/21 blue fawn')).toEqual({
      name: 'Bella Blue',
      registration: 'HU 123/21',
      colour: 'blue fawn',
    });
    expect(ancestorFields('Rocky of Kennel MET.Fb. 1234/20')).toEqual({
      name: 'Rocky of Kennel',
      registration: 'MET.Fb. 1234/20',
      colour: '',
    });
    expect(ancestorFields('Rex (VDH 12345) brindle')).toEqual({
      name: 'Rex',
      registration: 'VDH 12345',
      colour: 'brindle',
    });
    expect(ancestorFields('Rex (VDH 12345), brindle')).toEqual({
      name: 'Rex',
      registration: 'VDH 12345',
      colour: 'brindle',
    });
    // Apart from the number, a name may hold digits.
    expect(ancestorFields('Alpha 2000\tHU 1/21\tblue')).toEqual({
      name: 'Alpha 2000',
      registration: 'HU 1/21',
      colour: 'blue',
    });
    // An all-capitals name keeps its first word.
    expect(ancestorFields('BELLA HU 1/21').name).toBe('BELLA');
    expect(ancestorFields('Mira')).toEqual({ name: 'Mira', registration: '', colour: '' });
  });
});

describe('a pasted pedigree', () => {
  it('places lines by their codes, in any order, V/F for the sire and M for the dam too', () => {
    const { places, unread } = parsePastedPedigree(
      [
        'S: Alpha HU 1/21 blue',
        'D Mira, HU 7/18',
        'SS. Grand Sire | HU 100/15',
        'sd - Grand Dam',
        'VMV  Great Sire',
        'DF) Mira’s Sire',
        '',
        '------',
      ].join('\n'),
    );
    expect(unread).toEqual([]);
    expect(places.s).toEqual({ name: 'Alpha', registration: 'HU 1/21', colour: 'blue' });
    expect(places.d).toEqual({ name: 'Mira', registration: 'HU 7/18', colour: '' });
    expect(places.ss?.registration).toBe('HU 100/15');
    expect(places.sd?.name).toBe('Grand Dam');
    expect(places.sds?.name).toBe('Great Sire');
    expect(places.ds?.name).toBe('Mira’s Sire');
    expect(Object.keys(places).sort()).toEqual(['d', 'ds', 's', 'sd', 'sds', 'ss']);
  });

  it('says which lines it could not read, and why', () => {
    const { places, unread } = parsePastedPedigree(
      ['S Alpha', 'SD Grand Dam', 'SM Another Dam', 'SDSDSD Too Far', 'D:', 'D Mira'].join('\n'),
    );
    expect(Object.keys(places).sort()).toEqual(['d', 's', 'sd']);
    expect(unread).toEqual([
      { line: 3, text: 'SM Another Dam', reason: 'taken' },
      { line: 4, text: 'SDSDSD Too Far', reason: 'tooDeep' },
      { line: 5, text: 'D:', reason: 'noName' },
    ]);
  });

  it('reads Ahnentafel numbers: 2 the sire, 3 the dam, 2n and 2n+1 the parents of n', () => {
    const { places, unread } = parsePastedPedigree(
      ['1. Bella', '2. Alpha', '3. Mira', '5) Grand Dam', '7: Mira’s Dam', '64. Too Far'].join(
        '\n',
      ),
    );
    expect(places.s?.name).toBe('Alpha');
    expect(places.d?.name).toBe('Mira');
    expect(places.sd?.name).toBe('Grand Dam');
    expect(places.dd?.name).toBe('Mira’s Dam');
    expect(unread).toEqual([{ line: 6, text: '64. Too Far', reason: 'tooDeep' }]);
  });

  it('reads an outline: the first deeper line the sire, the second the dam', () => {
    const text = [
      'Bella HU 5/23',
      '  Alpha HU 1/21',
      '    Grand Sire HU 100/15',
      '      Great Sire',
      '    Grand Dam',
      '  Mira',
      '\tDam: Mira’s Dam',
      '\tSire: Mira’s Sire',
      '\tOne Too Many',
    ].join('\n');
    const { places, unread } = parsePastedPedigree(text, 'bella');
    expect(places.s).toEqual({ name: 'Alpha', registration: 'HU 1/21', colour: '' });
    expect(places.ss?.name).toBe('Grand Sire');
    expect(places.sss?.name).toBe('Great Sire');
    expect(places.sd?.name).toBe('Grand Dam');
    expect(places.d?.name).toBe('Mira');
    expect(places.dd?.name).toBe('Mira’s Dam');
    expect(places.ds?.name).toBe('Mira’s Sire');
    expect(unread).toEqual([{ line: 9, text: 'One Too Many', reason: 'noPlace' }]);

    // The dog's name with a digit in it, its number after it.
    expect(parsePastedPedigree('Bella 2 HU 5/23\n  Alpha', 'Bella 2').places.s?.name).toBe('Alpha');
    // Without the dog's name the first line is the sire, the rest his ancestors.
    const unnamed = parsePastedPedigree('Alpha\n  Grand Sire\n  Grand Dam\nMira');
    expect(unnamed.places.s?.name).toBe('Alpha');
    expect(unnamed.places.sd?.name).toBe('Grand Dam');
    expect(unnamed.places.d?.name).toBe('Mira');
  });

  it('mixes codes into an outline: lines under a coded line are its parents', () => {
    const { places, unread } = parsePastedPedigree('D Mira\n  Mira’s Sire\n  Mira’s Dam\nS Alpha');
    expect(unread).toEqual([]);
    expect(places.ds?.name).toBe('Mira’s Sire');
    expect(places.dd?.name).toBe('Mira’s Dam');
    expect(places.s?.name).toBe('Alpha');
  });

  it('reads Windows line ends and no-break spaces', () => {
    const { places } = parsePastedPedigree('Alpha\r\n\u00a0\u00a0Grand Sire\r\nMira');
    expect(places.ss?.name).toBe('Grand Sire');
    expect(places.d?.name).toBe('Mira');
  });
});
