import { performance } from 'node:perf_hooks';
import { inbreeding, type Ancestor } from '../../features/breeding/coi';
import { colourForecast, type Genotypes } from '../../features/breeding/genetics';

// A mating's preview as the breeder's phone asks for it: Wright's coefficient over five
// generations on each side (with common ancestors on both) and the colours over all eight loci,
// every locus heterozygous in both parents (the most outcomes there can be).

/** The budget: one preview's arithmetic, the database reads apart. */
export const MAX_MATING_MS = 50;

/** A full five-generation pedigree; ancestors from the third generation on are shared. */
function pedigree(side: string, depth = 1, place = ''): Ancestor | null {
  if (depth > 5) return null;
  const shared = depth >= 3;
  const name = shared ? `common-${place}` : `${side}-${place}`;
  return {
    name,
    registration: name,
    sire: pedigree(side, depth + 1, `${place}s`),
    dam: pedigree(side, depth + 1, `${place}d`),
  };
}

const MIXED: Genotypes = {
  a: 'ay/at',
  b: 'B/b',
  co: 'Co/co',
  d: 'D/d',
  e: 'Em/e',
  k: 'kbr/ky',
  m: 'M/m',
  s: 'S/sp',
};

const WARM_UP = 3;

/** The median of `runs` previews, in milliseconds, after a few to warm up. */
export function measureMating(runs = 21): { ms: number; coi: number; outcomes: number } {
  const sire = pedigree('sire');
  const dam = pedigree('dam');
  const times: number[] = [];
  let coi = 0;
  let outcomes = 0;
  for (let run = 0; run < WARM_UP + runs; run += 1) {
    const start = performance.now();
    coi = inbreeding(sire, dam).coi;
    outcomes = colourForecast(MIXED, MIXED).outcomes.length;
    if (run >= WARM_UP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, coi, outcomes };
}
