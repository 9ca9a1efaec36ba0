// @ts-check
// A static page's font preloads at low priority (applied with lib/deferred-scripts.mjs as the
// page enters Next's cache: lib/static-page-policy.mjs).
//
// The headings' typeface is preloaded (app/fonts/brand.ts), so its request starts with the
// page's, not only once the stylesheet has been parsed and a heading laid out. That request
// left at the priority Chromium gives fonts (the highest) would race the stylesheets and the
// main photo for a phone's connection; at low priority it waits for them. Headings show in the
// metric-adjusted fallback until it arrives, without moving (CLS 0). next/font has no option
// for a preload's priority, so the attribute is added to the tag it writes.
import { BUILD_FILES_PREFIX } from './security-headers.mjs';

const escaped = BUILD_FILES_PREFIX.replaceAll('/', '\\/');

/** next/font's preload of a build font: `<link rel="preload" href="/_next/static/media/…" as="font"`. */
const FONT_PRELOAD = new RegExp(
  `<link rel="preload" href="${escaped}media\\/[\\w.~-]+\\.woff2" as="font"(?= )`,
  'g',
);

/**
 * The HTML with `fetchPriority="low"` on each of next/font's font preloads; anything else, and
 * a preload that already names a priority, as it was.
 * @param {string} html
 */
export function lowerFontPreloads(html) {
  return html.replace(FONT_PRELOAD, (tag, offset) => {
    const end = html.indexOf('>', offset);
    return /\bfetchPriority=/i.test(html.slice(offset, end)) ? tag : `${tag} fetchPriority="low"`;
  });
}
