// @ts-check
// The Content-Security-Policy of a static public page. One HTML goes to every visitor, so it
// cannot carry a nonce: its policy lists the SHA-256 hashes of the inline scripts Next.js itself
// writes into the page (its bootstrap and the flight data React hydrates from), recognised by
// their exact shape, and of no other: a `<script>` that found its way into the HTML some other
// way gets no hash and does not run. Worked out once, when a rendered page enters Next's cache
// (server/cache-handler.mjs), and kept in the entry's headers: Next sends them with the page on
// the render that stored it and on every hit, whatever serves it (`npm start`, `next start`,
// several instances sharing one cache). The same entry headers carry the page's language `Vary`.
import { createHash } from 'node:crypto';
import { deferScripts, isScriptLoader } from './deferred-scripts.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';

/** An inline classic or module script: a `<script>` without `src` and of a JavaScript type. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * The JSON value `text` holds, or undefined when it is not exactly one JSON literal.
 * @param {string} text
 * @returns {{ value: unknown } | undefined}
 */
function jsonLiteral(text) {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * True for the argument of a flight-data push: a JSON array literal whose first element says
 * what follows (0 bootstrap, 1 data, 2 form state, 3 binary data as base64). A JSON literal is
 * a value, never code, so nothing else can hide in it.
 * @param {string} text
 */
function isFlightInstruction(text) {
  const value = jsonLiteral(text)?.value;
  return Array.isArray(value) && value.length <= 2 && [0, 1, 2, 3].includes(value[0]);
}

/**
 * The exact forms Next.js 16 writes (next/dist/server/app-render/use-flight-response.js,
 * next/dist/server/get-page-files.js): the flight bootstrap, optionally with form state; one
 * push of flight data; Turbopack's chunk-group bootstrap, one statement a line.
 */
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PUSH = 'self.__next_f.push(';
const TURBOPACK_STATEMENT =
  /^\(globalThis\[("(?:[^"\\\n]|\\.)*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((.*)\);$/;

/**
 * `self.__next_f.push(<instruction>)`, the whole text.
 * @param {string} text
 */
function isFlightPush(text) {
  return (
    text.startsWith(PUSH) && text.endsWith(')') && isFlightInstruction(text.slice(PUSH.length, -1))
  );
}

/**
 * True when `text` is one of the inline scripts Next.js writes into a page, exactly, or the
 * loader of its script files that replaces its `<script async>` elements (deferred-scripts.mjs).
 * @param {string} text
 */
export function isFrameworkScript(text) {
  if (text === BOOTSTRAP || isScriptLoader(text)) return true;
  if (text.startsWith(`${BOOTSTRAP};`)) return isFlightPush(text.slice(BOOTSTRAP.length + 1));
  if (text.startsWith(PUSH)) return isFlightPush(text);
  return (
    text !== '' &&
    text.split('\n').every((statement) => {
      const match = TURBOPACK_STATEMENT.exec(statement);
      if (!match) return false;
      const params = jsonLiteral(match[2] ?? '')?.value;
      return (
        typeof jsonLiteral(match[1] ?? '')?.value === 'string' &&
        typeof params === 'object' &&
        params !== null &&
        !Array.isArray(params)
      );
    })
  );
}

/** Unknown scripts already reported (by hash), so that each is reported once. */
/** @type {Set<string>} */
const reported = new Set();
const MAX_REPORTED = 100;

/**
 * Says once per script that an inline script of no known shape got no hash: either something
 * was injected into the page, or a new Next.js version writes a new form (then the page breaks
 * under its policy and this line says why).
 * @param {string} hash
 * @param {string} text
 */
function reportUnknownScript(hash, text) {
  if (reported.has(hash) || reported.size >= MAX_REPORTED) return;
  reported.add(hash);
  const start = JSON.stringify(text.slice(0, 80));
  console.warn(`static page policy: an inline script of unknown shape gets no hash: ${start}`);
}

/**
 * The CSP hash sources of the framework's inline scripts of an HTML document, each once, in page
 * order. Data blocks (JSON-LD) are not scripts and need none; any other inline script gets none.
 * @param {string} html
 * @returns {string[]}
 */
export function frameworkScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (type && !JS_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (isFrameworkScript(text)) hashes.add(hash);
    else reportUnknownScript(hash, text);
  }
  return [...hashes];
}

/**
 * The policy of a static page with this HTML: the framework's inline scripts by hash, the social embed
 * allowed (shown after cookie consent).
 * @param {string} html
 */
function staticPagePolicy(html) {
  return contentSecurityPolicy({ scripts: frameworkScriptHashes(html), embed: true });
}

/**
 * The same address serves three languages, chosen by the `NEXT_LOCALE` cookie or else by
 * `Accept-Language`: a shared cache (a CDN) must key on both, or it would hand one visitor's
 * language to another. Next sends its own `Vary` (router headers, encoding); this one is added.
 */
const LANGUAGE_VARY = 'Cookie, Accept-Language';

/** How Next writes a flight push's argument into HTML (next/dist/server/htmlescape.js). */
const HTML_ESCAPES = /** @type {Record<string, string>} */ ({
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
});
const HTML_ESCAPED = /[&><\u2028\u2029]/g;

/**
 * Flight data with its root row's rendered address (`c`, `q`) stripped of its query. A static page
 * is rendered on the first request for it, and Next writes that request's address into the
 * payload: the first visitor's query (a tracking id, a `?redirect=`) would be kept in the page
 * and sent to everyone. The browser's router takes the address from the location, not from here.
 * @param {string} flight
 */
export function withoutRenderedQuery(flight) {
  const start = flight.startsWith('0:{') ? 0 : flight.indexOf('\n0:{') + 1;
  if (start === 0 && !flight.startsWith('0:{')) return flight;
  const end = flight.indexOf('\n', start);
  const row = jsonLiteral(flight.slice(start + 2, end === -1 ? undefined : end))?.value;
  if (!row || typeof row !== 'object') return flight;
  const root = /** @type {{ c?: unknown, q?: unknown }} */ (row);
  if (typeof root.q !== 'string' || root.q === '' || !Array.isArray(root.c)) return flight;
  root.q = '';
  root.c = root.c.map((part) => (typeof part === 'string' ? part.split('?')[0] : part));
  const rest = end === -1 ? '' : flight.slice(end);
  return `${flight.slice(0, start)}0:${JSON.stringify(root)}${rest}`;
}

/**
 * The page's HTML with the rendered address's query taken out of its flight data (see
 * withoutRenderedQuery), rewritten as Next writes it.
 * @param {string} html
 */
function htmlWithoutRenderedQuery(html) {
  return html.replace(SCRIPT, (script, attributes, text) => {
    if (!text.startsWith(PUSH) || !isFlightPush(text)) return script;
    const [kind, flight] = /** @type {[number, unknown]} */ (
      JSON.parse(text.slice(PUSH.length, -1))
    );
    if (kind !== 1 || typeof flight !== 'string') return script;
    const stripped = withoutRenderedQuery(flight);
    if (stripped === flight) return script;
    const argument = JSON.stringify([kind, stripped]).replace(
      HTML_ESCAPED,
      (char) => HTML_ESCAPES[char] ?? char,
    );
    return `<script${attributes}>${PUSH}${argument})</script>`;
  });
}

/**
 * A router payload (flight data as bytes) without the rendered address's query: the same bytes
 * when it has none.
 * @param {Buffer} payload
 */
function payloadWithoutRenderedQuery(payload) {
  const flight = payload.toString('utf8');
  const stripped = withoutRenderedQuery(flight);
  return stripped === flight ? payload : Buffer.from(stripped, 'utf8');
}

/**
 * Readies a rendered page about to enter Next's cache (an `APP_PAGE` entry with its HTML), in
 * place: the query of the request that rendered it taken out of its flight data (the HTML's, the
 * router's and every prefetch segment's: `/_full` repeats the router's root row), its script
 * files fetched after the first paint (deferred-scripts.mjs), then the policy of that HTML and
 * the `Vary` of its language in its headers, which Next sends with the page. Any other entry
 * (cached data, route handlers) is left as it is.
 * @param {unknown} value  what Next hands a cache handler's `set`
 */
export function prepareStaticPage(value) {
  if (!value || typeof value !== 'object') return value;
  const entry =
    /** @type {{ kind?: unknown, html?: unknown, rscData?: unknown, segmentData?: unknown, headers?: Record<string, unknown> }} */ (
      value
    );
  if (entry.kind !== 'APP_PAGE' || typeof entry.html !== 'string' || entry.html === '') {
    return value;
  }
  if (Buffer.isBuffer(entry.rscData)) entry.rscData = payloadWithoutRenderedQuery(entry.rscData);
  if (entry.segmentData instanceof Map) {
    for (const [segment, payload] of entry.segmentData) {
      if (Buffer.isBuffer(payload)) {
        entry.segmentData.set(segment, payloadWithoutRenderedQuery(payload));
      }
    }
  }
  const html = deferScripts(htmlWithoutRenderedQuery(entry.html));
  entry.html = html;
  entry.headers ??= {};
  entry.headers['content-security-policy'] = staticPagePolicy(html);
  entry.headers.vary = LANGUAGE_VARY;
  return value;
}
