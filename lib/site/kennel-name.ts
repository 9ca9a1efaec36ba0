import 'server-only';
import { eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb, type Database } from '@/lib/db/client';
import { siteFacts } from '@/lib/db/schema';
import { TAGS } from '@/lib/server/revalidate';
import { siteName } from './name';

async function storedName(db: Pick<Database, 'select'>): Promise<string> {
  const [row] = await db
    .select({ name: siteFacts.kennelName })
    .from(siteFacts)
    .where(eq(siteFacts.id, 1));
  return row?.name ?? siteName();
}

// Cached under `info` like the rest of the facts: every save of them expires it.
const cachedName = unstable_cache(async () => storedName(await getDb()), ['kennel-name'], {
  tags: [TAGS.info],
});

/**
 * The kennel's name: the stored one, else SITE_NAME (where no cache exists, e.g. a script, too).
 * Inside a transaction pass it as `db`: the embedded database has one connection, so a read
 * through the cache would wait for the open transaction, which waits for it.
 */
export async function kennelName(db?: Pick<Database, 'select'>): Promise<string> {
  if (db) return storedName(db);
  try {
    return await cachedName();
  } catch {
    return siteName();
  }
}
