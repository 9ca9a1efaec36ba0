import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

/** True when the database answers a trivial query now (a fresh connection if the pool lost one). */
export async function databaseReachable(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
