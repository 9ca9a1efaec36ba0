// @ts-check
// What the site reads of Next's own output, in one module: the inline scripts Next writes into a
// page (hashed into a static page's policy), the `<script async>` tags of its script files (moved
// into the first-paint loader, lib/first-paint-loader.mjs), and where its flight data holds the
// rendered address. None of it is public API: tests/unit/next-output.test.ts runs the installed
// Next's and React's own writers and fails when they write any of it differently, and the API
// suites check the build's real pages.
import { createHash } from 'node:crypto';
import { isScriptLoader, scriptLoader } from '../lib/first-paint-loader.mjs';
import { BUILD_FILES_PREFIX } from '../lib/security-headers.mjs';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;
// As next/dist/server/app-render/use-flight-response.js and turbopack-bootstrap-script.js write them.
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PUSH = 'self.__next_f.push(';
const CHUNK_LIST =
  /^\(globalThis\[("(?:[^"\\\n]|\\.)*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((.*)\);$/;

/** The JSON value `text` holds, if it is exactly one. @param {string} text */
function json(text) {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** `self.__next_f.push(<JSON array>)`, a value, never code: 0 bootstrap, 1 data, 2 form state, 3 binary. @param {string} text */
function isFlightPush(text) {
  if (!text.startsWith(PUSH) || !text.endsWith(')')) return false;
  const value = json(text.slice(PUSH.length, -1))?.value;
  return Array.isArray(value) && value.length <= 2 && [0, 1, 2, 3].includes(value[0]);
}

/** Turbopack's chunk list: `(globalThis[<string>] || …).push(<object>);`, a statement a line. @param {string} text */
const isChunkList = (text) =>
  text !== '' &&
  text.split('\n').every((statement) => {
    const [, name = '', params = ''] = CHUNK_LIST.exec(statement) ?? [];
    const value = json(params)?.value;
    const object = typeof value === 'object' && value !== null && !Array.isArray(value);
    return typeof json(name)?.value === 'string' && object;
  });

/** Exactly an inline script Next writes into a page, or the site's loader. @param {string} text */
export function isFrameworkScript(text) {
  if (text === BOOTSTRAP || isScriptLoader(text)) return true;
  if (text.startsWith(`${BOOTSTRAP};`)) return isFlightPush(text.slice(BOOTSTRAP.length + 1));
  return isFlightPush(text) || isChunkList(text);
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

// A script file's tag and preload as React writes them for Next's bootstrap scripts.
const FILE_TAG = new RegExp(
  `<script src="(${BUILD_FILES_PREFIX.replaceAll('/', '\\/')}[\\w./~-]+\\.js)" async=""></script>`,
  'g',
);
const preload = (/** @type {string} */ file) =>
  `<link rel="preload" as="script" fetchPriority="low" href="${file}"/>`;

/**
 * The HTML with its script files and their preloads taken out, and the loader of the same files,
 * in the same order, last in the body; `data-fonts` comes off <html> until the loader sets it.
 * HTML without such scripts or a body's end is returned as is.
 * @param {string} html
 */
export function deferScripts(html) {
  const end = html.lastIndexOf('</body>');
  /** @type {string[]} */
  const files = [];
  let rest = html.slice(0, Math.max(end, 0)).replace(FILE_TAG, (_, /** @type {string} */ file) => {
    if (!files.includes(file)) files.push(file);
    return '';
  });
  if (end === -1 || files.length === 0) return html;
  for (const file of files) rest = rest.replace(preload(file), '');
  rest = rest.replace(/<html\b[^>]*>/, (tag) => tag.replace(' data-fonts=""', ''));
  return `${rest}<script>${scriptLoader(files)}</script>${html.slice(end)}`;
}

// A static page is rendered on the first request for it, and Next writes that request's address
// into the flight data's root row (`c`, `q`): the first visitor's query (a tracking id, a
// `?redirect=`) would go to everyone. The router reads the location instead.

/** Flight data with its root row's rendered address stripped of its query. @param {string} flight */
export function withoutRenderedQuery(flight) {
  const start = flight.startsWith('0:{') ? 0 : flight.indexOf('\n0:{') + 1 || -1;
  if (start === -1) return flight;
  const end = flight.indexOf('\n', start);
  const root = json(flight.slice(start + 2, end === -1 ? undefined : end))?.value;
  if (typeof root?.q !== 'string' || root.q === '' || !Array.isArray(root.c)) return flight;
  root.q = '';
  root.c = root.c.map((/** @type {unknown} */ part) =>
    typeof part === 'string' ? part.split('?')[0] : part,
  );
  return `${flight.slice(0, start)}0:${JSON.stringify(root)}${end === -1 ? '' : flight.slice(end)}`;
}

/** @param {string} html */
export const htmlWithoutRenderedQuery = (html) =>
  html.replace(SCRIPT, (script, attributes, text) => {
    const [kind, flight] = isFlightPush(text) ? JSON.parse(text.slice(PUSH.length, -1)) : [];
    const stripped =
      kind === 1 && typeof flight === 'string' ? withoutRenderedQuery(flight) : flight;
    if (stripped === flight) return script;
    // Escaped as Next escapes it in HTML (next/dist/server/htmlescape.js).
    const argument = JSON.stringify([kind, stripped]).replace(
      /[&><\u2028\u2029]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    return `<script${attributes}>${PUSH}${argument})</script>`;
  });

/** @param {unknown} payload */
export function payloadWithoutRenderedQuery(payload) {
  if (!Buffer.isBuffer(payload)) return payload;
  const flight = payload.toString('utf8');
  const stripped = withoutRenderedQuery(flight);
  return stripped === flight ? payload : Buffer.from(stripped, 'utf8');
}
