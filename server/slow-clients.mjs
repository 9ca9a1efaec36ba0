// @ts-check
// How long the site's own HTTP server (server/start.mjs) waits for a slow client, and how many
// connections it keeps open at once.

/** For a request's headers: no browser needs more, a slow-drip client gets no longer. */
const HEADERS_TIMEOUT_MS = 20_000;
/** For a whole request: a 5 MB upload from a phone on a slow link (~350 kbit/s) still fits. */
const REQUEST_TIMEOUT_MS = 120_000;
/**
 * Connections open at once, from every client together: far above what a kennel's visitors or a
 * reverse proxy's keep-alive pool need, well below what exhausts memory or file descriptors.
 * The cap per client belongs to the reverse proxy (README, "Several instances").
 */
const MAX_CONNECTIONS = 1_000;
/** While the cap holds, it is logged once a minute at most. */
const CAP_LOG_INTERVAL_MS = 60_000;

/**
 * The `node:http` server options bounding slow clients (Node's own defaults are 60 s for the
 * headers and 300 s for the request): past either limit the client gets 408 and the connection
 * closes. `HEADERS_TIMEOUT_MS` and `REQUEST_TIMEOUT_MS` override them (tests use short ones).
 * Node checks the limits every `connectionsCheckingInterval` (30 s by default), so it is
 * checked every second. Idle keep-alive connections are not affected (`keepAliveTimeout`, 5 s).
 * @param {Record<string, string | undefined>} [env]
 */
export function slowClientLimits(env = process.env) {
  const headersTimeout =
    wholeNumber(env, 'HEADERS_TIMEOUT_MS', 'milliseconds') ?? HEADERS_TIMEOUT_MS;
  const requestTimeout =
    wholeNumber(env, 'REQUEST_TIMEOUT_MS', 'milliseconds') ?? REQUEST_TIMEOUT_MS;
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
 * Caps the connections `server` keeps open at once (`MAX_CONNECTIONS` overrides the cap): Node
 * closes each further one at once, and one line is logged when the cap is reached (again at most
 * once a minute while it holds). Returns the cap.
 * @param {import('node:net').Server} server
 * @param {Record<string, string | undefined>} [env]
 * @param {(line: string) => void} [log]
 */
export function capConnections(server, env = process.env, log = console.warn) {
  const cap = wholeNumber(env, 'MAX_CONNECTIONS', 'connections') ?? MAX_CONNECTIONS;
  server.maxConnections = cap;
  let quietUntil = 0;
  server.on('drop', () => {
    const now = Date.now();
    if (now < quietUntil) return;
    quietUntil = now + CAP_LOG_INTERVAL_MS;
    log(`> ${cap} connections open (MAX_CONNECTIONS): new ones are closed until some end`);
  });
  return cap;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {string} unit
 */
function wholeNumber(env, name, unit) {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be a whole number of ${unit}`);
  return Number(value);
}
