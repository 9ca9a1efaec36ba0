// @ts-check
// Security headers on every answer of `npm start` (scripts/start.mjs): the base headers of
// lib/security-headers.mjs, and a Content-Security-Policy for answers that lack one. Pages
// rendered per request get theirs, with a nonce, from the proxy. Static pages cannot carry a
// nonce (the same HTML goes to everyone), so their policy lists the SHA-256 hashes of exactly
// the inline scripts the page holds: no other inline script can run, and no `'unsafe-inline'`.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  RESOURCE_POLICY,
} from '../../lib/security-headers.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const CSP = 'content-security-policy';

/** The headers every answer carries, worked out once rather than for each request. */
const BASE_HEADERS = {
  http: Object.entries(baseSecurityHeaders(false)),
  https: Object.entries(baseSecurityHeaders(true)),
};

/** An inline classic or module script: a `<script>` without `src` and of a JavaScript type. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * The CSP hash sources of the inline scripts of an HTML document, each once, in page order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (type && !JS_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Whether the visitor reached the site over https: a TLS socket, or the scheme a reverse proxy
 * in front of this server reports.
 * @param {IncomingMessage} req
 */
export function isHttpsRequest(req) {
  if (/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https';
}

/**
 * The value of `name` in the headers given to `writeHead` (an object or a flat
 * `[name, value, …]` list), else in those set on the answer.
 * @param {ServerResponse} res
 * @param {unknown} given
 * @param {string} name  lower case
 * @returns {string | undefined}
 */
function headerValue(res, given, name) {
  if (Array.isArray(given)) {
    for (let i = 0; i < given.length - 1; i += 2) {
      if (String(given[i]).toLowerCase() === name) return String(given[i + 1]);
    }
  } else if (given && typeof given === 'object') {
    for (const [key, value] of Object.entries(given)) {
      if (key.toLowerCase() === name && value !== undefined) return String(value);
    }
  }
  const set = res.getHeader(name);
  return set === undefined ? undefined : String(set);
}

/**
 * The body as the browser will read it, whatever the compression.
 * @param {Buffer} body
 * @param {string | undefined} encoding  the Content-Encoding
 */
function decode(body, encoding) {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | null}
 */
function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  return typeof chunk === 'string'
    ? Buffer.from(
        chunk,
        /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
      )
    : Buffer.from(/** @type {Uint8Array} */ (chunk));
}

/** @param {unknown[]} args */
const callbackOf = (args) => args.find((arg) => typeof arg === 'function');

/**
 * The headers given to `writeHead(status, [message], [headers])`.
 * @param {unknown[]} args
 */
const givenHeaders = (args) => (typeof args[1] === 'string' ? args[2] : args[1]);

/**
 * Sets the base headers on `res`, and gives every answer without a Content-Security-Policy one:
 * a static page's lists its inline scripts' hashes (its body is held until complete to read
 * them: small, and a page the micro-cache then keeps with the policy), anything else that is
 * not a page may load and run nothing. A 304 gets none: it would replace the policy the browser
 * keeps with the cached page.
 *
 * The methods of `res` are wrapped, never put back: Next's compression wraps them again on top
 * and keeps calling these.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
export function secureResponse(req, res) {
  for (const [name, value] of BASE_HEADERS[isHttpsRequest(req) ? 'https' : 'http']) {
    res.setHeader(name, value);
  }
  const { writeHead, write, end } = res;
  /** @type {'undecided' | 'pass' | 'hold'} */
  let mode = 'undecided';
  /** @type {unknown[]} the arguments of `writeHead`, while the body is held */
  let heldHead = [];
  /** @type {Buffer[]} */
  const held = [];

  /** @param {unknown[]} args  those of `writeHead` */
  const decide = (args) => {
    const given = givenHeaders(args);
    if (args[0] === 304 || headerValue(res, given, CSP) !== undefined) return 'pass';
    if (!/^text\/html\b/i.test(headerValue(res, given, 'content-type') ?? '')) {
      res.setHeader(CSP, RESOURCE_POLICY);
      return 'pass';
    }
    if (req.method !== 'HEAD') return 'hold';
    res.setHeader(CSP, contentSecurityPolicy({ embed: true }));
    return 'pass';
  };

  res.writeHead = /** @type {ServerResponse['writeHead']} */ (
    function (/** @type {unknown[]} */ ...args) {
      if (mode === 'undecided') mode = decide(args);
      if (mode === 'pass') return Reflect.apply(writeHead, res, args);
      // Later calls come from wrappers that saw no header go out; the first has the headers.
      if (heldHead.length === 0) heldHead = args;
      return res;
    }
  );

  /** Headers go out with the first byte: decides, through whatever wraps `writeHead`. */
  const beforeBody = () => {
    if (mode === 'undecided' && !res.headersSent) res.writeHead(res.statusCode);
  };

  res.write = /** @type {ServerResponse['write']} */ (
    function (/** @type {unknown[]} */ ...args) {
      beforeBody();
      if (mode !== 'hold') return Reflect.apply(write, res, args);
      const chunk = toBuffer(args[0], args[1]);
      if (chunk) held.push(chunk);
      const callback = callbackOf(args.slice(1));
      if (callback) process.nextTick(callback);
      return true;
    }
  );

  res.end = /** @type {ServerResponse['end']} */ (
    function (/** @type {unknown[]} */ ...args) {
      beforeBody();
      if (mode !== 'hold') return Reflect.apply(end, res, args);
      mode = 'pass';
      const chunk = toBuffer(args[0], args[1]);
      if (chunk) held.push(chunk);
      const body = Buffer.concat(held);
      /** @type {string[]} */
      let hashes = [];
      try {
        const encoding = headerValue(res, givenHeaders(heldHead), 'content-encoding');
        hashes = inlineScriptHashes(decode(body, encoding).toString('utf8'));
      } catch (error) {
        console.error(`Could not read the inline scripts of ${req.url}`, error);
      }
      res.setHeader(CSP, contentSecurityPolicy({ scripts: hashes, embed: true }));
      Reflect.apply(writeHead, res, heldHead);
      const callback = callbackOf(args);
      return Reflect.apply(end, res, callback ? [body, callback] : [body]);
    }
  );
}
