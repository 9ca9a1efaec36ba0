import 'server-only';
import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { dogs, litters } from '@/lib/db/schema';
import type { LitterStatus } from '@/lib/selling';
import { litterColumns } from '@/features/waiting-list/server/waiting-list';

/*
 * The litters an application may name, read straight from their table (apart from the litters'
 * own service): the open ones (not closed), with what their label needs.
 */

export interface LitterChoice {
  id: number;
  slug: string;
  status: LitterStatus;
  mother: string;
  /** The birth date once born, else the expected date, else null (ISO dates). */
  date: string | null;
}

type Row = { id: number; slug: string; status: LitterStatus; mother: string } & {
  bornAt: string | null;
  expectedAt: string | null;
};

const toChoice = ({ bornAt, expectedAt, ...row }: Row): LitterChoice => ({
  ...row,
  date: bornAt ?? expectedAt,
});

/** The litters still taking applications, soonest first. */
export async function openLitters(db: Database): Promise<LitterChoice[]> {
  const rows = await db
    .select(litterColumns)
    .from(litters)
    .innerJoin(dogs, eq(dogs.id, litters.motherId))
    .where(ne(litters.status, 'closed'))
    .orderBy(asc(litters.bornAt), asc(litters.expectedAt), asc(litters.id));
  return rows.map(toChoice);
}

/** An open litter by its id or slug, or null. */
export async function findOpenLitter(db: Database, idOrSlug: string): Promise<LitterChoice | null> {
  const byId = /^[1-9]\d{0,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const [row] = await db
    .select(litterColumns)
    .from(litters)
    .innerJoin(dogs, eq(dogs.id, litters.motherId))
    .where(
      and(
        ne(litters.status, 'closed'),
        byId !== null && byId <= 2_147_483_647
          ? or(eq(litters.id, byId), eq(litters.slug, idOrSlug))
          : eq(litters.slug, idOrSlug),
      ),
    );
  return row ? toChoice(row) : null;
}

/** Litters by id, open or not (an application keeps naming a litter that has closed). */
export async function littersById(db: Database, ids: number[]): Promise<Map<number, LitterChoice>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(litterColumns)
    .from(litters)
    .innerJoin(dogs, eq(dogs.id, litters.motherId))
    .where(inArray(litters.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toChoice(row)]));
}

/** Every litter, newest first: the admin list filters by any of them. */
export async function allLitters(db: Database): Promise<LitterChoice[]> {
  const rows = await db
    .select(litterColumns)
    .from(litters)
    .innerJoin(dogs, eq(dogs.id, litters.motherId))
    .orderBy(desc(litters.id));
  return rows.map(toChoice);
}
