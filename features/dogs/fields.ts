/**
 * A dog's fixed choices and limits, without zod: forms in the browser import these, and a module
 * that defines a schema would bring zod's whole script into the screen's first load.
 */
/**
 * The coats a French Bulldog is registered in: black, fawn, cream, brindle and pied with their
 * dilute (blue), cocoa (chocolate) and both (lilac) forms, and tan points. The seed's three
 * (blue, tan, lilac) come first in the admin's lists.
 */
export const DOG_COLORS = [
  'blue',
  'tan',
  'lilac',
  'black',
  'chocolate',
  'fawn',
  'blueFawn',
  'chocolateFawn',
  'lilacFawn',
  'cream',
  'brindle',
  'blueBrindle',
  'chocolateBrindle',
  'lilacBrindle',
  'pied',
  'fawnPied',
  'brindlePied',
  'bluePied',
  'lilacPied',
] as const;
/** The colours the litter form shows first; the others open on request. */
export const COMMON_COLORS = ['blue', 'tan', 'lilac'] as const;
export const DOG_GENDERS = ['male', 'female'] as const;
/** `parent`: one of the kennel's own adult dogs; `puppy`: a dog of the puppy lists. */
export const DOG_KINDS = ['puppy', 'parent'] as const;
export const MAX_HEALTH_TESTS = 20;
/** No dog on the site was born earlier; it also keeps out year 0000, which PostgreSQL refuses. */
export const MIN_BIRTHDAY = '1900-01-01';
