import { randomInt } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ageInWeeks,
  maskChip,
  missingRuleFields,
  newVerifyCode,
  normalizeVerifyCode,
  VERIFY_ALPHABET,
  VERIFY_CODE_LENGTH,
} from '@/features/dogs/puppy-rules';
import { renderContractPdf } from '@/features/contracts/server/contract-pdf';
import { qrMatrix, qrSvg } from '@/lib/server/qr';
import { earliestGoHome } from '@/features/waiting-list/rules';

describe('the microchip on public pages', () => {
  it('shows only the last 4 digits of a 15-digit ISO chip', () => {
    expect(maskChip('348098100123456')).toBe('•••• •••• ••• 3456');
    // Typed with spaces or dashes: the same digits, the same mask.
    expect(maskChip('348 098 100 123 456')).toBe('•••• •••• ••• 3456');
    expect(maskChip('348-098100-12-3456')).toBe('•••• •••• ••• 3456');
  });

  it('never shows more than 4 digits, whatever was stored', () => {
    for (const chip of ['9001234567890123456', '12345', 'AB-0000-9876', '1234']) {
      const masked = maskChip(chip)!;
      expect(masked.replace(/\D/g, '')).toHaveLength(4);
      expect(masked.endsWith(chip.replace(/\D/g, '').slice(-4))).toBe(true);
    }
  });

  it('shows nothing for no number or too few digits', () => {
    expect(maskChip('')).toBeNull();
    expect(maskChip(null)).toBeNull();
    expect(maskChip(undefined)).toBeNull();
    expect(maskChip('123')).toBeNull();
    expect(maskChip('chip')).toBeNull();
  });
});

describe('age in weeks', () => {
  const on = (iso: string) => new Date(`${iso}T10:00:00Z`);

  it('counts whole weeks from the birth date', () => {
    expect(ageInWeeks('2026-01-01', on('2026-01-01'))).toBe(0);
    expect(ageInWeeks('2026-01-01', on('2026-01-07'))).toBe(0);
    expect(ageInWeeks('2026-01-01', on('2026-01-08'))).toBe(1);
    expect(ageInWeeks('2026-01-01', on('2026-02-26'))).toBe(8);
    // Across the spring clock change: days, not hours, are counted.
    expect(ageInWeeks('2026-03-01', on('2026-04-26'))).toBe(8);
  });

  it('has no age for a birth date not given, malformed or to come', () => {
    expect(ageInWeeks(null)).toBeNull();
    expect(ageInWeeks('1 Jan 2026')).toBeNull();
    expect(ageInWeeks('2026-13-45')).toBeNull();
    expect(ageInWeeks('2026-05-01', on('2026-04-30'))).toBeNull();
  });
});

describe('the earliest go-home date', () => {
  it('is 8 weeks after birth within Hungary and 15 weeks for travel within the EU', () => {
    expect(earliestGoHome('2026-01-01', 'HU')).toEqual({
      date: '2026-02-26',
      weeks: 8,
      abroad: false,
    });
    expect(earliestGoHome('2026-01-01', 'AT')).toEqual({
      date: '2026-04-16',
      weeks: 15,
      abroad: true,
    });
    // Over a leap day and the year's end.
    expect(earliestGoHome('2027-12-20', 'hu')?.date).toBe('2028-02-14');
    expect(earliestGoHome('2027-12-20', 'DE')?.date).toBe('2028-04-03');
  });

  it('has no date without a birth date', () => {
    expect(earliestGoHome(null, 'HU')).toBeNull();
    expect(earliestGoHome('soon', 'HU')).toBeNull();
  });
});

