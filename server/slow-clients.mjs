// @ts-check
// How long the site's own HTTP server (server/start.mjs) waits for a slow client, and how many
// connections it keeps open at once, in all and from one address.
import { clientNetwork } from '../lib/client-network.mjs';

/** For a request's headers: no browser needs more, a slow-drip client gets no longer. */
const HEADERS_TIMEOUT_MS = 20_000;
/** For a whole request: a 5 MB upload from a phone on a slow link (~350 kbit/s) still fits. */
const REQUEST_TIMEOUT_MS = 120_000;
/**
 * Connections open at once, from every client together: far above what a kennel's visitors or a
 * reverse proxy's keep-alive pool need, well below what exhausts memory or file descriptors.
 */
const MAX_CONNECTIONS = 1_000;
/**
 * Connections open at once from one address (an IPv6 /64), so that one client cannot take them
 * all: a browser opens six at most, an office or a mobile carrier's NAT several browsers' worth.
 * Never more than half of `MAX_CONNECTIONS` unless set. Behind a trusted reverse proxy
 * (`TRUST_PROXY`) every connection comes from the proxy, which caps each client itself (README,
 * "Several instances").
 */
const MAX_CONNECTIONS_PER_ADDRESS = 64;
/** While a cap holds, it is logged once a minute at most. */
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
 * Caps the connections `server` keeps open at once: in all (`MAX_CONNECTIONS`) and, unless a
 * trusted proxy is in front (`TRUST_PROXY`), from one address (`MAX_CONNECTIONS_PER_ADDRESS`).
 * Each further one is closed at once, and one line is logged when a cap is reached (again at most
 * once a minute while caps keep being reached). Returns the caps (`perAddress` null when off).
 * @param {import('node:net').Server} server
 * @param {Record<string, string | undefined>} [env]
 * @param {(line: string) => void} [log]
 */
export function capConnections(server, env = process.env, log = console.warn) {
  const total = wholeNumber(env, 'MAX_CONNECTIONS', 'connections') ?? MAX_CONNECTIONS;
  server.maxConnections = total;
  const reached = rateLimited(log);
  server.on('drop', () =>
    reached(`> ${total} connections open (MAX_CONNECTIONS): new ones are closed until some end`),
  );
  const perAddress = perAddressCap(env, total);
  if (perAddress !== null) capEachAddress(server, perAddress, log);
  return { total, perAddress };
}

/**
 * The cap per address, or null behind a trusted proxy (the same test as `trustedProxyCount` in
 * lib/request-guard.ts).
 * @param {Record<string, string | undefined>} env
 * @param {number} total
 */
function perAddressCap(env, total) {
  if (/^[1-9]\d*$/.test(env.TRUST_PROXY?.trim() ?? '')) return null;
  const set = wholeNumber(env, 'MAX_CONNECTIONS_PER_ADDRESS', 'connections');
  if (set === undefined) {
    return Math.max(1, Math.min(MAX_CONNECTIONS_PER_ADDRESS, Math.floor(total / 2)));
  }
  if (set > total) {
    throw new Error('MAX_CONNECTIONS_PER_ADDRESS must not be more than MAX_CONNECTIONS');
  }
  return set;
}

/**
 * Closes each connection from an address (IPv6: its /64) that already holds `cap` of them.
 * @param {import('node:net').Server} server
 * @param {number} cap
 * @param {(line: string) => void} log
 */
function capEachAddress(server, cap, log) {
  /**
   * Connections open per address; an address leaves the map with its last connection.
   * @type {Map<string, number>}
   */
  const open = new Map();
  const reached = rateLimited(log);
  server.on('connection', (/** @type {import('node:net').Socket} */ socket) => {
    if (!socket.remoteAddress) return;
    const network = clientNetwork(socket.remoteAddress);
    const count = open.get(network) ?? 0;
    if (count >= cap) {
      reached(
        `> ${cap} connections open from ${network} (MAX_CONNECTIONS_PER_ADDRESS): new ones from it are closed until some end`,
      );
      socket.destroy();
      return;
    }
    open.set(network, count + 1);
    socket.once('close', () => {
      const left = (open.get(network) ?? 1) - 1;
      if (left > 0) open.set(network, left);
      else open.delete(network);
    });
  });
}

/**
 * `log`, at most once every `CAP_LOG_INTERVAL_MS`: one line when a cap is reached, not one per
 * connection it closes.
 * @param {(line: string) => void} log
 * @returns {(line: string) => void}
 */
function rateLimited(log) {
  let quietUntil = 0;
  return (line) => {
    const now = Date.now();
    if (now < quietUntil) return;
    quietUntil = now + CAP_LOG_INTERVAL_MS;
    log(line);
  };
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
