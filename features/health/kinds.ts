/*
 * Structured health tests of the kennel's parents: the kinds French Bulldog
 * buyers look for, beside the free entries (no `kind`) the breeder always could write.
 * Shared by the schema, the validation, the admin form and the public summaries.
 */

/**
 * No test is older: no dog on the site was born earlier; it also keeps out year 0000, which
 * PostgreSQL refuses. Here, not beside the schema, so the admin's form has it without zod.
 */
export const MIN_TEST_DATE = '1900-01-01';

import { DNA_TESTS, type DnaHealthTest, type StoredHealthTest } from '@/lib/health/kinds';

export * from '@/lib/health/kinds';

export function isDnaTest(test: StoredHealthTest): test is DnaHealthTest {
  return (DNA_TESTS as readonly (string | undefined)[]).includes(test.kind);
}

const EVIDENCE_KEYS = ['kind', 'date', 'lab', 'certificateId'];
const KEYS_OF: Record<string, string[]> = {
  free: ['kind', 'name', 'result', 'date'],
  boas: [...EVIDENCE_KEYS, 'grade'],
  patella: [...EVIDENCE_KEYS, 'grade'],
  colour: [...EVIDENCE_KEYS, 'genotype'],
  spine: [...EVIDENCE_KEYS, 'result'],
  ...Object.fromEntries(DNA_TESTS.map((k) => [k, [...EVIDENCE_KEYS, 'status']])),
};

/**
 * A form row with only its kind's fields: a row whose kind was changed may still hold the
 * fields of the one before (an unknown kind is left for the schema to refuse).
 */
export function ownFields<T extends object>(row: T): T {
  const kind = (row as { kind?: unknown }).kind;
  const keys = KEYS_OF[typeof kind === 'string' ? kind : 'free'];
  if (!keys) return row;
  // The same row, fewer keys: the schema checks what is left.
  return Object.fromEntries(Object.entries(row).filter(([key]) => keys.includes(key))) as T;
}
