import {
  DNA_TESTS,
  isDnaTest,
  type DnaStatus,
  type DnaTest,
  type StoredHealthTest,
  type StructuredHealthTest,
} from './kinds';

/** The newest entry of each structured kind (the one a summary speaks of), in the kinds' order. */
export function latestStructured(tests: readonly StoredHealthTest[]): StructuredHealthTest[] {
  const latest = new Map<string, StructuredHealthTest>();
  for (const test of tests) {
    if (!test.kind) continue;
    const seen = latest.get(test.kind);
    if (!seen || test.date > seen.date) latest.set(test.kind, test);
  }
  return [...latest.values()];
}

/** A parent's DNA results by test (the newest of each); a test never taken is missing. */
export function dnaResults(
  tests: readonly StoredHealthTest[],
): Partial<Record<DnaTest, DnaStatus>> {
  const results: Partial<Record<DnaTest, DnaStatus>> = {};
  for (const test of latestStructured(tests)) if (isDnaTest(test)) results[test.kind] = test.status;
  return results;
}

export type ParentRole = 'mother' | 'father';

/** What a litter's page says about its parents' DNA tests, in plain words. */
export interface LitterDnaSummary {
  /** Tests both parents are clear of. */
  bothClear: DnaTest[];
  /** A parent carries or is affected by a test's condition. */
  findings: { role: ParentRole; test: DnaTest; status: Exclude<DnaStatus, 'clear'> }[];
  /** Tests one parent is clear of while the other has no result (tests neither took: left out). */
  unknown: DnaTest[];
}

/**
 * The DNA summary over a litter's mother and father; a father from outside the kennel (no
 * tests known here) is `null`, so nothing is claimed clear for both.
 */
export function litterDnaSummary(
  mother: readonly StoredHealthTest[],
  father: readonly StoredHealthTest[] | null,
): LitterDnaSummary {
  const results = { mother: dnaResults(mother), father: father ? dnaResults(father) : {} };
  const summary: LitterDnaSummary = { bothClear: [], findings: [], unknown: [] };
  for (const test of DNA_TESTS) {
    const found = (['mother', 'father'] as const).flatMap((role) => {
      const status = results[role][test];
      return status && status !== 'clear' ? [{ role, test, status }] : [];
    });
    if (found.length) summary.findings.push(...found);
    else if (results.mother[test] === 'clear' && results.father[test] === 'clear') {
      summary.bothClear.push(test);
    } else if (results.mother[test] || results.father[test]) summary.unknown.push(test);
  }
  return summary;
}
