import {
  DNA_STATUSES,
  DNA_TESTS,
  type DnaStatus,
  type DnaTest,
  type Genotype,
  type StoredHealthTest,
} from './kinds';
import { dnaResults } from './summary';

// What a dog's health tests say of its genes: its colour genotype (the newest test counting); and
// what two tested parents pass on of a DNA-tested disease (their results: ./summary.ts).

/** A dog's latest result of `kind`: tests are kept in any order, the newest counts. */
function latest<T extends StoredHealthTest>(
  tests: StoredHealthTest[],
  is: (t: StoredHealthTest) => t is T,
) {
  return tests.filter(is).sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))[0];
}

export function genotypeOf(tests: StoredHealthTest[]): Genotype {
  return (
    latest(tests, (t): t is Extract<StoredHealthTest, { kind: 'colour' }> => t.kind === 'colour')
      ?.genotype ?? {}
  );
}

/** A DNA test's result as a genotype: clear N/N, carrier N/n, affected n/n (recessive). */
const DNA_GENOTYPE: Record<DnaStatus, string> = { clear: 'N/N', carrier: 'N/n', affected: 'n/n' };

/** The shares of clear, carrier and affected offspring of two tested parents. */
export function healthForecast(dam: DnaStatus, sire: DnaStatus): Record<DnaStatus, number> {
  const shares: Record<DnaStatus, number> = { clear: 0, carrier: 0, affected: 0 };
  for (const fromDam of DNA_GENOTYPE[dam].split('/')) {
    for (const fromSire of DNA_GENOTYPE[sire].split('/')) {
      const copies = [fromDam, fromSire].filter((allele) => allele === 'n').length;
      shares[DNA_STATUSES[copies]!] += 0.25;
    }
  }
  return shares;
}

/**
 * The DNA tests by which puppies of `dam` × `sire` can be affected (both parents carry or are
 * affected): a mating the breeder plans only after confirming it.
 */
export function affectedOffspringTests(
  damTests: StoredHealthTest[],
  sireTests: StoredHealthTest[],
): DnaTest[] {
  const dam = dnaResults(damTests);
  const sire = dnaResults(sireTests);
  return DNA_TESTS.filter((test) => {
    const [d, s] = [dam[test], sire[test]];
    return d !== undefined && s !== undefined && healthForecast(d, s).affected > 0;
  });
}
