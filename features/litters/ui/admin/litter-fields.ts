import { routing } from '@/i18n/routing';
import { DOG_COLORS } from '@/features/dogs/fields';
import type { LitterCreateInput } from '@/features/litters/schema';
import type { Litter } from '@/lib/validation/responses';

export type SireKind = 'kennel' | 'outside' | 'none';

interface CountFields {
  males: number;
  females: number;
  colors: Record<(typeof DOG_COLORS)[number], number>;
}

/** The litter form's values as typed: dates as text, the father chosen by kind. */
export interface LitterFields {
  motherId: number | null;
  sire: SireKind;
  fatherId: number | null;
  outsideSire: { name: string; registration: string };
  status: LitterCreateInput['status'];
  matedAt: string;
  ovulationAt: string;
  expectedAt: string;
  bornAt: string;
  expected: CountFields;
  born: CountFields;
  note: { en: string; hu: string; de: string };
  /** Ticked when the server asked: these parents can have affected puppies. */
  confirmAffectedOffspring: boolean;
}

const NOTES = routing.locales.map((locale) => `note.${locale}`);
const COUNTS = ['expected', 'born'].flatMap((group) => [
  `${group}.males`,
  `${group}.females`,
  ...DOG_COLORS.map((color) => `${group}.colors.${color}`),
]);

/** Every field a server's error may name, and what an edit conflict compares, in form order. */
export const FIELDS = [
  'motherId',
  'fatherId',
  'outsideSire.name',
  'outsideSire.registration',
  'status',
  'matedAt',
  'ovulationAt',
  'expectedAt',
  'bornAt',
  ...COUNTS,
  ...NOTES,
  'confirmAffectedOffspring',
];
/** The stored fields: the confirmation is the breeder's answer to one save, not the litter's. */
export const COMPARED = [
  'motherId',
  'sire',
  ...FIELDS.slice(1).filter((f) => f !== 'confirmAffectedOffspring'),
];

function countFields(counts?: Litter['expected']): CountFields {
  return {
    males: counts?.males ?? 0,
    females: counts?.females ?? 0,
    colors: Object.fromEntries(
      DOG_COLORS.map((color) => [color, counts?.colors[color] ?? 0]),
    ) as CountFields['colors'],
  };
}

export function toFields(litter?: Litter): LitterFields {
  return {
    motherId: litter?.motherId ?? null,
    sire: litter?.outsideSire ? 'outside' : litter && litter.fatherId === null ? 'none' : 'kennel',
    fatherId: litter?.fatherId ?? null,
    outsideSire: litter?.outsideSire ?? { name: '', registration: '' },
    status: litter?.status ?? 'planned',
    matedAt: litter?.matedAt ?? '',
    ovulationAt: litter?.ovulationAt ?? '',
    expectedAt: litter?.expectedAt ?? '',
    bornAt: litter?.bornAt ?? '',
    expected: countFields(litter?.expected),
    born: countFields(litter?.born),
    note: { en: '', hu: '', de: '', ...litter?.note },
    confirmAffectedOffspring: false,
  };
}

/** Counts without the colours left at 0, as the API stores them. */
const storedCounts = (counts: CountFields) => ({
  males: counts.males,
  females: counts.females,
  colors: Object.fromEntries(Object.entries(counts.colors).filter(([, n]) => n !== 0)),
});

/** The request the form's values make: only the chosen kind of father, empty dates as null. */
export function toInput(fields: LitterFields): unknown {
  return {
    motherId: fields.motherId,
    fatherId: fields.sire === 'kennel' ? fields.fatherId : null,
    outsideSire: fields.sire === 'outside' ? fields.outsideSire : null,
    status: fields.status,
    matedAt: fields.matedAt || null,
    ovulationAt: fields.ovulationAt || null,
    expectedAt: fields.expectedAt || null,
    bornAt: fields.bornAt || null,
    expected: storedCounts(fields.expected),
    born: storedCounts(fields.born),
    note: fields.note,
    ...(fields.confirmAffectedOffspring && { confirmAffectedOffspring: true }),
  };
}

/** An empty count field is 0; anything else is checked by the schema. */
export const toCount = (value: unknown) =>
  value === '' || value === null || value === undefined ? 0 : Number(value);
export const toId = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** A parent the form offers: the kennel's female (mother) and male (father) parent dogs. */
export interface ParentOption {
  id: number;
  name: string;
  gender: 'male' | 'female';
  registration: string;
}
