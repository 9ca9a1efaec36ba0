// @ts-check
// How long the site's own HTTP server (server/start.mjs) waits for a slow client.

/** For a request's headers: no browser needs more, a slow-drip client gets no longer. */
const HEADERS_TIMEOUT_MS = 20_000;
/** For a whole request: a 5 MB upload from a phone on a slow link (~350 kbit/s) still fits. */
const REQUEST_TIMEOUT_MS = 120_000;

/**
 * The `node:http` server options bounding slow clients (Node's own defaults are 60 s for the
 * headers and 300 s for the request): past either limit the client gets 408 and the connection
 * closes. `HEADERS_TIMEOUT_MS` and `REQUEST_TIMEOUT_MS` override them (tests use short ones).
 * Node checks the limits every `connectionsCheckingInterval` (30 s by default), so it is
 * checked every second. Idle keep-alive connections are not affected (`keepAliveTimeout`, 5 s).
 * @param {Record<string, string | undefined>} [env]
 */
export function slowClientLimits(env = process.env) {
  const headersTimeout = milliseconds(env, 'HEADERS_TIMEOUT_MS') ?? HEADERS_TIMEOUT_MS;
  const requestTimeout = milliseconds(env, 'REQUEST_TIMEOUT_MS') ?? REQUEST_TIMEOUT_MS;
  if (headersTimeout > requestTimeout) {
    throw new Error('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  }
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: Math.min(1_000, headersTimeout),
  };
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 */
function milliseconds(env, name) {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds`);
  return Number(value);
}
