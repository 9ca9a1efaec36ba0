import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The site's database (PGlite or PostgreSQL) through drizzle, with the schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** One transaction on it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or one transaction on it. */
export type Queryable = Database | Transaction;
