// @ts-check
// A static page runs its script files once it has painted, not while it paints.
//
// Next.js writes every script file of a page as `<script src async>`: on a phone the ~130 KB are
// fetched alongside the stylesheets, the font and the main photo, and each runs the moment it
// arrives, so evaluating React and the page's components comes before the first frame is shown.
// Here the HTML of a static page, as it enters Next's cache (server/cache-handler.mjs,
// lib/static-page-policy.mjs), names them all in one small inline loader at the end of the body
// instead, which adds the very same `<script async>` elements to the head once the browser
// reports the first contentful paint (after the first frame where it reports no paint timing).
// Until they run the page is the server's HTML: links are links, and the enquiry form posts
// without script. The first frame alone was not enough: on a busy machine the first contentful
// paint reached the screen up to 80 ms after it, and the scripts, fetched meanwhile, joined
// Lighthouse's LCP estimate (1.2 s became 1.7-2.2 s in one run of six).
//
// The elements the loader adds are those React looks for when it hydrates (`script[async][src]`),
// so it adds no second copy. Each is added in a task of its own: inserting a script element starts
// its fetch, which took Chromium 1-3 ms apiece, and nine in one task made a task of up to 26 ms
// (over 100 ms on a throttled phone, blocking input). A page in a hidden tab paints nothing: it
// loads its scripts at once.
//
// A tap in that time would do nothing on a button (links and forms work without script). Even
// after React has taken the document, a part whose own script file is still on its way (the
// gallery's photos) drops a click: React hydrates the part at once only when its code is there.
// The loader keeps such a button and clicks it again once React has it.
//
// The headings' font waits for the first contentful paint too: `data-fonts` on `<html>` lets the
// headings use it (app/globals.css; components/layout/Document.tsx writes it on every page). It is
// taken out here, and the loader fetches the font, then sets it again: the first paint shows the
// headings in a local serif scaled to the font (app/globals.css), and they change face once,
// without moving. Requested by the first layout, at the highest priority, the font raced the
// first paint on a fast line, and when it won, Lighthouse's simulated phone counted it in the
// first paint (+0.3 s of FCP and LCP in one run of three). A full load that comes from the site itself switches the
// font on at once: it is cached by then, and waiting would only show the fallback for a moment.
import { BUILD_FILES_PREFIX } from './security-headers.mjs';

const escaped = BUILD_FILES_PREFIX.replaceAll('/', '\\/');

/** A script file of the build, as Next writes it: `<script src="/_next/static/…" async="">`. */
const ASYNC_SCRIPT = new RegExp(
  `<script src="(${escaped}[\\w./~-]+\\.js)" async=""></script>`,
  'g',
);

/** Next's low-priority preload of a script file: it would fetch the file during the paint. */
const preload = (/** @type {string} */ file) =>
  `<link rel="preload" as="script" fetchPriority="low" href="${file}"/>`;

/**
 * The headings' font as CSS names it (next/font calls the face after `brandFont` in
 * app/fonts/brand.ts), and what the loader fetches before it switches the headings to it.
 */
const BRAND_FONT = '500 1em brandFont';

/** `<html>`'s start tag, and its switch of the headings' font (app/globals.css). */
const HTML_TAG = /<html\b[^>]*>/;
const FONTS_ON = ' data-fonts=""';

/** A file the loader may add: one of the build's own scripts (and no `..` out of them). */
const SCRIPT_FILE = new RegExp(`^${escaped}[\\w./~-]+\\.js$`);

