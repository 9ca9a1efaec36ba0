import 'server-only';

/*
 * What the contract's fonts can print: a character the font has no glyph for would
 * come out as an empty box (an emoji in a buyer's name). Such characters are left out, whole
 * (an emoji with its skin tone or joined family is one), and the document says which.
 */

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Spaces, line breaks and format controls: laid out or ignored, never drawn as a glyph. */
const LAYOUT = /^[\p{Cc}\p{Zs}\p{Cf}]$/u;

export interface Printable {
  text: string;
  /** The left-out characters, each as its code points (`U+1F436`). */
  dropped: string[];
}

const codePoints = (grapheme: string) =>
  [...grapheme]
    .map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
    .join(' ');

/** `text` without the characters `covers` has no glyph for. */
export function printable(text: string, covers: (codePoint: number) => boolean): Printable {
  const dropped: string[] = [];
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const drawn = [...segment].filter((char) => !LAYOUT.test(char));
    if (drawn.every((char) => covers(char.codePointAt(0)!))) out += segment;
    else dropped.push(codePoints(segment));
  }
  if (dropped.length === 0) return { text, dropped };
  // "Bogyó 🐶" is "Bogyó", not "Bogyó ".
  return { text: out.replace(/ {2,}/g, ' ').replace(/^ +| +$/gm, ''), dropped };
}
