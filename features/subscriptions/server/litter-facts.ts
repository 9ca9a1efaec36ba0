import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { dogs, litters } from '@/lib/db/schema';
import type { Queryable } from '@/lib/db/types';
import type { LitterFacts } from '@/features/subscriptions/mail/subscription-mail';

/**
 * A litter's facts for a subscriber's mail, or null when there is no such litter; with `open`,
 * only while it takes subscriptions (it is not closed).
 */
export async function litterFacts(
  db: Queryable,
  litterId: number,
  { open }: { open: boolean },
): Promise<LitterFacts | null> {
  const [row] = await db
    .select({
      slug: litters.slug,
      mother: dogs.name,
      expectedAt: litters.expectedAt,
      bornAt: litters.bornAt,
    })
    .from(litters)
    .innerJoin(dogs, eq(dogs.id, litters.motherId))
    .where(and(eq(litters.id, litterId), open ? ne(litters.status, 'closed') : undefined));
  return row ?? null;
}
