import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { EPC_MAX_BYTES, epcQrPayload, type EpcTransfer } from '@/lib/epc-qr';
import { EPC_MAX_QR_VERSION, epcQrSvg, epcQrVersion } from '@/lib/server/qr';

// The EPC QR code's text (EPC069-12, data version 002, UTF-8): checked against the examples the
// guidelines' readers publish, field by field, and at the limits the guidelines set.
const KENNEL: EpcTransfer = {
  name: 'Kovács Éva',
  iban: 'HU42 1177 3016 1111 1018 0000 0000',
  currency: 'EUR',
  amount: 500,
  remittanceText: 'BFB-7K3Q9',
};

const payload = (transfer: EpcTransfer) => {
  const result = epcQrPayload(transfer);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.payload;
};
const refusal = (transfer: EpcTransfer) => {
  const result = epcQrPayload(transfer);
  if (result.ok) throw new Error(`not refused: ${JSON.stringify(result.payload)}`);
  return result.error;
};
/** Name and note at their longest, a text of one byte: the text fills what remains. */
const LARGEST: EpcTransfer = {
  ...KENNEL,
  bic: 'OTPVHUHBXXX',
  name: 'n'.repeat(70),
  information: 'i'.repeat(70),
  remittanceText: 'x',
};
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('the EPC QR code’s text', () => {
  it('is the guidelines’ own example (Red Cross of Belgium), in version 002', () => {
    // EPC069-12's sample code carries, in its first data version:
    //   BCD / 001 / 1 / SCT / BPOTBEB1 / Red Cross of Belgium / BE72000000001616 / EUR1 / CHAR /
    //   (no creditor reference) / Urgency fund
    // The same transfer in version 002 differs by its second line alone.
    const published = [
      'BCD',
      '001',
      '1',
      'SCT',
      'BPOTBEB1',
      'Red Cross of Belgium',
      'BE72000000001616',
      'EUR1',
      'CHAR',
      '',
      'Urgency fund',
    ];
    expect(
      payload({
        name: 'Red Cross of Belgium',
        iban: 'BE72000000001616',
        bic: 'BPOTBEB1',
        currency: 'EUR',
        amount: 1,
        purpose: 'CHAR',
        remittanceText: 'Urgency fund',
      }),
    ).toBe(published.map((line, i) => (i === 1 ? '002' : line)).join('\n'));
  });

  it('carries a structured ISO 11649 reference on its own line, a name in UTF-8', () => {
    // The example of the guidelines' field table: BHBLDEHHXXX, Franz Mustermänn,
    // DE71110220330123456789, EUR12.3, purpose GDDS, creditor reference RF18539007547034.
    const text = payload({
      name: 'Franz Mustermänn',
      iban: 'DE71 1102 2033 0123 4567 89',
      bic: 'BHBLDEHHXXX',
      currency: 'EUR',
      amount: 12.3,
      purpose: 'GDDS',
      creditorReference: 'RF18 5390 0754 7034',
    });
    expect(text.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BHBLDEHHXXX',
      'Franz Mustermänn',
      'DE71110220330123456789',
      'EUR12.3',
      'GDDS',
      'RF18539007547034',
    ]);
    // "ä" is two bytes in UTF-8 (character set 1).
    expect(bytes(text)).toBe(text.length + 1);
  });

  it('leaves the BIC empty within the EEA (version 002) and the trailing elements out', () => {
    // The Wikimedia donation of the segno library's documentation, with character set 1.
    const text = payload({
      name: 'Wikimedia Foerdergesellschaft',
      iban: 'DE33100205000001194700',
      currency: 'EUR',
      amount: 20,
      remittanceText: 'Spende fuer Wikipedia',
    });
    expect(text).toBe(
      'BCD\n002\n1\nSCT\n\nWikimedia Foerdergesellschaft\nDE33100205000001194700\nEUR20\n\n\n' +
        'Spende fuer Wikipedia',
    );
    expect(text.endsWith('\n')).toBe(false);
    // Without an amount or a text, the name and IBAN end it.
    expect(payload({ name: 'Kovács Éva', iban: KENNEL.iban, currency: 'eur' })).toBe(
      'BCD\n002\n1\nSCT\n\nKovács Éva\nHU42117730161111101800000000',
    );
  });

  it('puts the deposit’s reference as the remittance text, the amount with a dot', () => {
    expect(payload(KENNEL)).toBe(
      'BCD\n002\n1\nSCT\n\nKovács Éva\nHU42117730161111101800000000\nEUR500\n\n\nBFB-7K3Q9',
    );
    const amount = (value: number) => payload({ ...KENNEL, amount: value }).split('\n')[7];
    expect(amount(0.01)).toBe('EUR0.01');
    expect(amount(1234.5)).toBe('EUR1234.5');
    expect(amount(0.1 + 0.2)).toBe('EUR0.3');
    expect(amount(999_999_999.99)).toBe('EUR999999999.99');
    expect(payload({ ...KENNEL, information: 'Előleg – köszönjük!' }).split('\n')[11]).toBe(
      'Előleg – köszönjük!',
    );
  });

  it('refuses what no code may carry, saying which field', () => {
    expect(refusal({ ...KENNEL, currency: 'HUF' })).toEqual({ code: 'currency', currency: 'HUF' });
    // One check digit wrong; a German IBAN one digit short.
    expect(refusal({ ...KENNEL, iban: 'HU43117730161111101800000000' })).toEqual({ code: 'iban' });
    expect(refusal({ ...KENNEL, iban: 'DE8937040044053201300' })).toEqual({ code: 'iban' });
    expect(refusal({ ...KENNEL, bic: 'OTPV HU' })).toEqual({ code: 'bic' });
    expect(refusal({ ...KENNEL, name: '  ' })).toEqual({ code: 'name' });
    for (const amount of [0, -5, 0.001, 12.345, 1_000_000_000, Number.NaN, Infinity]) {
      expect(refusal({ ...KENNEL, amount })).toEqual({ code: 'amount' });
    }
    expect(refusal({ ...KENNEL, purpose: 'CHARITY' })).toEqual({ code: 'purpose' });
    expect(
      refusal({ ...KENNEL, remittanceText: null, creditorReference: 'RF19539007547034' }),
    ).toEqual({ code: 'creditorReference' });
    // A reference or a text, never both.
    expect(refusal({ ...KENNEL, creditorReference: 'RF18539007547034' })).toEqual({
      code: 'referenceAndText',
    });
    // A line break would shift every element after it.
    expect(refusal({ ...KENNEL, remittanceText: 'BFB-7K3Q9\nEUR1' })).toEqual({
      code: 'remittanceText',
    });
  });

  it('counts the lengths in characters: 70 for names, 140 for the text, 70 for the note', () => {
    expect(epcQrPayload({ ...KENNEL, name: 'ő'.repeat(70) }).ok).toBe(true);
    expect(refusal({ ...KENNEL, name: 'ő'.repeat(71) })).toEqual({ code: 'name' });
    expect(epcQrPayload({ ...KENNEL, remittanceText: 'x'.repeat(140) }).ok).toBe(true);
    expect(refusal({ ...KENNEL, remittanceText: 'x'.repeat(141) })).toEqual({
      code: 'remittanceText',
    });
    expect(epcQrPayload({ ...KENNEL, information: 'x'.repeat(70) }).ok).toBe(true);
    expect(refusal({ ...KENNEL, information: 'x'.repeat(71) })).toEqual({ code: 'information' });
  });

  it('takes at most 331 bytes, counted in UTF-8', () => {
    // Every field short enough, but the whole too large once "é" takes two bytes.
    const multiByte = refusal({
      ...KENNEL,
      name: 'é'.repeat(70),
      remittanceText: 'é'.repeat(140),
    });
    expect(multiByte).toEqual({ code: 'tooLong', bytes: expect.any(Number) });
    expect((multiByte as { bytes: number }).bytes).toBeGreaterThan(EPC_MAX_BYTES);
    // The same characters in ASCII fit.
    expect(
      epcQrPayload({ ...KENNEL, name: 'e'.repeat(70), remittanceText: 'e'.repeat(140) }).ok,
    ).toBe(true);
    // 331 bytes exactly pass, one more does not.
    const room = EPC_MAX_BYTES - bytes(payload(LARGEST)) + 1;
    const full = payload({ ...LARGEST, remittanceText: 'x'.repeat(room - 2) + 'é' });
    expect(bytes(full)).toBe(EPC_MAX_BYTES);
    expect(refusal({ ...LARGEST, remittanceText: 'x'.repeat(room - 1) + 'é' })).toEqual({
      code: 'tooLong',
      bytes: EPC_MAX_BYTES + 1,
    });
  });
});

describe('the EPC QR code', () => {
  it('fits version 13 at level M even at 331 bytes, its bytes the text’s UTF-8', async () => {
    const full = payload({
      ...LARGEST,
      remittanceText: 'x'.repeat(EPC_MAX_BYTES - bytes(payload(LARGEST)) - 1) + 'é',
    });
    expect(bytes(full)).toBe(EPC_MAX_BYTES);
    expect(epcQrVersion(full)).toBeLessThanOrEqual(EPC_MAX_QR_VERSION);

    const code = QRCode.create([{ data: new TextEncoder().encode(full), mode: 'byte' }], {
      errorCorrectionLevel: 'M',
    });
    expect(code.errorCorrectionLevel.bit).toBe(
      QRCode.create('x', { errorCorrectionLevel: 'M' }).errorCorrectionLevel.bit,
    );
    expect(code.segments).toHaveLength(1);
    const data = (code.segments[0] as unknown as { data: Uint8Array }).data;
    expect(new TextDecoder().decode(data)).toBe(full);

    const svg = await epcQrSvg(payload(KENNEL));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<script|href=/);
  });
});
