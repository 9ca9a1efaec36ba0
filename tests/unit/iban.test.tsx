import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Iban } from '@/components/ui/Iban';
import { compactIban, ibanGroups, printIban } from '@/lib/iban';
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
});
