import 'server-only';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '@/lib/db/types';
import { dogs, litters, type DogRow } from '@/lib/db/schema';
import type { DogPatchInput } from '@/features/dogs/schema';
import type { ApiErrorItem } from '@/lib/validation/responses';
import { ApiError } from '@/lib/server/http/errors';

type ParentFields = Pick<DogPatchInput, 'motherId' | 'fatherId'>;

const ROLES = [
  { field: 'motherId', gender: 'female', msg: 'invalidMother' },
  { field: 'fatherId', gender: 'male', msg: 'invalidFather' },
] as const;

/**
 * A dog's mother must be one of the kennel's female parents and its father a male one (422
 * naming the field otherwise); a dog is never its own parent. The parents' rows are locked
 * (shared) until the transaction ends, so nobody changes their sex or kind meanwhile.
 */
export async function checkParents(
  db: Queryable,
  input: ParentFields,
  selfId?: number,
): Promise<void> {
  const ids = ROLES.flatMap((r) => (typeof input[r.field] === 'number' ? [input[r.field]!] : []));
  if (ids.length === 0) return;
  const found = await db
    .select({ id: dogs.id, kind: dogs.kind, gender: dogs.gender })
    .from(dogs)
    .where(inArray(dogs.id, ids))
    .for('share');
  const errors: ApiErrorItem[] = [];
  for (const role of ROLES) {
    const id = input[role.field];
    if (typeof id !== 'number') continue;
    const parent = found.find((f) => f.id === id);
    const fits =
      parent && parent.id !== selfId && parent.kind === 'parent' && parent.gender === role.gender;
    if (!fits) errors.push({ msg: role.msg, path: role.field });
    else if (selfId !== undefined && (await descendsFrom(db, id, selfId))) {
      errors.push({ msg: 'parentCycle', path: role.field });
    }
  }
  if (errors.length) throw new ApiError(422, 'validationFailed', errors);
}

/** True when `ancestorId` is `dogId` itself or one of its mothers' or fathers' line. */
async function descendsFrom(db: Queryable, dogId: number, ancestorId: number): Promise<boolean> {
  const found: unknown = await db.execute(sql`
    WITH RECURSIVE line(id) AS (
      SELECT ${dogId}::integer
      UNION
      SELECT parent.id FROM ${dogs} child
        JOIN line ON child.id = line.id
        CROSS JOIN LATERAL (VALUES (child.mother_id), (child.father_id)) AS parent(id)
        WHERE parent.id IS NOT NULL
    )
    SELECT id FROM line WHERE id = ${ancestorId} LIMIT 1`);
  return rowsOf(found).length > 0;
}

/** postgres.js answers an array, PGlite `{rows}`. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

/**
 * Every change of a dog (its row locked by the caller) keeps the parent rules: its own mother
 * and father, changed or not, still fit (and make no cycle), and while other dogs or litters
 * name it as their mother or father it stays a parent of that sex (409 `parentInUse` otherwise).
 */
export async function checkParentRules(
  tx: Transaction,
  before: DogRow,
  input: Omit<DogPatchInput, 'version'>,
): Promise<void> {
  await checkParents(
    tx,
    {
      motherId: input.motherId !== undefined ? input.motherId : before.motherId,
      fatherId: input.fatherId !== undefined ? input.fatherId : before.fatherId,
    },
    before.id,
  );
  const kind = input.kind ?? before.kind;
  const gender = input.gender ?? before.gender;
  if (kind === before.kind && gender === before.gender) return;
  const children = [
    ...(await tx
      .select({ motherId: dogs.motherId, fatherId: dogs.fatherId })
      .from(dogs)
      .where(or(eq(dogs.motherId, before.id), eq(dogs.fatherId, before.id)))),
    ...(await littersOfParent(tx, before.id)),
  ];
  const errors: ApiErrorItem[] = [];
  for (const role of ROLES) {
    if (!children.some((child) => child[role.field] === before.id)) continue;
    if (kind !== 'parent') errors.push({ msg: 'parentInUse', path: 'kind' });
    if (gender !== role.gender) errors.push({ msg: 'parentInUse', path: 'gender' });
  }
  if (errors.length) throw new ApiError(409, 'parentInUse', errors);
}

/**
 * A dog that litters name as their mother or father cannot be deleted (409 `parentInUse`): the
 * litter would lose a parent. Its puppies only lose the link (`set null`).
 */
export async function checkNotParentOfLitter(db: Queryable, dogId: number): Promise<void> {
  if ((await littersOfParent(db, dogId)).length > 0) {
    throw new ApiError(409, 'parentInUse', [{ msg: 'parentInUse', path: 'litters' }]);
  }
}

/** A puppy's litter must exist (422 `invalidLitter` beside the field otherwise). */
export async function checkLitterExists(db: Queryable, litterId: number | null | undefined) {
  if (typeof litterId !== 'number') return;
  const [found] = await db
    .select({ id: litters.id })
    .from(litters)
    .where(eq(litters.id, litterId))
    .for('share');
  if (!found) {
    throw new ApiError(422, 'validationFailed', [{ msg: 'invalidLitter', path: 'litterId' }]);
  }
}

/** The litters that name a dog as their mother or father. */
export async function littersOfParent(db: Queryable, dogId: number) {
  return db
    .select({ id: litters.id, motherId: litters.motherId, fatherId: litters.fatherId })
    .from(litters)
    .where(or(eq(litters.motherId, dogId), eq(litters.fatherId, dogId)));
}