describe('verification codes', () => {
  it('are 8 characters none of which can be mistaken for another', () => {
    for (const confusable of '0O1IL5S2Z8B') expect(VERIFY_ALPHABET).not.toContain(confusable);
    expect(new Set(VERIFY_ALPHABET).size).toBe(VERIFY_ALPHABET.length);
    const codes = Array.from({ length: 500 }, () => newVerifyCode(randomInt));
    for (const code of codes) {
      expect(code).toHaveLength(VERIFY_CODE_LENGTH);
      expect([...code].every((c) => VERIFY_ALPHABET.includes(c))).toBe(true);
      expect(normalizeVerifyCode(code)).toBe(code);
    }
    // Random: 500 draws from 25⁸ do not repeat.
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are read as typed: any case, spaces and hyphens; anything else is not a code', () => {
    expect(normalizeVerifyCode('k7qd-4mxa')).toBe('K7QD4MXA');
    expect(normalizeVerifyCode(' K7QD 4MXA ')).toBe('K7QD4MXA');
    expect(normalizeVerifyCode('K7QD4MX0')).toBeNull();
    expect(normalizeVerifyCode('K7QD4MX')).toBeNull();
    expect(normalizeVerifyCode('K7QD4MXAA')).toBeNull();
    expect(normalizeVerifyCode('../admin')).toBeNull();
  });
});

describe('the rules’ fields a puppy lacks', () => {
  const complete = {
    chipNumber: '348098100123456',
    countryOfBirth: 'HU',
    petPassport: true,
    vaccinations: [{ kind: 'DHPPi', date: '2026-02-01' }],
    motherId: 1,
    hasFather: true,
    photosWithMother: 1,
  };

  it('are none when every field is filled in (a passport "no" is an answer)', () => {
    expect(missingRuleFields(complete)).toEqual([]);
    expect(missingRuleFields({ ...complete, petPassport: false })).toEqual([]);
  });

  it('are named, in the form’s order', () => {
    expect(
      missingRuleFields({
        chipNumber: '',
        countryOfBirth: ' ',
        petPassport: null,
        vaccinations: [],
        motherId: null,
        hasFather: false,
        photosWithMother: 0,
      }),
    ).toEqual([
      'chipNumber',
      'countryOfBirth',
      'petPassport',
      'vaccinations',
      'mother',
      'father',
      'photoWithMother',
    ]);
  });
});

describe('the QR code of a verification page', () => {
  const url = 'https://kennel.example/verify/K7QD4MXA';

  it('is a square matrix with the three finder patterns in its corners', () => {
    const matrix = qrMatrix(url);
    const size = matrix.length;
    expect(size).toBeGreaterThanOrEqual(21);
    expect(matrix.every((row) => row.length === size)).toBe(true);
    // A finder pattern's dark outer ring, 7 modules wide, at top left, top right, bottom left.
    for (const [x0, y0] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      for (let i = 0; i < 7; i += 1) {
        expect(matrix[y0]![x0 + i]).toBe(true);
        expect(matrix[y0 + 6]![x0 + i]).toBe(true);
        expect(matrix[y0 + i]![x0]).toBe(true);
        expect(matrix[y0 + i]![x0 + 6]).toBe(true);
      }
    }
  });

  it('renders as inline SVG: no script, no external reference', async () => {
    const svg = await qrSvg(url);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<script|href=|<\?xml/i);
  });
});

describe('the QR code in the signed contract’s PDF', () => {
  /** The page content streams, inflated. */
  const contents = (pdf: Buffer) =>
    [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('\n');

  it('is drawn module by module: one filled square per dark module', async () => {
    const url = 'https://kennel.example/verify/K7QD4MXA';
    const matrix = qrMatrix(url);
    const dark = matrix.flat().filter(Boolean).length;
    const input = {
      title: 'Contract',
      subtitle: 'Kennel',
      doc: { type: 'doc' as const, content: [] },
      signatureHeading: 'Signature',
      signature: [['Signed by', 'Greta'] as [string, string]],
      pageLabel: (page: number, pages: number) => `${page}/${pages}`,
      info: { author: 'Kennel', subject: 'x', keywords: 'y' },
      lang: 'en',
      droppedNote: () => '',
    };
    const squares = (text: string) => text.match(/ re\b/g)?.length ?? 0;
    const without = contents(await renderContractPdf(input));
    const withQr = contents(
      await renderContractPdf({ ...input, verify: { matrix, label: 'Check:', url } }),
    );
    expect(squares(withQr) - squares(without)).toBe(dark);
  });
});
