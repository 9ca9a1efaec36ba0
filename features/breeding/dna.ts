import {
  DNA_TESTS,
  type DnaStatus,
  type DnaTest,
  type StoredHealthTest,
} from '@/features/health/kinds';
import { healthForecast, type Genotypes } from './genetics';

// What a dog's health tests say of its genes: its colour genotype and its DNA results, the
// newest of each kind counting.

/** A dog's latest result of `kind`: tests are kept in any order, the newest counts. */
function latest<T extends StoredHealthTest>(
  tests: StoredHealthTest[],
  is: (t: StoredHealthTest) => t is T,
) {
  return tests.filter(is).sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))[0];
}

export function genotypeOf(tests: StoredHealthTest[]): Genotypes {
  return (
    latest(tests, (t): t is Extract<StoredHealthTest, { kind: 'colour' }> => t.kind === 'colour')
      ?.genotype ?? {}
  );
}

export function dnaStatusesOf(tests: StoredHealthTest[]): Partial<Record<DnaTest, DnaStatus>> {
  const statuses: Partial<Record<DnaTest, DnaStatus>> = {};
  for (const test of DNA_TESTS) {
    const found = latest(
      tests,
      (t): t is Extract<StoredHealthTest, { kind: DnaTest }> => t.kind === test,
    );
    if (found) statuses[test] = found.status;
  }
  return statuses;
}

/**
 * The DNA tests by which puppies of `dam` × `sire` can be affected (both parents carry or are
 * affected): a mating the breeder plans only after confirming it.
 */
export function affectedOffspringTests(
  damTests: StoredHealthTest[],
  sireTests: StoredHealthTest[],
): DnaTest[] {
  const dam = dnaStatusesOf(damTests);
  const sire = dnaStatusesOf(sireTests);
  return DNA_TESTS.filter((test) => {
    const [d, s] = [dam[test], sire[test]];
    return d !== undefined && s !== undefined && healthForecast(d, s).affected > 0;
  });
}
