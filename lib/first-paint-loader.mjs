// @ts-check
// The inline script a static page runs its script files with once it has painted (docs/benchmarks.md, "Speed
// of the first screen"): server/next-private.mjs puts it, last in the body, in place of the
// `<script async>` tags Next writes. It adds the same elements React looks for when it hydrates,
// one task each, once the first contentful paint is reported (after the first frame where paint
// timing is unknown; at once in a hidden tab). The headings' font (`data-fonts` on <html>,
// app/globals.css) waits for that paint too, unless the load came from the site itself. The page's
// policy allows it by its hash.
import { CONSENT_CHOSEN_SCRIPT } from './consent-chosen.mjs';
import { BUILD_FILES_PREFIX } from './security-headers.mjs';

const BRAND_FONT = '500 1em brandFont'; // as next/font names it (components/layout/fonts/brand.ts)
const SCRIPT_FILE = new RegExp(`^${BUILD_FILES_PREFIX.replaceAll('/', '\\/')}[\\w./~-]+\\.js$`);

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

/** The loader of `files`, the build's own script files. @param {string[]} files */
export const scriptLoader = (files) => `${LOADER_START}${JSON.stringify(files)}${LOADER_END}`;

/**
 * The files of a loader written by `scriptLoader`, or undefined when `text` is not exactly one:
 * the fixed function over a JSON list of the build's own script files.
 * @param {string} text
 * @returns {string[] | undefined}
 */
export function scriptLoaderFiles(text) {
  if (!text.startsWith(LOADER_START) || !text.endsWith(LOADER_END)) return undefined;
  let files;
  try {
    files = JSON.parse(text.slice(LOADER_START.length, -LOADER_END.length));
  } catch {
    return undefined;
  }
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
