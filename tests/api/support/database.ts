import path from 'node:path';
import postgres from 'postgres';
import type { TestServer } from './server';

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Runs `work` on a test server's database while the server is stopped (the embedded database
 * allows one process at a time), then starts the server again: for what the API never shows,
 * such as a stored hash, or for moving a record back in time.
 */
export async function whileStopped(server: TestServer, work: (query: Query) => Promise<void>) {
  await server.restart(async () => {
    const url = server.env.DATABASE_URL;
    if (url) {
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await work(async (text, params = []) => [...(await sql.unsafe(text, params as never[]))]);
      } finally {
        await sql.end();
      }
      return;
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(path.join(server.dataDir, 'db'));
    try {
      await work(async (text, params) => (await db.query(text, params)).rows as never);
    } finally {
      await db.close();
    }
  });
}
