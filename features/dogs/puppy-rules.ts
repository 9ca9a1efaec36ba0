/*
 * What the rules ask to be shown on a puppy, without the database: the microchip
 * masked, the age in weeks, the fields a breeder has not filled in, and the verification codes.
 * Shared by the server, the admin's screens and the unit tests.
 */

export {
  newVerifyCode,
  normalizeVerifyCode,
  VERIFY_ALPHABET,
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_PATTERN,
} from '@/lib/verify-code';

/**
 * A microchip number as public pages show it: only its last 4 digits, the rest as dots grouped
 * like an ISO chip (3+3+3+2 hidden, e.g. `•••• •••• ••• 1234`). Null when there is no number to
 * show (none, or fewer than 4 digits).
 */
export function maskChip(chip: string | null | undefined): string | null {
  const digits = (chip ?? '').replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `•••• •••• ••• ${digits.slice(-4)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole weeks since `birthday` (YYYY-MM-DD) on `today`; null for no date or a future one. */
export function ageInWeeks(birthday: string | null, today: Date = new Date()): number | null {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
  const born = Date.parse(`${birthday}T00:00:00Z`);
  if (Number.isNaN(born)) return null;
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (day < born) return null;
  return Math.floor((day - born) / (7 * DAY_MS));
}

/** One vaccination: its kind (e.g. "DHPPi", "rabies") and the day it was given. */
export interface Vaccination {
  kind: string;
  date: string;
}

/** The rules' fields of a puppy a breeder may leave empty, by their name in the admin. */
export const RULE_FIELDS = [
  'chipNumber',
  'countryOfBirth',
  'petPassport',
  'vaccinations',
  'mother',
  'father',
  'photoWithMother',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

export interface RuleFacts {
  chipNumber: string;
  countryOfBirth: string;
  petPassport: boolean | null;
  vaccinations: readonly Vaccination[];
  motherId: number | null;
  /** Whether its father is known: the kennel's male, or its litter's sire from another kennel. */
  hasFather: boolean;
  /** How many of its photos show it with its mother. */
  photosWithMother: number;
}

/** The rules' fields a puppy lacks: flagged in the admin, left out (never made up) on its page. */
export function missingRuleFields(dog: RuleFacts): RuleField[] {
  const filled: Record<RuleField, boolean> = {
    chipNumber: maskChip(dog.chipNumber) !== null,
    countryOfBirth: dog.countryOfBirth.trim() !== '',
    petPassport: dog.petPassport !== null,
    vaccinations: dog.vaccinations.length > 0,
    mother: dog.motherId !== null,
    father: dog.hasFather,
    photoWithMother: dog.photosWithMother > 0,
  };
  return RULE_FIELDS.filter((field) => !filled[field]);
}
