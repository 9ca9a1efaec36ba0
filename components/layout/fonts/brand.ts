import localFont from 'next/font/local';

/**
 * The headings' typeface (Fraunces 500). Its local fallbacks, with metrics adjusted to it
 * (size-adjust, ascent and descent overrides) so the text does not move when the font arrives, are
 * in app/globals.css.
 */
export const brandFont = localFont({
  src: './fraunces-latin-500-normal.woff2',
  weight: '500',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  // Latin-1 and punctuation: English and German. (next/font wants literal values here.)
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
  // Its fallbacks, one per family of serifs a system may have, are in app/globals.css: next/font
  // adjusts Times New Roman only, which Linux and Android lack.
  adjustFontFallback: false,
  // Not preloaded: on a phone's connection it would share the line with the page's main photo,
  // and headings show in the adjusted fallback until it comes, without moving (CLS 0). A static
  // page asks for it only after its first paint (lib/first-paint-loader.mjs).
  preload: false,
});

/**
 * The same face's latin-ext characters. It comes first in the headings' font stack, where its
 * unicode-range lets every other character fall through to `brandFont` (and, until that loads,
 * to its adjusted fallback, which has ő and ű too). Not preloaded: most pages never need it.
 */
export const brandFontExt = localFont({
  src: './fraunces-latin-ext-500-normal.woff2',
  weight: '500',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand-ext',
  // Each file declares the characters it holds, so a page downloads this one only when a
  // heading shows one of them (Hungarian ő and ű).
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
  adjustFontFallback: false,
  preload: false,
});
