// @ts-check
// How the site reaches PostgreSQL and when it migrates, read from the environment. Plain
// JavaScript: the start entry checks these settings (lib/server/deployment.mjs) before Next
// loads, without a TypeScript loader.

/** postgres.js's own default pool size, kept when nothing says otherwise. */
const DEFAULT_POOL_MAX = 10;

/**
 * Query parameters that other clients (Prisma, libpq) read from a connection URL and postgres.js
 * does not: it would send them to the server as settings at connect time, and the server (or the
 * pooler in front of it) refuses the connection over an unknown one. They are taken out of the
 * URL; `pgbouncer` and `connection_limit` are understood on the way.
 */
const CLIENT_ONLY_PARAMETERS = [
  'pgbouncer',
  'connection_limit',
  'pool_timeout',
  'statement_cache_size',
  'socket_timeout',
  'channel_binding',
];

/**
 * A yes/no setting: `true`/`1`/`yes`/`on` or `false`/`0`/`no`/`off`; unset or empty is
 * `undefined`, anything else an error naming the variable.
 * @param {string} name
 * @param {string | undefined} value
 * @returns {boolean | undefined}
 */
export function booleanSetting(name, value) {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  throw new Error(`${name} must be true or false (or 1 or 0), not "${value}"`);
}

/**
 * @param {string} name
 * @param {string | null | undefined} value
 * @returns {number | undefined}
 */
function poolSizeSetting(name, value) {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 1000) {
    throw new Error(`${name} must be a whole number of connections from 1 to 1000, not "${value}"`);
  }
  return Number(text);
}

/**
 * @typedef {object} PostgresSettings
 * @property {string} url the URL to give postgres.js, without the client-only parameters
 * @property {{ max: number, prepare: boolean }} options
 * @property {string[]} warnings what was ignored and the user may want to know
 */

/**
 * The connection URL and pool options for `url`:
 * - `prepare`: DATABASE_PREPARE, else `false` with Prisma's `?pgbouncer=true`, else the URL's
 *   own `?prepare=` (postgres.js's), else `true`. A transaction-mode pooler (PgBouncer, Supabase's
 *   and Neon's pooled URLs) needs `false`: its connections change between transactions and
 *   would not have the prepared statements.
 * - `max` (pool size): DATABASE_POOL_MAX, else the URL's `?max=` or Prisma's
 *   `?connection_limit=`, else 10. Serverless instances want a small pool each.
 * @param {string} url
 * @param {Record<string, string | undefined>} [env]
 * @returns {PostgresSettings}
 */
export function postgresSettings(url, env = process.env) {
  const warnings = [];
  // Only the query is touched: postgres.js parses the rest itself (several hosts, sockets).
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));

  const fromUrl = (/** @type {string} */ name) => query.get(name)?.trim().toLowerCase();
  const urlPrepare = fromUrl('prepare');
  const prepare =
    booleanSetting('DATABASE_PREPARE', env.DATABASE_PREPARE) ??
    (fromUrl('pgbouncer') === 'true' ? false : undefined) ??
    (urlPrepare === undefined ? true : urlPrepare !== 'false' && urlPrepare !== 'disable');
  const max =
    poolSizeSetting('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX) ??
    poolSizeSetting('the max parameter of the database URL', query.get('max')) ??
    poolSizeSetting(
      'the connection_limit parameter of the database URL',
      query.get('connection_limit'),
    ) ??
    DEFAULT_POOL_MAX;

  if (fromUrl('channel_binding') === 'require') {
    warnings.push(
      'The database URL asks for channel_binding=require, which postgres.js cannot do: ignored ' +
        '(the connection is protected by its sslmode alone).',
    );
  }
  let stripped = false;
  for (const name of CLIENT_ONLY_PARAMETERS) {
    if (query.has(name)) {
      query.delete(name);
      stripped = true;
    }
  }
  const cleaned = !stripped ? url : query.size ? `${base}?${query}` : base;
  return { url: cleaned, options: { max, prepare }, warnings };
}

/**
 * Whether the server applies pending migrations when it opens the database (MIGRATE_ON_START,
 * default true). Turn it off when the deploy step runs `npm run db:migrate`.
 * @param {Record<string, string | undefined>} [env]
 */
export function migrateOnStart(env = process.env) {
  return booleanSetting('MIGRATE_ON_START', env.MIGRATE_ON_START) ?? true;
}

/**
 * The database `npm run db:migrate` migrates: DATABASE_MIGRATE_URL (a direct, unpooled URL where
 * the platform gives one), else DATABASE_URL, else none (the embedded database).
 * @param {Record<string, string | undefined>} [env]
 */
export function migrationUrl(env = process.env) {
  return env.DATABASE_MIGRATE_URL?.trim() || env.DATABASE_URL?.trim() || undefined;
}
