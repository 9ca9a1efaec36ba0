// @ts-check
// The micro-cache in front of Next's request handler, under both entries (server/front.mjs).
// Next already keeps the public pages as static HTML, but its request pipeline (routing, proxy,
// compression) costs more per request than sending the bytes. This keeps a public page's answer,
// exactly as Next sent it (headers and compressed body), for at most a second, and forgets
// everything at once when this process changes public data: lib/public-change.ts calls every function in the set stored at
// `globalThis[Symbol.for('kennel.public-change')]`.
import { isAdminPath, isPrivatePath } from '../lib/paths.mjs';
import { answerInBrotli, chunkCopy, wantsBrotli } from './brotli-answers.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => unknown} Handler */

/**
 * @typedef {object} Entry
 * @property {number} storedAt  when the request that produced it began
 * @property {(string | number)[]} head  status-200 headers as `[name, value, …]`, length included
 * @property {(string | number)[]} notModifiedHead  the headers a 304 repeats
 * @property {string | undefined} etag
 * @property {Buffer} body  as sent: compressed when the request accepted it
 */

/** Shared with lib/public-change.ts: the listeners to call when public data changes. */
const PUBLIC_CHANGE = Symbol.for('kennel.public-change');

const CACHE_HEADER = 'x-kennel-cache';

/** As in lib/session-cookies.ts and i18n/routing.ts: `__Host-` named over https. */
const SESSION_COOKIES = new Set(['__Host-session', 'session']);
const LOCALE_COOKIES = { http: 'NEXT_LOCALE', https: '__Host-NEXT_LOCALE' };
/** Answer headers that belong to one connection or are recomputed when replaying. */
const NOT_REPLAYED = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'x-nextjs-cache',
  CACHE_HEADER,
]);
/**
 * What a 304 repeats of the 200 (RFC 9110 §15.4.5), and the security headers every answer
 * carries (next.config.mjs). Not the page's policy: the browser keeps the one it has.
 */
const NOT_MODIFIED_KEEPS = new Set([
  'cache-control',
  'content-location',
  'etag',
  'expires',
  'vary',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
]);

/**
 * Requests of the client-side router (RSC payloads, prefetches, segment prefetches), partial and
 * authorised requests: Next answers them differently, so they always reach it.
 * @param {string} name  a request header name, lower case
 */
function isSpecialHeader(name) {
  return (
    name === 'rsc' ||
    name.startsWith('next-') ||
    name.startsWith('x-nextjs-') ||
    name.startsWith('x-middleware-') ||
    name === 'range' ||
    name === 'authorization'
  );
}

/**
 * The cache key of a public document request, or null when the request must reach Next: not a
 * GET/HEAD, a private path, a router or partial request, a non-document fetch, or a visitor
 * with a session. The page depends on the path and query, on the locale (the locale cookie,
 * else Accept-Language) and on the compression the browser accepts.
 * @param {IncomingMessage} req
 * @returns {string | null}
 */
export function cacheKey(req) {
  const { method, url, headers } = req;
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!url || url[0] !== '/' || isPrivatePath(url)) return null;
  const query = url.indexOf('?');
  if (query !== -1 && /[?&]_rsc=/.test(url.slice(query))) return null;
  // next-intl sets the locale cookie only on document requests, so others would differ.
  if (!isDocumentRequest(req)) return null;

  // Over https the answer carries HSTS (next.config.mjs), over http it must not.
  const scheme = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  // The one name next-intl reads for this scheme (the other one changes nothing).
  const localeCookie = LOCALE_COOKIES[scheme];
  /** @type {string | null} */
  let locale = null;
  if (headers.cookie) {
    for (const part of headers.cookie.split(';')) {
      const eq = part.indexOf('=');
      const name = (eq === -1 ? part : part.slice(0, eq)).trim();
      if (SESSION_COOKIES.has(name)) return null;
      if (name === localeCookie) {
        // Which of two values wins is Next's business: leave such requests to it.
        if (locale !== null) return null;
        locale = part.slice(eq + 1).trim();
      }
    }
  }
  const language = locale === null ? `a:${headers['accept-language'] ?? ''}` : `c:${locale}`;
  return `${scheme}://${headers.host ?? ''}${url}\n${language}\n${headers['accept-encoding'] ?? ''}`;
}

/**
 * A browser's request for a page itself: not the router's data for it, a partial or authorised
 * request, nor a fetch of another kind.
 * @param {IncomingMessage} req
 */
function isDocumentRequest(req) {
  for (const name in req.headers) if (isSpecialHeader(name)) return false;
  const dest = req.headers['sec-fetch-dest'];
  return dest === undefined || dest === 'document';
}

/**
 * A browser's request for an admin page itself.
 * @param {IncomingMessage} req
 */
const isAdminDocument = (req) =>
  isAdminPath((req.url ?? '').split('?')[0] ?? '') && isDocumentRequest(req);

/**
 * Whether Next's answer is a public page it serves as static HTML (rendered now or taken from
 * its own cache, never a stale copy), with no cookie set for this visitor.
 * @param {ServerResponse} res
 */
function isStorable(res) {
  if (res.statusCode !== 200) return false;
  const type = res.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('text/html')) return false;
  const control = String(res.getHeader('cache-control') ?? '');
  if (!/(?:^|[\s,])s-maxage=\d/.test(control)) return false;
  if (/(?:^|[\s,])(?:private|no-store|no-cache)(?:$|[\s,=])/.test(control)) return false;
  const nextCache = String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase();
  if (nextCache !== 'HIT' && nextCache !== 'MISS') return false;
  return !res.hasHeader('set-cookie');
}

