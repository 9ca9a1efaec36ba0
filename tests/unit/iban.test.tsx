import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Iban } from '@/components/ui/Iban';
import { compactIban, ibanGroups, isIban, printIban } from '@/lib/iban';
import { isCreditorReference, mod97 } from '@/lib/iban-rules.mjs';
import { bankDetails } from '@/lib/server/deposit-config';

const SPACED = ' hu42 1177  3016\t1111 1018 0000 0000 ';
const COMPACT = 'HU42117730161111101800000000';

describe('the IBAN', () => {
  it('is stored without spaces, whatever the environment holds', () => {
    expect(compactIban(SPACED)).toBe(COMPACT);
    expect(bankDetails({ BANK_IBAN: SPACED })?.iban).toBe(COMPACT);
    expect(bankDetails({ BANK_IBAN: '   ' })).toBeNull();
  });

  it('reads in groups of four, the last one shorter', () => {
    expect(ibanGroups(COMPACT)).toEqual(['HU42', '1177', '3016', '1111', '1018', '0000', '0000']);
    expect(ibanGroups('DE89370400440532013000')).toEqual([
      'DE89',
      '3704',
      '0044',
      '0532',
      '0130',
      '00',
    ]);
    expect(printIban(COMPACT)).toBe('HU42 1177 3016 1111 1018 0000 0000');
  });

  it('shows the groups apart on the page, with no space to copy', () => {
    const html = renderToStaticMarkup(<Iban value={SPACED} />);
    const groups = [...html.matchAll(/<span class="iban__group">([^<]*)<\/span>/g)].map(
      (m) => m[1],
    );
    expect(groups).toEqual(ibanGroups(COMPACT));
    // What a selection copies: the text alone, one string.
    expect(html.replace(/<[^>]+>/g, '')).toBe(COMPACT);
  });

  it('passes the published IBANs of ISO 13616 and the IBAN registry, spaced or not', () => {
    for (const iban of [
      'GB82 WEST 1234 5698 7654 32', // ISO 13616's own example
      'DE89 3704 0044 0532 0130 00',
      'HU42 1177 3016 1111 1018 0000 0000',
      'AT61 1904 3002 3457 3201',
      'BE71 0961 2345 6769',
      'CH93 0076 2011 6238 5295 7',
      'FR14 2004 1010 0505 0001 3M02 606',
      'NL91 ABNA 0417 1643 00',
      'NO93 8601 1117 947',
      'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
      'de89370400440532013000',
    ]) {
      expect(isIban(iban), iban).toBe(true);
    }
  });

  it('refuses a wrong check digit, a swapped pair, a wrong length and a stray character', () => {
    for (const iban of [
      'GB82 WEST 1234 5698 7654 33', // last digit mistyped
      'HU42 1177 3016 1111 1018 0000 0001',
      'DE98 3704 0044 0532 0130 00', // check digits swapped
      'DE89 3704 0044 0532 0310 00', // two digits swapped
      'DE89 3704 0044 0532 0130 0', // one short for Germany
      'HU42 1177 3016 1111 1018 0000 00000', // one long for Hungary
      'HU42-1177-3016-1111-1018-0000-0000',
      'XX00',
      '',
    ]) {
      expect(isIban(iban), iban).toBe(false);
    }
  });

  it('computes ISO 7064 MOD 97-10 digit by digit, and checks ISO 11649 references with it', () => {
    // 3214282912345698765432161182: GB82WEST12345698765432 rearranged, its letters as numbers.
    expect(mod97('3214282912345698765432161182')).toBe(1);
    expect(mod97('WEST12345698765432GB82')).toBe(1);
    expect(isCreditorReference('RF18539007547034')).toBe(true); // ISO 11649's example
    expect(isCreditorReference('RF18539007547035')).toBe(false);
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(false); // compact only
    expect(isCreditorReference('RF18' + '5'.repeat(22))).toBe(false); // 25 characters at most
  });
});
