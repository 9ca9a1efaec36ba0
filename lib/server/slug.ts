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

/** URL slug of a dog's name: accents transliterated (á→a, ő→o, ü→u, ß→ss), never all digits. */
export function slugify(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/[ßæœøłđþ]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  let slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  if (!slug) slug = 'dog';
  // A numeric slug would be read as an id, and a page's name would hide the page.
  if (/^\d+$/.test(slug) || RESERVED_SLUGS.has(slug)) slug = `dog-${slug}`;
  return slug;
}
