/**
 * Codes of a database that cannot be reached — refused or dropped connections, a server shutting
 * down or starting up — as opposed to a bad query: these answer 503 and heal by themselves once
 * the server is back (postgres.js reconnects on the next query).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  // postgres.js
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // SQLSTATE: admin shutdown, crash shutdown, cannot connect now (starting up)
  '57P01',
  '57P02',
  '57P03',
]);

function hasUnavailableCode(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLSTATE class 08: connection exceptions.
  return typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

/** True when `error` (or what caused it: drizzle wraps driver errors) says the database is down. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (hasUnavailableCode(current)) return true;
    // Node reports a refused connection to every address of a host as an AggregateError.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(hasUnavailableCode)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