/**
 * @param {string} header  an If-None-Match value
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  if (header.trim() === '*') return true;
  const weak = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => weak(tag) === weak(etag));
}

/**
 * Copies of the chunks written to `res` (after Next's compression, which wraps these very
 * methods inside its handler), until more than `limit` bytes were written.
 * @param {ServerResponse} res
 * @param {number} limit
 * @returns {() => Buffer | null}  the body once the answer has finished, null when too large
 */
function captureBody(res, limit) {
  /** @type {Buffer[]} */
  let chunks = [];
  let size = 0;
  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const keep = (chunk, encoding) => {
    const copy = size > limit ? null : chunkCopy(chunk, encoding);
    if (!copy) return;
    size += copy.length;
    if (size > limit) chunks = [];
    else chunks.push(copy);
  };
  const write = res.write;
  const end = res.end;
  res.write = /** @type {ServerResponse['write']} */ (
    function (/** @type {unknown[]} */ ...args) {
      keep(args[0], args[1]);
      return Reflect.apply(write, res, args);
    }
  );
  res.end = /** @type {ServerResponse['end']} */ (
    function (/** @type {unknown[]} */ ...args) {
      keep(args[0], args[1]);
      return Reflect.apply(end, res, args);
    }
  );
  return () => (size > limit ? null : Buffer.concat(chunks, size));
}

/**
 * @param {ServerResponse} res
 * @param {number} storedAt
 * @param {Buffer} body
 * @returns {Entry}
 */
function toEntry(res, storedAt, body) {
  /** @type {(string | number)[]} */
  const head = [];
  /** @type {(string | number)[]} */
  const notModifiedHead = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      head.push(name, one);
      if (NOT_MODIFIED_KEEPS.has(name)) notModifiedHead.push(name, one);
    }
  }
  head.push('content-length', body.length, CACHE_HEADER, 'hit');
  notModifiedHead.push(CACHE_HEADER, 'hit');
  const etag = res.getHeader('etag');
  return {
    storedAt,
    head,
    notModifiedHead,
    etag: typeof etag === 'string' ? etag : undefined,
    body,
  };
}

/**
 * @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number, maxEntryBytes?: number,
 *   now?: () => number }} [options]
 */
export function createPageCache({
  ttlMs = 1000,
  maxEntries = 200,
  maxBytes = 8 * 1024 * 1024,
  maxEntryBytes = 1024 * 1024,
  now = Date.now,
} = {}) {
  /** Insertion order is age order: every store re-inserts its key. */
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let bytes = 0;
  /** Bumped by every change: answers begun before it are not stored. */
  let generation = 0;

  /** @param {string} key */
  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  /**
   * @param {string} key
   * @param {Entry} entry
   */
  const store = (key, entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest, { storedAt }] of entries) {
      const full = entries.size > maxEntries || bytes > maxBytes;
      if (!full && now() - storedAt < ttlMs) break;
      drop(oldest);
    }
  };

  function clear() {
    generation++;
    entries.clear();
    bytes = 0;
  }

  /**
   * Answers from the cache, or hands the request to `next` and keeps its answer when it may.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Handler} next
   */
  function handle(req, res, next) {
    const key = cacheKey(req);
    if (key === null) {
      // The admin's pages are rendered per request: Brotli, and their scripts after the first
      // paint (server/brotli-answers.mjs), as a phone on the kennel's signal needs.
      if (isAdminDocument(req) && wantsBrotli(req)) answerInBrotli(req, res);
      return next(req, res);
    }

    const entry = entries.get(key);
    if (entry && now() - entry.storedAt < ttlMs) {
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch && entry.etag && matchesEtag(ifNoneMatch, entry.etag)) {
        res.writeHead(304, entry.notModifiedHead);
        res.end();
      } else {
        res.writeHead(200, entry.head);
        // Node sends no body for HEAD; `end()` without one says so outright.
        if (req.method === 'HEAD') res.end();
        else res.end(entry.body);
      }
      return;
    }
    if (entry) drop(key);

    res.setHeader(CACHE_HEADER, 'miss');
    if (req.method !== 'GET') return next(req, res);
    const startedAt = now();
    const startedIn = generation;
    /** @type {() => Buffer | null} */
    let body;
    // The page in Brotli rather than Next's gzip (the key holds the encodings accepted), kept
    // as it went out; else Next's answer as it is written.
    if (wantsBrotli(req)) {
      /** @type {Buffer | null} */
      let out = null;
      answerInBrotli(req, res, (bytes) => {
        out = bytes.length > maxEntryBytes ? null : bytes;
      });
      body = () => out;
    } else {
      body = captureBody(res, maxEntryBytes);
    }
    res.once('finish', () => {
      if (generation !== startedIn || !isStorable(res)) return;
      const captured = body();
      if (captured) store(key, toEntry(res, startedAt, captured));
    });
    return next(req, res);
  }

  const listeners = /** @type {{ [PUBLIC_CHANGE]?: Set<() => void> }} */ (globalThis);
  (listeners[PUBLIC_CHANGE] ??= new Set()).add(clear);

  return {
    handle,
    clear,
    /** Stops listening for changes. */
    close() {
      listeners[PUBLIC_CHANGE]?.delete(clear);
      clear();
    },
    get size() {
      return entries.size;
    },
  };
}
