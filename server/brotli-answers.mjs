// @ts-check
// Brotli for the pages (server/page-cache.mjs calls this on a public page's miss and for the
// admin's pages, under both entries), and for a page rendered for one request, its scripts after
// its first paint.
// Next compresses its answers with gzip only. A public page's first HTML is what a phone waits
// for before anything else, and on a new connection only about 14 KB arrive in the first round
// trip (TCP's initial window: 10 segments): with 24 photos the gallery's page was 15.2 KB as gzip
// plus 1.5 KB of headers, so it took a second round trip, which Lighthouse's simulated phone
// counted in full (LCP about 1.5 s against 1.1 s with 8 photos). Brotli makes it 10.6 KB.
//
// Quality 11 takes about 100 ms for such a page, too long to wait for, and quality 5 (under 2 ms)
// gains less (12.0 KB). So an answer goes out at quality 5 at once, and the same bytes are then
// compressed at quality 11 in the background and kept, by their digest, for every later answer
// with that content: a public page changes only when the breeder edits something. On Vercel,
// whose network compresses, Next's answer goes out as it is.
import { createHash } from 'node:crypto';
import { brotliCompress, constants } from 'node:zlib';
import { acceptsBrotli } from '../lib/server/http/precompressed.mjs';
import { deferScripts } from './next-private.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;
/** Text the browser renders or reads: HTML, XML (the sitemap), JSON, plain text. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]+\+)?(?:json|xml)\b)/;

/** Quality 5 for an answer sent at once, 11 for the copy kept for later answers. */
const QUICK = 5;
const BEST = 11;

/** The best-compressed bodies by the digest of their content, oldest first; at most 8 MB. */
/** @type {Map<string, Buffer>} */
const best = new Map();
let bestBytes = 0;
const BEST_MAX_BYTES = 8 * 1024 * 1024;
/** Digests whose quality-11 copy is being made. */
const making = new Set();

/**
 * @param {Buffer} body
 * @param {number} quality
 * @returns {Promise<Buffer>}
 */
function compress(body, quality) {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  return new Promise((resolve, reject) =>
    brotliCompress(body, { params }, (error, out) => (error ? reject(error) : resolve(out))),
  );
}

/**
 * The body in Brotli: the kept quality-11 copy of the same content when there is one, else
 * quality 5 now, with the quality-11 copy made in the background. A page rendered for one request
 * (`once`: a nonce in its policy, as a page not found) is compressed at quality 5 and not kept:
 * no later answer has its content, and its copy would push out the static pages' copies.
 * @param {Buffer} body
 * @param {boolean} once
 * @returns {Promise<Buffer>}
 */
async function brotliOf(body, once) {
  if (once) return compress(body, QUICK);
  const digest = createHash('sha256').update(body).digest('base64');
  const kept = best.get(digest);
  if (kept) return kept;
  if (!making.has(digest)) {
    making.add(digest);
    compress(body, BEST)
      .then((out) => {
        best.set(digest, out);
        bestBytes += out.length;
        for (const [old, copy] of best) {
          if (bestBytes <= BEST_MAX_BYTES) break;
          best.delete(old);
          bestBytes -= copy.length;
        }
      })
      .catch(() => {})
      .finally(() => making.delete(digest));
  }
  return compress(body, QUICK);
}

/**
 * Whether this request may get its answer in Brotli from here: a browser's GET of a page (it
 * accepts HTML), which accepts Brotli. Files and API calls keep Next's way.
 * @param {IncomingMessage} req
 */
export function wantsBrotli(req) {
  return (
    req.method === 'GET' &&
    String(req.headers.accept ?? '').includes('text/html') &&
    acceptsBrotli(req.headers['accept-encoding'])
  );
}

/**
 * A copy of what was passed to `res.write` or `res.end` as its chunk, or null when that was no
 * chunk (nothing, or the callback). Also used by server/page-cache.mjs.
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | null}
 */
export function chunkCopy(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  return typeof chunk === 'string'
    ? Buffer.from(chunk, /** @type {BufferEncoding} */ (encoding || 'utf8'))
    : Buffer.from(/** @type {Uint8Array} */ (chunk));
}

/**
 * Asks Next for the answer uncompressed and holds it until it is complete, then sends it in
 * Brotli when it is text of at least 1 KB that Next did not encode itself, else as it came. Call
 * before handing the request to Next. `sent`, when given, receives the body as it goes out (the
 * micro-cache keeps those bytes): the one wrapping of `res.write`/`res.end` serves both.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {(body: Buffer) => void} [sent]
 */
export function answerInBrotli(req, res, sent = () => {}) {
  req.headers['accept-encoding'] = 'identity';
  const send = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {Buffer[]} */
  const chunks = [];

  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const hold = (chunk, encoding) => {
    const copy = chunkCopy(chunk, encoding);
    if (copy) chunks.push(copy);
  };

  /**
   * @param {unknown[]} args
   * @returns {(() => void) | undefined}
   */
  const callbackOf = (args) =>
    /** @type {(() => void) | undefined} */ (args.find((arg) => typeof arg === 'function'));

  // Headers stay settable until the answer is complete: writeHead only records them.
  res.writeHead = /** @type {ServerResponse['writeHead']} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      res.statusCode = status;
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
      if (typeof rest[0] === 'string') res.statusMessage = rest[0];
      if (Array.isArray(headers)) {
        const flat = headers.flat();
        for (let i = 0; i + 1 < flat.length; i += 2) res.setHeader(flat[i], flat[i + 1]);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined) res.setHeader(name, value);
        }
      }
      return res;
    }
  );
  res.flushHeaders = () => {};
  res.write = /** @type {ServerResponse['write']} */ (
    function (/** @type {unknown[]} */ ...args) {
      hold(args[0], args[1]);
      const callback = callbackOf(args.slice(1));
      if (callback) process.nextTick(callback);
      return true;
    }
  );
  res.end = /** @type {ServerResponse['end']} */ (
    function (/** @type {unknown[]} */ ...args) {
      hold(args[0], args[1]);
      const callback = callbackOf(args);
      Object.assign(res, send);
      Reflect.deleteProperty(res, 'flushHeaders');
      const type = String(res.getHeader('content-type') ?? '');
      const nonce = /'nonce-([^']+)'/.exec(String(res.getHeader('content-security-policy')))?.[1];
      // A page rendered for one request runs its scripts after its first paint, as static
      // pages do (their cache entry is deferred once: server/cache-handler.mjs).
      const body =
        nonce && type.startsWith('text/html') && !res.hasHeader('content-encoding')
          ? Buffer.from(deferScripts(Buffer.concat(chunks).toString('utf8'), nonce))
          : Buffer.concat(chunks);
      if (
        body.length < MIN_BYTES ||
        !COMPRESSIBLE.test(type) ||
        res.hasHeader('content-encoding')
      ) {
        sent(body);
        return res.end(body, callback);
      }
      /** @param {Buffer | null} compressed */
      const deliver = (compressed) => {
        if (!compressed || res.destroyed) {
          sent(body);
          return void res.end(body, callback);
        }
        res.setHeader('content-encoding', 'br');
        res.setHeader('content-length', compressed.length);
        const vary = String(res.getHeader('vary') ?? '');
        if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) {
          res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
        }
        // Another encoding of the same page: the same validator, but weak.
        const etag = res.getHeader('etag');
        if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('etag', `W/${etag}`);
        sent(compressed);
        res.end(compressed, callback);
      };
      brotliOf(body, nonce !== undefined).then(deliver, () => deliver(null));
      return res;
    }
  );
}
