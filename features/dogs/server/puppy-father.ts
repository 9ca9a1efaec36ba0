import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { dogs, litters, type DogRow } from '@/lib/db/schema';

/** A puppy's father: one of the kennel's males (`dog`), or a sire from another kennel (`dog` null). */
export interface PuppyFather {
  dog: DogRow | null;
  name: string;
  registration: string;
}

type Puppy = Pick<DogRow, 'id' | 'fatherId' | 'litterId'>;
type Choice = { puppyId: number } & ({ fatherId: number | null } | { outside: PuppyFather });

/** The sire each litter names: the kennel's male (`fatherId`), or one from another kennel. */
async function litterSires(db: Pick<Database, 'select'>, litterIds: number[]) {
  if (litterIds.length === 0) return [];
  return db
    .select({
      id: litters.id,
      fatherId: litters.fatherId,
      name: litters.outsideSireName,
      registration: litters.outsideSireRegistration,
    })
    .from(litters)
    .where(inArray(litters.id, litterIds));
}

/**
 * The fathers of these dogs, by the dog's id: a puppy's litter's sire, the
 * kennel's male or the sire from another kennel the litter names, else the father the dog names
 * itself; a dog with neither has none. The one answer the dog's page and API, the admin's form,
 * the verification page and the contract give, in two queries whatever the number of dogs.
 */
export async function puppyFathers(
  db: Pick<Database, 'select'>,
  puppies: readonly Puppy[],
): Promise<Map<number, PuppyFather>> {
  const litterIds = [...new Set(puppies.flatMap((p) => (p.litterId === null ? [] : [p.litterId])))];
  const sires = await litterSires(db, litterIds);
  const choices = puppies.map((puppy): Choice => {
    const litter = sires.find((s) => s.id === puppy.litterId);
    if (litter?.fatherId != null) return { puppyId: puppy.id, fatherId: litter.fatherId };
    if (litter?.name != null) {
      const outside = { dog: null, name: litter.name, registration: litter.registration ?? '' };
      return { puppyId: puppy.id, outside };
    }
    return { puppyId: puppy.id, fatherId: puppy.fatherId };
  });
  const ids = [
    ...new Set(
      choices.flatMap((c) => ('fatherId' in c && c.fatherId !== null ? [c.fatherId] : [])),
    ),
  ];
  const rows = ids.length ? await db.select().from(dogs).where(inArray(dogs.id, ids)) : [];
  const fathers = new Map<number, PuppyFather>();
  for (const choice of choices) {
    if ('outside' in choice) fathers.set(choice.puppyId, choice.outside);
    else {
      const row = rows.find((r) => r.id === choice.fatherId);
      if (row)
        fathers.set(choice.puppyId, { dog: row, name: row.name, registration: row.registration });
    }
  }
  return fathers;
}

/** One dog's father (see puppyFathers), or null when none is known. */
export async function puppyFather(
  db: Pick<Database, 'select'>,
  puppy: Puppy,
): Promise<PuppyFather | null> {
  return (await puppyFathers(db, [puppy])).get(puppy.id) ?? null;
}
