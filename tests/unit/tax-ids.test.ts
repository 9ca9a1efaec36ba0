import { describe, expect, it } from 'vitest';
import { readTaxNumber, readVatId, vatIdProblem } from '@/lib/validation/tax-ids';
import { siteFactsSchema } from '@/features/site/facts-schema';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

describe('the Hungarian tax number (adószám)', () => {
  it('takes a base number whose eighth digit checks the first seven, stored with hyphens', () => {
    // 1·9 + 2·7 + 3·3 + 4·1 + 5·9 + 6·7 + 7·3 = 144: the check digit of 1234567 is 6.
    expect(readTaxNumber('12345676-1-42')).toEqual({ value: '12345676-1-42' });
    expect(readTaxNumber('12345676142')).toEqual({ value: '12345676-1-42' });
    expect(readTaxNumber(' 12345676 5 51 ')).toEqual({ value: '12345676-5-51' });
    expect(readTaxNumber('12892312-2-13')).toEqual({ value: '12892312-2-13' });
  });

  it('refuses a wrong check digit, VAT code or tax office', () => {
    expect(readTaxNumber('12345678-1-43')).toEqual({ problem: 'taxIdCheckDigit' });
    expect(readTaxNumber('12345676-6-42')).toEqual({ problem: 'invalidTaxNumber' });
    expect(readTaxNumber('12345676-0-42')).toEqual({ problem: 'invalidTaxNumber' });
    expect(readTaxNumber('12345676-1-30')).toEqual({ problem: 'invalidTaxNumber' });
    expect(readTaxNumber('12345676-1-00')).toEqual({ problem: 'invalidTaxNumber' });
    for (const typed of [
      '1234',
      '-12',
      '<script>',
      '12345676-1-4',
      '1234567-1-42',
      '12345676--1-42',
    ]) {
      expect(readTaxNumber(typed), typed).toEqual({ problem: 'invalidTaxNumber' });
    }
  });
});

describe('EU VAT IDs', () => {
  it('checks the Hungarian, Austrian and German check digits', () => {
    expect(readVatId('HU12892312')).toEqual({ value: 'HU12892312' });
    expect(readVatId('hu 1234 5676')).toEqual({ value: 'HU12345676' });
    expect(readVatId('ATU13585627')).toEqual({ value: 'ATU13585627' });
    expect(readVatId('AT U135.856.27')).toEqual({ value: 'ATU13585627' });
    expect(readVatId('DE136695976')).toEqual({ value: 'DE136695976' });
    expect(readVatId('de 136 695 976')).toEqual({ value: 'DE136695976' });
    expect(vatIdProblem('HU12892313')).toBe('taxIdCheckDigit');
    expect(vatIdProblem('ATU13585626')).toBe('taxIdCheckDigit');
    expect(vatIdProblem('DE136695978')).toBe('taxIdCheckDigit');
    expect(vatIdProblem('DE136695976')).toBeNull();
  });

  it('refuses what has no country’s shape', () => {
    for (const typed of [
      '1234',
      '12892312',
      'HU1289231',
      'AT13585627',
      'ATU1358562',
      'DE13669597',
      'DE036695976',
      'FR12345678901',
      '',
    ]) {
      expect(vatIdProblem(typed), typed).toBe('invalidVatId');
    }
  });
});

describe('the legal notice’s tax number field', () => {
  const taxNumber = (value: unknown) => siteFactsSchema.safeParse({ taxNumber: value });
  const problems = (value: unknown) =>
    taxNumber(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('stores an adószám with hyphens, a VAT ID compact, and a blank as none', () => {
    expect(taxNumber('12345676 1 42').data?.taxNumber).toBe('12345676-1-42');
    expect(taxNumber('de 136 695 976').data?.taxNumber).toBe('DE136695976');
    expect(taxNumber('  ').data?.taxNumber).toBeNull();
  });

  it('refuses 1234 and a mistyped number beside the field', () => {
    expect(problems('1234')).toEqual([['taxNumber', 'invalidTaxNumber']]);
    expect(problems('12345678-1-42')).toEqual([['taxNumber', 'taxIdCheckDigit']]);
    expect(problems('ATU13585626')).toEqual([['taxNumber', 'taxIdCheckDigit']]);
    expect(problems('FR12345678901')).toEqual([['taxNumber', 'invalidTaxNumber']]);
    expect(problems('1'.repeat(31))).toEqual([['taxNumber', 'tooLong']]);
  });
});

describe('the legal notice’s VAT ID field', () => {
  const vatId = (value: unknown) => siteFactsSchema.safeParse({ vatId: value });
  const problems = (value: unknown) =>
    vatId(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('stores a Hungarian, Austrian or German VAT ID compact, and a blank as none', () => {
    expect(vatId('hu 1234 5676').data?.vatId).toBe('HU12345676');
    expect(vatId('ATU 135 856 27').data?.vatId).toBe('ATU13585627');
    expect(vatId('DE136695976').data?.vatId).toBe('DE136695976');
    expect(vatId(' ').data?.vatId).toBeNull();
  });

  it('refuses a wrong shape or check digit beside the field, with a message in each language', () => {
    expect(problems('12345676-1-42')).toEqual([['vatId', 'invalidVatId']]);
    expect(problems('FR12345678901')).toEqual([['vatId', 'invalidVatId']]);
    expect(problems('HU12345678')).toEqual([['vatId', 'taxIdCheckDigit']]);
    expect(problems('ATU13585626')).toEqual([['vatId', 'taxIdCheckDigit']]);
    expect(problems('DE136695978')).toEqual([['vatId', 'taxIdCheckDigit']]);
    expect(problems('D'.repeat(31))).toEqual([['vatId', 'tooLong']]);
    expect(problems(12345676)).toEqual([['vatId', 'invalidVatId']]);
    for (const messages of [en, hu, de]) {
      expect(messages.apiErrors.invalidVatId).toMatch(/HU.*ATU.*DE/);
      expect(messages.apiErrors.taxIdCheckDigit).toBeTruthy();
    }
    expect(hu.apiErrors.invalidVatId).toContain('közösségi adószám');
    expect(de.apiErrors.invalidVatId).toContain('USt-IdNr.');
  });
});
