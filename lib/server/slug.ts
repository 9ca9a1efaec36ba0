import { RESERVED_SLUGS } from '@/lib/paths.mjs';

const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};

/** The longest slug made from a name (before a `-2` suffix or the `dog-` prefix). */
const MAX_SLUG = 70;

/** The slug cut to MAX_SLUG at the last word boundary that fits (mid-word only for one long word). */
function cutAtWord(slug: string): string {
  if (slug.length <= MAX_SLUG) return slug;
  const head = slug.slice(0, MAX_SLUG + 1);
  const boundary = head.lastIndexOf('-');
  return (boundary > 0 ? head.slice(0, boundary) : head.slice(0, MAX_SLUG)).replace(/-+$/, '');
}

/** Latin letters without their accents (á→a, ő→o, ß→ss, Æ→AE); other characters as they are. */
export function latinLetters(text: string): string {
  return text
    .replace(/[ßæœøłđþ]/gi, (c) => {
      const plain = SPECIAL[c.toLowerCase()] ?? c;
      return c === c.toLowerCase() ? plain : plain.toUpperCase();
    })
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * URL slug of a dog's name: accents transliterated (á→a, ő→o, ü→u, ß→ss), cut at a word
 * boundary, never all digits, a page's name or a locale code.
 */
export function slugify(name: string): string {
  const ascii = latinLetters(name.toLowerCase());
  let slug = cutAtWord(ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''));
  if (!slug) slug = 'dog';
  // A numeric slug would be read as an id, a page's name would hide the page, a locale code
  // would switch the language.
  if (/^\d+$/.test(slug) || RESERVED_SLUGS.has(slug)) slug = `dog-${slug}`;
  return slug;
}