/** The loader, around the JSON list of files it adds, in page order (exported for tests). */
export const LOADER_START = [
  '(function(f){var d,D=document,P=window.PerformanceObserver;',
  // A visitor who has accepted the cookie notice (lib/client/preferences.ts stores it as this
  // cookie, `__Host-` named over https, and in localStorage) never sees it: it is in the HTML,
  // and hidden from the first paint (app/globals.css) as the parser reads this before painting.
  'try{(/(^|; )(__Host-)?cookie_consent=1(;|$)/.test(D.cookie)||',
  'localStorage.getItem("cookieConsent")==="1")&&',
  'D.documentElement.setAttribute("data-consent","")}catch(e){}',
  // Adds a file as Next wrote it; adds them all, one task each (t), or at once.
  'function a(s){var e=D.createElement("script");e.src=s;e.setAttribute("async","");',
  'D.head.appendChild(e)}',
  'function l(t){if(d)return;d=1;f.forEach(function(s){t?setTimeout(function(){a(s)}):a(s)})}',
  // Switches the headings to their font once it has loaded (failed: the fallback stays).
  'function o(){D.documentElement.setAttribute("data-fonts","")}',
  `function g(){D.fonts?D.fonts.load(${JSON.stringify(BRAND_FONT)}).then(o,o):o()}`,
  // A full load from the site itself (a same-site referrer, a reload, back or forward) has the
  // font in its cache almost surely: it switches the headings to it at once, while the page is
  // still being read, instead of showing the fallback for a moment after the first paint.
  'var N=window.performance&&performance.getEntriesByType&&',
  'performance.getEntriesByType("navigation")[0],',
  'w=D.referrer.indexOf(location.origin+"/")===0||!!N&&N.type!=="navigate";',
  'if(w)o();',
  'function p(){w||g();l(1)}',
  // A hidden tab draws nothing: its scripts at once, the font once it is shown.
  'D.visibilityState==="hidden"&&l();',
  // Both once the first contentful paint is on screen, where the browser reports it...
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'var q=new P(function(x){if(x.getEntriesByName("first-contentful-paint").length){',
  'q.disconnect();p()}});q.observe({type:"paint",buffered:true})}',
  // ...else after the first frame.
  'else requestAnimationFrame(function(){setTimeout(p)});',
  // A tap on a button React has not taken yet: React hydrates that part of the page at once
  // when it can, and drops the click when the part's code is still on its way. The button is
  // kept (the last one tapped, for 5 s) and clicked again once React has it; any later tap
  // forgets it. React has an element once its props are on it.
  'function h(t){return Object.keys(t).some(function(k){return k.indexOf("__reactProps$")===0})}',
  'var b,T;function r(){if(b)if(h(b)){var t=b;b=0;t.click()}',
  'else if(Date.now()-T<5e3)setTimeout(r,50);else b=0}',
  'D.addEventListener("click",function(e){var t=e.target;',
  't=t&&t.closest&&t.closest("button[type=button]");b=0;',
  // Taken while the click was handled: React had it in time.
  'if(t&&!h(t)){b=t;T=Date.now();setTimeout(function(){if(b===t&&h(t))b=0;r()})}},true)})(',
].join('');
const LOADER_END = ')';

/**
 * The loader of these files.
 * @param {string[]} files
 */
function loader(files) {
  return `${LOADER_START}${JSON.stringify(files)}${LOADER_END}`;
}

/**
 * The files of a loader this module wrote, or undefined when `text` is not exactly one: a fixed
 * function over a JSON list of the build's own script files.
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

/**
 * True when `text` is exactly a loader this module writes (static-page-policy.mjs hashes it).
 * @param {string} text
 */
export function isScriptLoader(text) {
  return scriptLoaderFiles(text) !== undefined;
}

/**
 * The HTML with its script files run after the first frame: their `<script async>` elements and
 * preloads taken out (a file fetched during the paint competes with the page's photo for a
 * phone's connection), and one loader of the same files, in the same order, written last in the
 * body. HTML without such scripts, or without a body's end, is returned as it is.
 * @param {string} html
 */
export function deferScripts(html) {
  const end = html.lastIndexOf('</body>');
  if (end === -1) return html;
  /** @type {string[]} */
  const files = [];
  const rest = html.slice(0, end).replace(ASYNC_SCRIPT, (_, file) => {
    if (!files.includes(file)) files.push(file);
    return '';
  });
  if (files.length === 0) return html;
  const withoutPreloads = files.reduce((page, file) => page.replace(preload(file), ''), rest);
  const fontsLater = withoutPreloads.replace(HTML_TAG, (tag) => tag.replace(FONTS_ON, ''));
  return `${fontsLater}<script>${loader(files)}</script>${html.slice(end)}`;
}
