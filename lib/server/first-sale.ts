import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { applications, contracts, dogs, litters, siteInfo } from '@/lib/db/schema';
import { firstSaleSteps, type FirstSaleFacts, type FirstSaleStep } from '@/lib/first-sale';

/** What the admin's home screen ticks (lib/first-sale.ts), in one query. */
export async function firstSaleProgress(): Promise<FirstSaleStep[] | null> {
  const db = await getDb();
  const result: unknown = await db.execute(sql`
    SELECT
      EXISTS (SELECT 1 FROM ${siteInfo}
        WHERE coalesce(${siteInfo.email}, '') <> '' OR coalesce(${siteInfo.phone}, '') <> '')
        AS details,
      EXISTS (SELECT 1 FROM ${dogs} WHERE ${dogs.kind} = 'parent') AS parents,
      EXISTS (SELECT 1 FROM ${litters}) AS litter,
      EXISTS (SELECT 1 FROM ${dogs} WHERE ${dogs.kind} = 'puppy') AS puppies,
      EXISTS (SELECT 1 FROM ${applications}
        WHERE ${applications.status} IN ('waiting', 'offered', 'reserved', 'placed')) AS approved,
      EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.depositReceivedAt} IS NOT NULL)
        AS deposit,
      EXISTS (SELECT 1 FROM ${applications}
        WHERE ${applications.status} IN ('reserved', 'placed')) AS reserved,
      EXISTS (SELECT 1 FROM ${contracts} WHERE ${contracts.signedAt} IS NOT NULL) AS contract,
      EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.status} = 'placed') AS placed`);
  // postgres.js answers an array, PGlite `{rows}`.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as [
    FirstSaleFacts,
  ];
  return firstSaleSteps(rows[0]);
}
