// Wright's coefficient of inbreeding over a pedigree as far as it is known, and the ancestor loss
// coefficient beside it (docs/breeding.md). Pure: the pedigree comes in as a tree, in which the
// same animal may stand several times.

import type { Ancestor } from '@/lib/db/schema';
export type { Ancestor };

/** Who an animal is: a kennel dog, else its registration number, else only this place in the tree. */
export function identityOf(animal: Ancestor, place: string): string {
  if (animal.dogId != null) return `dog:${animal.dogId}`;
  const registration = normalizeRegistration(animal.registration);
  return registration ? `reg:${registration}` : `at:${place}`;
}

/** `HU-123/21`, `hu 123/21` and `HU123/21` are one number. */
export function normalizeRegistration(registration: string | null | undefined): string {
  return (registration ?? '').toUpperCase().replace(/[\s.-]+/g, '');
}

interface Node {
  sire: string | null;
  dam: string | null;
}

/** Every animal of the trees once, with its parents (what any place in the tree knows of them). */
function graphOf(roots: { animal: Ancestor | null | undefined; place: string }[]) {
  const nodes = new Map<string, Node>();
  const visit = (animal: Ancestor | null | undefined, place: string): string | null => {
    if (!animal) return null;
    const id = identityOf(animal, place);
    const sire = visit(animal.sire, `${place}s`);
    const dam = visit(animal.dam, `${place}d`);
    const known = nodes.get(id);
    nodes.set(id, { sire: known?.sire ?? sire, dam: known?.dam ?? dam });
    return id;
  };
  const ids = roots.map(({ animal, place }) => visit(animal, place));
  return { nodes, ids };
}

/**
 * The coefficient of kinship of two animals: the chance that a gene drawn from each is the same
 * by descent. The younger of the two is traced back, so an animal and its ancestor meet.
 */
function kinship(nodes: Map<string, Node>) {
  const memo = new Map<string, number>();
  const ancestorsOf = new Map<string, Set<string>>();
  const ancestors = (id: string): Set<string> => {
    let found = ancestorsOf.get(id);
    if (!found) {
      found = new Set();
      // Set first: two pedigrees that contradict each other (a loop) end here.
      ancestorsOf.set(id, found);
      const node = nodes.get(id);
      for (const parent of [node?.sire, node?.dam]) {
        if (!parent) continue;
        found.add(parent);
        for (const further of ancestors(parent)) found.add(further);
      }
    }
    return found;
  };
  const f = (x: string | null, y: string | null): number => {
    if (!x || !y) return 0;
    const key = x < y ? `${x}|${y}` : `${y}|${x}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    // A pair met again while it is being worked out (a loop across two pedigrees) adds nothing.
    memo.set(key, 0);
    let value: number;
    if (x === y) {
      const node = nodes.get(x);
      value = 0.5 * (1 + f(node?.sire ?? null, node?.dam ?? null));
    } else {
      // Trace back the one that is not the other's ancestor.
      const [older, younger] = ancestors(x).has(y) ? [y, x] : [x, y];
      const node = nodes.get(younger);
      value = 0.5 * (f(older, node?.sire ?? null) + f(older, node?.dam ?? null));
    }
    memo.set(key, value);
    return value;
  };
  return f;
}

/** How many generations deep the tree is known (the animal's parents are the first). */
function depthOf(animal: Ancestor | null | undefined): number {
  if (!animal) return 0;
  return 1 + Math.max(depthOf(animal.sire), depthOf(animal.dam));
}

export interface Inbreeding {
  /** Wright's coefficient of inbreeding of the offspring, a fraction (0.125 = 12.5 %). */
  coi: number;
  /** The generations of the offspring's pedigree it rests on (its parents are the first). */
  generations: number;
  /**
   * The ancestor loss coefficient over the known places: distinct animals / places filled
   * (1 = no animal stands twice).
   */
  ancestorLoss: number;
}

/** The offspring of `sire` × `dam`, as far as their pedigrees are known. */
export function inbreeding(
  sire: Ancestor | null | undefined,
  dam: Ancestor | null | undefined,
): Inbreeding {
  const { nodes, ids } = graphOf([
    { animal: sire, place: 's' },
    { animal: dam, place: 'd' },
  ]);
  const places: string[] = [];
  const collect = (animal: Ancestor | null | undefined, place: string) => {
    if (!animal) return;
    places.push(identityOf(animal, place));
    collect(animal.sire, `${place}s`);
    collect(animal.dam, `${place}d`);
  };
  collect(sire, 's');
  collect(dam, 'd');
  return {
    coi: kinship(nodes)(ids[0] ?? null, ids[1] ?? null),
    generations: Math.max(depthOf(sire), depthOf(dam)),
    ancestorLoss: places.length === 0 ? 1 : new Set(places).size / places.length,
  };
}
