import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { dogs, type DogRow } from '@/lib/db/schema';
import type { Queryable } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict, StaleVersion } from '@/lib/server/versions';
import { puppyFathers } from '@/features/dogs/server/puppy-father';
import { getPublicDog } from '@/features/dogs/server/dogs';
import { getPublicLitter } from '@/features/litters/server/litters';
import { inbreeding, normalizeRegistration, type Ancestor } from '../coi';
import {
  MAX_GENERATIONS,
  pedigreeProblems,
  type Pedigree,
  type PedigreeProblem,
} from '../pedigree';
import type { PedigreeInput } from '../schema';

/** A dog's pedigree as the API answers it. */
export interface PedigreeView {
  dogId: number;
  /** The dog's version: a save sends it back. */
  version: number;
  /** As the breeder entered it. */
  entered: Pedigree;
  /** As the page shows it: kennel dogs bring their own ancestors, the kennel parents stand in. */
  tree: Pedigree;
  generations: number;
  coi: number;
  ancestorLoss: number;
}

type KennelDog = Pick<
  DogRow,
  'id' | 'name' | 'registration' | 'gender' | 'pedigree' | 'motherId' | 'fatherId' | 'litterId'
>;

async function kennelDogs(db: Queryable): Promise<Map<number, KennelDog>> {
  const rows = await db
    .select({
      id: dogs.id,
      name: dogs.name,
      registration: dogs.registration,
      gender: dogs.gender,
      pedigree: dogs.pedigree,
      motherId: dogs.motherId,
      fatherId: dogs.fatherId,
      litterId: dogs.litterId,
    })
    .from(dogs);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The tree a dog's pedigree shows, five generations deep: as entered, a kennel dog in it bringing
 * its own pedigree where the entered tree stops, and the dog's kennel mother and father (or its
 * litter's sire) where no parent was entered.
 */
async function shownTrees(db: Queryable): Promise<(dog: KennelDog) => Pedigree> {
  const all = await kennelDogs(db);
  const fathers = await puppyFathers(db, [...all.values()]);
  const asAncestor = (kennel: KennelDog): Ancestor => ({
    name: kennel.name,
    registration: kennel.registration || null,
    dogId: kennel.id,
  });
  const parentsOf = (kennel: KennelDog): Pedigree => {
    const father = fathers.get(kennel.id);
    const mother = kennel.motherId === null ? undefined : all.get(kennel.motherId);
    return {
      sire:
        kennel.pedigree.sire ??
        (father?.dog
          ? asAncestor(father.dog)
          : father
            ? { name: father.name, registration: father.registration || null }
            : null),
      dam: kennel.pedigree.dam ?? (mother ? asAncestor(mother) : null),
    };
  };
  const grow = (animal: Ancestor | null | undefined, generation: number): Ancestor | null => {
    if (!animal || generation > MAX_GENERATIONS) return null;
    const kennel = animal.dogId == null ? undefined : all.get(animal.dogId);
    const known = kennel ? parentsOf(kennel) : {};
    return {
      ...animal,
      sire: grow(animal.sire ?? known.sire, generation + 1),
      dam: grow(animal.dam ?? known.dam, generation + 1),
    };
  };
  return (dog) => {
    const own = parentsOf(dog);
    return { sire: grow(own.sire, 1), dam: grow(own.dam, 1) };
  };
}

const shownTree = async (db: Queryable, dog: KennelDog) => (await shownTrees(db))(dog);

/** Kennel dogs as the roots of a mating's pedigree: each itself, with its parents as shown. */
export async function kennelAncestors(db: Queryable, rows: DogRow[]): Promise<Ancestor[]> {
  const treeOf = await shownTrees(db);
  return rows.map((row) => ({
    name: row.name,
    registration: row.registration || null,
    dogId: row.id,
    ...treeOf(row),
  }));
}

/**
 * An animal of another kennel by its registration number, as the kennel's pedigrees know it:
 * the place where most of its own ancestors are entered.
 */
export async function pedigreeAncestor(
  db: Queryable,
  registration: string,
): Promise<Ancestor | null> {
  const wanted = normalizeRegistration(registration);
  if (!wanted) return null;
  let best: Ancestor | null = null;
  let bestSize = -1;
  const size = (animal: Ancestor | null | undefined): number =>
    animal ? 1 + size(animal.sire) + size(animal.dam) : 0;
  const visit = (animal: Ancestor | null | undefined) => {
    if (!animal) return;
    if (normalizeRegistration(animal.registration) === wanted && size(animal) > bestSize) {
      best = animal;
      bestSize = size(animal);
    }
    visit(animal.sire);
    visit(animal.dam);
  };
  for (const dog of (await kennelDogs(db)).values()) {
    visit(dog.pedigree.sire);
    visit(dog.pedigree.dam);
  }
  return best;
}

/** A litter's mother and its sire: the kennel's male, an animal the pedigrees know, or none. */
export interface LitterParents {
  dam: DogRow;
  sire: DogRow | Ancestor | null;
}

export const isKennelDog = (animal: DogRow | Ancestor): animal is DogRow => 'healthTests' in animal;

/** A litter's parents (null when its mother is gone); another kennel's sire as pedigrees know it. */
export async function litterParents(
  db: Queryable,
  litter: {
    motherId: number;
    fatherId: number | null;
    outsideSire: { name: string; registration: string } | null;
  },
): Promise<LitterParents | null> {
  const [dam] = await db.select().from(dogs).where(eq(dogs.id, litter.motherId));
  if (!dam) return null;
  if (litter.fatherId !== null) {
    const [sire] = await db.select().from(dogs).where(eq(dogs.id, litter.fatherId));
    return { dam, sire: sire ?? null };
  }
  if (!litter.outsideSire) return { dam, sire: null };
  const known = await pedigreeAncestor(db, litter.outsideSire.registration);
  return {
    dam,
    sire: known ?? {
      name: litter.outsideSire.name,
      registration: litter.outsideSire.registration || null,
    },
  };
}

/** Both sides of a mating as pedigrees show them, the kennel read once for both. */
export async function matingTree(
  db: Queryable,
  { dam, sire }: LitterParents,
): Promise<{ sire: Ancestor | null; dam: Ancestor }> {
  const kennelSire = sire !== null && isKennelDog(sire);
  const [damTree, sireTree] = await kennelAncestors(db, kennelSire ? [dam, sire] : [dam]);
  return { sire: kennelSire ? sireTree! : (sire as Ancestor | null), dam: damTree! };
}

/** A litter's pedigree as its page shows it: its puppies' ancestors and their parents' COI. */
export interface LitterPedigreeView {
  tree: Pedigree;
  generations: number;
  coi: number;
  ancestorLoss: number;
}

/** The pedigree of a litter the site shows, by its slug or id; null for any other. */
export async function publicLitterPedigree(idOrSlug: string): Promise<LitterPedigreeView | null> {
  const litter = await getPublicLitter(idOrSlug);
  if (!litter) return null;
  const db = await getDb();
  const parents = await litterParents(db, litter);
  if (!parents) return null;
  const tree = await matingTree(db, parents);
  return { tree, ...inbreeding(tree.sire, tree.dam) };
}

async function viewOf(db: Queryable, row: DogRow): Promise<PedigreeView> {
  const tree = await shownTree(db, row);
  return {
    dogId: row.id,
    version: row.version,
    entered: row.pedigree,
    tree,
    ...inbreeding(tree.sire, tree.dam),
  };
}

async function findDog(db: Queryable, id: number): Promise<DogRow> {
  const [row] = await db.select().from(dogs).where(eq(dogs.id, id));
  if (!row) throw notFound('dogNotFound');
  return row;
}

/** The pedigree of any of the kennel's dogs, for the breeder. */
export async function dogPedigree(id: number): Promise<PedigreeView> {
  const db = await getDb();
  return viewOf(db, await findDog(db, id));
}

/** The pedigree of a dog the site shows, by its slug or id; null for any other. */
export async function publicPedigree(idOrSlug: string): Promise<PedigreeView | null> {
  const dog = await getPublicDog(idOrSlug);
  if (!dog) return null;
  const db = await getDb();
  return viewOf(db, await findDog(db, dog.id));
}

/** What the tree asks of the kennel's own records: linked dogs exist, numbers keep their names. */
function kennelProblems(pedigree: Pedigree, all: Map<number, KennelDog>): PedigreeProblem[] {
  const byRegistration = new Map(
    [...all.values()]
      .filter((dog) => dog.registration)
      .map((dog) => [normalizeRegistration(dog.registration), dog]),
  );
  const problems: PedigreeProblem[] = [];
  const visit = (animal: Ancestor | null | undefined, path: string) => {
    if (!animal) return;
    if (animal.dogId != null && !all.has(animal.dogId)) {
      problems.push({ path: `${path}.dogId`, msg: 'dogNotFound' });
    }
    const kennel = byRegistration.get(normalizeRegistration(animal.registration));
    if (
      kennel &&
      animal.dogId !== kennel.id &&
      kennel.name.trim().toLocaleLowerCase('en') !== animal.name.trim().toLocaleLowerCase('en')
    ) {
      problems.push({ path: `${path}.registration`, msg: 'registrationTwoNames' });
    }
    visit(animal.sire, `${path}.sire`);
    visit(animal.dam, `${path}.dam`);
  };
  visit(pedigree.sire, 'sire');
  visit(pedigree.dam, 'dam');
  return problems;
}

/**
 * Saves a dog's pedigree as entered: refused beside the field for a loop, a sixth generation,
 * a number given to two names or an unknown kennel dog (422), and when the dog changed since
 * the screen read it (409 with the pedigree as stored).
 */
export async function savePedigree(id: number, input: PedigreeInput): Promise<PedigreeView> {
  const { version, ...pedigree } = input;
  const db = await getDb();
  let row: DogRow;
  try {
    row = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(dogs).where(eq(dogs.id, id)).for('update');
      if (!locked) throw notFound('dogNotFound');
      if (version !== undefined && version !== locked.version) throw new StaleVersion();
      const problems = [
        ...pedigreeProblems(pedigree, {
          dogId: id,
          name: locked.name,
          registration: locked.registration,
        }),
        ...kennelProblems(pedigree, await kennelDogs(tx)),
      ];
      if (problems.length > 0) throw new ApiError(422, 'validationFailed', problems);
      const [updated] = await tx
        .update(dogs)
        .set({
          pedigree: { sire: pedigree.sire ?? null, dam: pedigree.dam ?? null },
          version: locked.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(dogs.id, id))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await dogPedigree(id));
    throw error;
  }
  // Every kennel dog's page can show this dog's ancestors in its own pedigree.
  announceChange({ dogs: true, litters: true });
  return viewOf(db, row);
}

/** A sire of another kennel as the kennel's pedigrees name him. */
export interface PedigreeSire {
  name: string;
  registration: string;
}

/**
 * The sires of other kennels the pedigrees know by a registration number, once each, by name:
 * what a mating's preview offers beside the kennel's males.
 */
export async function pedigreeSires(): Promise<PedigreeSire[]> {
  const all = await kennelDogs(await getDb());
  const kennel = new Set(
    [...all.values()].map((dog) => normalizeRegistration(dog.registration)).filter(Boolean),
  );
  const found = new Map<string, PedigreeSire>();
  const visit = (animal: Ancestor | null | undefined, isSire: boolean) => {
    if (!animal) return;
    const registration = normalizeRegistration(animal.registration);
    if (isSire && animal.dogId == null && registration && !kennel.has(registration)) {
      if (!found.has(registration)) {
        found.set(registration, { name: animal.name, registration: animal.registration!.trim() });
      }
    }
    visit(animal.sire, true);
    visit(animal.dam, false);
  };
  for (const dog of all.values()) {
    visit(dog.pedigree.sire, true);
    visit(dog.pedigree.dam, false);
  }
  return [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.registration.localeCompare(b.registration),
  );
}
