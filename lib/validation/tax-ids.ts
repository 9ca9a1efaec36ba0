/*
 * The legal notice's tax numbers: the Hungarian adószám and the VAT IDs of the countries the
 * kennel sells in (HU, AT, DE), each by its country's shape and check digit. No zod here: the
 * schema's tax number and VAT ID fields (site-facts.ts) call these.
 */

export type TaxIdProblem = 'invalidTaxNumber' | 'invalidVatId' | 'taxIdCheckDigit';
export type TaxIdRead<P extends TaxIdProblem> = { value: string } | { problem: P };
type VatIdProblem = 'invalidVatId' | 'taxIdCheckDigit';

const digitsOf = (text: string) => [...text].map(Number);

/**
 * A Hungarian base number (törzsszám, 8 digits): its last digit checks the first seven, weighted
 * 9, 7, 3, 1, 9, 7, 3; the check is (10 − sum mod 10) mod 10.
 */
function hungarianBaseChecks(base: string): boolean {
  const digits = digitsOf(base);
  const sum = [9, 7, 3, 1, 9, 7, 3].reduce((total, weight, i) => total + weight * digits[i]!, 0);
  return (10 - (sum % 10)) % 10 === digits[7];
}

/**
 * The tax office codes an adószám ends with. In use: 02–20 (the counties), 22, 41–44 (Budapest's
 * directorates) and 51 (large taxpayers); 01 and 21, territorial codes too, are let through for
 * older numbers, since refusing a real number would keep a legal notice off the site.
 */
const TAX_OFFICES = new Set([
  ...Array.from({ length: 22 }, (_, i) => String(i + 1).padStart(2, '0')),
  '41',
  '42',
  '43',
  '44',
  '51',
]);

/** Austria's UID `ATU` + 8 digits: weights 1, 2, 1, 2… on seven, products' digits summed. */
function austrianChecks(digits: string): boolean {
  const d = digitsOf(digits);
  const sum = d.slice(0, 7).reduce((total, digit, i) => {
    const product = digit * (i % 2 === 0 ? 1 : 2);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return (96 - sum) % 10 === d[7];
}

/** Germany's USt-IdNr. `DE` + 9 digits: ISO 7064 MOD 11,10 over the first eight. */
function germanChecks(digits: string): boolean {
  const d = digitsOf(digits);
  let product = 10;
  for (const digit of d.slice(0, 8)) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === d[8];
}

const VAT_IDS: { shape: RegExp; checks: (digits: string) => boolean }[] = [
  { shape: /^HU(\d{8})$/, checks: hungarianBaseChecks },
  { shape: /^ATU(\d{8})$/, checks: austrianChecks },
  { shape: /^DE([1-9]\d{8})$/, checks: germanChecks },
];

/** A VAT ID compact and upper-case, and what is wrong with it, if anything. */
function checkVatId(typed: string): { value: string; problem: VatIdProblem | null } {
  const value = typed.toUpperCase().replace(/[\s.\-/]/g, '');
  for (const { shape, checks } of VAT_IDS) {
    const digits = shape.exec(value)?.[1];
    if (digits) return { value, problem: checks(digits) ? null : 'taxIdCheckDigit' };
  }
  return { value, problem: 'invalidVatId' };
}

/** A VAT ID as it is printed (`HU12345676`, `ATU13585627`, `DE136695976`), spaces and dots gone. */
export function readVatId(typed: string): TaxIdRead<VatIdProblem> {
  const { value, problem } = checkVatId(typed);
  return problem ? { problem } : { value };
}

/** Why a VAT ID field's value is refused (an `apiErrors` key), or null. */
export function vatIdProblem(value: string): VatIdProblem | null {
  return checkVatId(value).problem;
}

/**
 * The legal notice's tax number: an adószám, with or without hyphens, stored as `12345676-1-42`;
 * or a VAT ID (a German or Austrian breeder's, or the Hungarian one), stored as readVatId prints it.
 */
export function readTaxNumber(typed: string): TaxIdRead<'invalidTaxNumber' | 'taxIdCheckDigit'> {
  const text = typed.trim();
  const hungarian = /^(\d{8})[\s-]?([1-5])[\s-]?(\d{2})$/.exec(text);
  if (hungarian) {
    const [, base = '', vat, office = ''] = hungarian;
    if (!TAX_OFFICES.has(office)) return { problem: 'invalidTaxNumber' };
    if (!hungarianBaseChecks(base)) return { problem: 'taxIdCheckDigit' };
    return { value: `${base}-${vat}-${office}` };
  }
  const vatId = checkVatId(text);
  if (vatId.problem === null) return { value: vatId.value };
  // Neither shape: the field's message names both.
  return { problem: vatId.problem === 'taxIdCheckDigit' ? vatId.problem : 'invalidTaxNumber' };
}
