// @ts-check
// Everything the site knows about Next.js's private output, in one module: the inline scripts it
// writes into a page, how it names a page's script files, where a page's flight data holds the
// rendered address, and the shape of the entries it hands a cache handler. None of it is a public
// API: its tests (tests/unit/next-private*.ts, with pages captured in tests/unit/fixtures/pages)
// and the API suites against the real build (headers, security) fail when a Next release changes
// what it reads; CI runs them on the newest patch of the pinned minor (.ci/newest-patch.mjs).
import { createHash } from 'node:crypto';
import { CONSENT_CHOSEN_SCRIPT } from '../lib/consent-chosen.mjs';
import { BUILD_FILES_PREFIX, contentSecurityPolicy } from '../lib/security-headers.mjs';

// The inline scripts Next writes (next/dist/server/app-render/use-flight-response.js,
// next/dist/server/get-page-files.js), recognised by their exact form for the static page policy

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PUSH = 'self.__next_f.push(';
const TURBOPACK_STATEMENT =
  /^\(globalThis\[("(?:[^"\\\n]|\\.)*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((.*)\);$/;

/** The JSON value `text` holds, if it is exactly one. @param {string} text @returns {{ value: unknown } | undefined} */
function jsonLiteral(text) {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * `self.__next_f.push(<instruction>)`: a JSON array literal (a value, never code) whose first
 * element says what follows (0 bootstrap, 1 data, 2 form state, 3 binary data).
 * @param {string} text
 */
function isFlightPush(text) {
  if (!text.startsWith(PUSH) || !text.endsWith(')')) return false;
  const value = jsonLiteral(text.slice(PUSH.length, -1))?.value;
  return Array.isArray(value) && value.length <= 2 && [0, 1, 2, 3].includes(value[0]);
}

/**
 * True when `text` is exactly an inline script Next writes into a page (its bootstrap, a flight
 * push, Turbopack's chunk list), or the loader of the page's script files (below).
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
      const params = match && jsonLiteral(match[2] ?? '')?.value;
      return (
        typeof jsonLiteral(match?.[1] ?? '')?.value === 'string' &&
        typeof params === 'object' &&
        params !== null &&
        !Array.isArray(params)
      );
    })
  );
}

const reported = new Set();

/**
 * The CSP hashes of the framework's inline scripts in `html`, each once, in page order. Data
 * blocks (JSON-LD) need none; any other inline script gets none and is reported once: either
 * something was injected, or a new Next writes a new form (its page then breaks, and this says why).
 * @param {string} html
 * @returns {string[]}
 */
export function frameworkScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (type && !JS_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (isFrameworkScript(text)) hashes.add(hash);
    else if (!reported.has(hash) && reported.size < 100) {
      reported.add(hash);
      const start = JSON.stringify(text.slice(0, 80));
      console.warn(`static page policy: an inline script of unknown shape gets no hash: ${start}`);
    }
  }
  return [...hashes];
}

// A page runs its script files once it has painted (README, "Speed of the first screen").
// Next writes each as `<script src async>` with a low-priority preload; they are replaced by one
// inline loader at the end of the body that adds the same elements (the ones React looks for when
// it hydrates), one task each, once the first contentful paint is reported (after the first
// frame where paint timing is unknown; at once in a hidden tab). The headings' font (`data-fonts`
// on <html>, app/globals.css) waits for that paint too, unless the load came from the site itself.
// A static page's loader is allowed by its hash; a page rendered for one request (the admin's)
// carries that request's nonce on its tags, and its loader gets the same nonce.

const escaped = BUILD_FILES_PREFIX.replaceAll('/', '\\/');
const FILE = `(${escaped}[\\w./~-]+\\.js)`;
/**
 * A script file's tag; with a nonce, React writes it before or after `async` depending on the tag.
 * @param {string} nonceAttribute  `""`, or ` nonce="…"` as Next writes it
 */
const asyncScript = (nonceAttribute) => {
  const nonce = nonceAttribute.replace(/[+]/g, '\\+');
  const attributes = nonce ? `(?: async=""${nonce}|${nonce} async="")` : ' async=""';
  return new RegExp(`<script src="${FILE}"${attributes}></script>`, 'g');
};
const preload = (/** @type {string} */ file, /** @type {string} */ nonceAttribute) =>
  `<link rel="preload" as="script" fetchPriority="low"${nonceAttribute} href="${file}"/>`;
/** A nonce as lib/security-headers.mjs makes them (base64). */
const NONCE = /^[A-Za-z0-9+/]+={0,2}$/;
const BRAND_FONT = '500 1em brandFont'; // as next/font names it (app/fonts/brand.ts)
const HTML_TAG = /<html\b[^>]*>/;
const FONTS_ON = ' data-fonts=""';
const SCRIPT_FILE = new RegExp(`^${escaped}[\\w./~-]+\\.js$`);

/** The loader, around the JSON list of files it adds, in page order. */
export const LOADER_START = [
  '(function(f){var d,D=document,P=window.PerformanceObserver;',
  // The cookie notice stays hidden from the first paint for a visitor who chose either way.
  CONSENT_CHOSEN_SCRIPT,
  'function a(s){var e=D.createElement("script");e.src=s;e.setAttribute("async","");D.head.appendChild(e)}',
  'function l(t){if(d)return;d=1;f.forEach(function(s){t?setTimeout(function(){a(s)}):a(s)})}',
  'function o(){D.documentElement.setAttribute("data-fonts","")}',
  `function g(){D.fonts?D.fonts.load(${JSON.stringify(BRAND_FONT)}).then(o,o):o()}`,
  // A full load from the site itself (same-site referrer, reload, back/forward) has the font cached.
  'var N=window.performance&&performance.getEntriesByType&&performance.getEntriesByType("navigation")[0],',
  'w=D.referrer.indexOf(location.origin+"/")===0||!!N&&N.type!=="navigate";',
  'if(w)o();',
  'function p(){w||g();l(1)}',
  'D.visibilityState==="hidden"&&l();',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'var q=new P(function(x){if(x.getEntriesByName("first-contentful-paint").length){',
  'q.disconnect();p()}});q.observe({type:"paint",buffered:true})}',
  'else requestAnimationFrame(function(){setTimeout(p)});',
  // The last button tapped, for a part that replays a tap React dropped (lib/client/tap-replay.ts).
  'D.addEventListener("click",function(e){var t=e.target;t=t&&t.closest&&t.closest("button[type=button]");',
  'window.__pendingTap=t?{button:t,at:Date.now()}:0},true)})(',
].join('');
const LOADER_END = ')';

/**
 * The files of a loader this module wrote, or undefined when `text` is not exactly one: the fixed
 * function over a JSON list of the build's own script files.
 * @param {string} text
 * @returns {string[] | undefined}
 */
export function scriptLoaderFiles(text) {
  if (!text.startsWith(LOADER_START) || !text.endsWith(LOADER_END)) return undefined;
  const files = jsonLiteral(text.slice(LOADER_START.length, -LOADER_END.length))?.value;
  const valid =
    Array.isArray(files) &&
    files.length > 0 &&
    files.every(
      (file) => typeof file === 'string' && SCRIPT_FILE.test(file) && !/\.\.|\/\//.test(file),
    );
  return valid ? files : undefined;
}

/** @param {string} text */
export const isScriptLoader = (text) => scriptLoaderFiles(text) !== undefined;

/**
 * The HTML with its script files and their preloads taken out and one loader of the same files,
 * in the same order, last in the body. `nonce`: the request's, on a page rendered for one request.
 * HTML without such scripts or a body's end is returned as is.
 * @param {string} html
 * @param {string} [nonce]
 */
export function deferScripts(html, nonce) {
  const end = html.lastIndexOf('</body>');
  if (end === -1 || (nonce !== undefined && !NONCE.test(nonce))) return html;
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  /** @type {string[]} */
  const files = [];
  const rest = html.slice(0, end).replace(asyncScript(nonceAttribute), (_, file) => {
    if (!files.includes(file)) files.push(file);
    return '';
  });
  if (files.length === 0) return html;
  const withoutPreloads = files.reduce(
    (page, file) => page.replace(preload(file, nonceAttribute), ''),
    rest,
  );
  const fontsLater = withoutPreloads.replace(HTML_TAG, (tag) => tag.replace(FONTS_ON, ''));
  const loader = `${LOADER_START}${JSON.stringify(files)}${LOADER_END}`;
  return `${fontsLater}<script${nonceAttribute}>${loader}</script>${html.slice(end)}`;
}

// The rendered address in flight data. A static page is rendered on the first request for it, and
// Next writes that request's address into the payload's root row (`c`, `q`): the first visitor's
// query (a tracking id, a `?redirect=`) would go to everyone. The router reads the location instead.

/** How Next escapes a flight push's argument in HTML (next/dist/server/htmlescape.js). */
const HTML_ESCAPES = /** @type {Record<string, string>} */ ({
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
});

/** Flight data with its root row's rendered address stripped of its query. @param {string} flight */
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

/** @param {string} html */
function htmlWithoutRenderedQuery(html) {
  return html.replace(SCRIPT, (script, attributes, text) => {
    if (!isFlightPush(text)) return script;
    const [kind, flight] = JSON.parse(text.slice(PUSH.length, -1));
    if (kind !== 1 || typeof flight !== 'string') return script;
    const stripped = withoutRenderedQuery(flight);
    if (stripped === flight) return script;
    const argument = JSON.stringify([kind, stripped]).replace(
      /[&><\u2028\u2029]/g,
      (char) => HTML_ESCAPES[char] ?? char,
    );
    return `<script${attributes}>${PUSH}${argument})</script>`;
  });
}

/** @param {Buffer} payload */
function payloadWithoutRenderedQuery(payload) {
  const flight = payload.toString('utf8');
  const stripped = withoutRenderedQuery(flight);
  return stripped === flight ? payload : Buffer.from(stripped, 'utf8');
}

// Cache entries as Next hands them to a cache handler (`kind` APP_PAGE, APP_ROUTE, FETCH, …)

/** @typedef {{ kind?: string, [field: string]: any } | null} CacheValue */

const TAGS_HEADER = 'x-next-cache-tags';

/** @param {CacheValue} value */
export const isFetchEntry = (value) => value?.kind === 'FETCH';

/** The tags a page's or route's answer was rendered under. @param {CacheValue} value @returns {string[]} */
export function renderedTags(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

/** A page or route answer with an error status: never kept, so no address adds entries. @param {CacheValue} value */
export const isErrorAnswer = (value) =>
  !isFetchEntry(value) && typeof value?.status === 'number' && value.status >= 400;

/** An entry's size as Next's own memory cache estimates it. @param {CacheValue} value */
export function entrySize(value) {
  if (!value) return 25;
  const bytes = (/** @type {Buffer | undefined} */ buffer) => buffer?.length ?? 0;
  if (value.kind === 'FETCH') return JSON.stringify(value.data ?? '').length;
  if (value.kind === 'APP_ROUTE') return bytes(value.body);
  if (value.kind !== 'APP_PAGE') {
    return (value.html?.length ?? 0) + (JSON.stringify(value.pageData)?.length ?? 0);
  }
  let size = (value.html?.length ?? 0) + bytes(value.rscData) + (value.postponed?.length ?? 0);
  if (value.segmentData instanceof Map) {
    for (const [segment, buffer] of value.segmentData) size += segment.length + bytes(buffer);
  }
  return Math.max(1, size);
}

/**
 * Readies a rendered page about to enter Next's cache, in place: the rendered query out of its
 * HTML, router payload and prefetch segments; its script files after the first paint; then the
 * policy of that HTML (its framework scripts by hash) and the `Vary` of its language in its
 * headers, which Next sends with the page whatever serves it. Other entries are left as they are.
 * @param {CacheValue} value  what Next hands a cache handler's `set`
 */
export function prepareStaticPage(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '') return;
  if (Buffer.isBuffer(value.rscData)) value.rscData = payloadWithoutRenderedQuery(value.rscData);
  if (value.segmentData instanceof Map) {
    for (const [segment, payload] of value.segmentData) {
      if (Buffer.isBuffer(payload))
        value.segmentData.set(segment, payloadWithoutRenderedQuery(payload));
    }
  }
  const html = deferScripts(htmlWithoutRenderedQuery(value.html));
  value.html = html;
  value.headers ??= {};
  value.headers['content-security-policy'] = contentSecurityPolicy({
    scripts: frameworkScriptHashes(html),
    embed: true,
  });
  // One address serves three languages (the locale cookie, else Accept-Language).
  value.headers.vary = 'Cookie, Accept-Language';
}
