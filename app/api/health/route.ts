import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { json } from '@/lib/server/route';

export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return json({ status: 'ok' });
  } catch {
    return json({ status: 'unavailable', message: 'databaseUnavailable' }, { status: 503 });
  }
}
