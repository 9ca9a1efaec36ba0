/**
 * A dog's fixed choices and limits, without zod: forms in the browser import these, and a module
 * that defines a schema would bring zod's whole script into the screen's first load.
 */
export { DOG_COLORS, DOG_GENDERS, DOG_KINDS } from '@/lib/db/values';
/** The colours the litter form shows first; the others open on request. */
export const COMMON_COLORS = ['blue', 'tan', 'lilac'] as const;
export const MAX_HEALTH_TESTS = 20;
/** No dog on the site was born earlier; it also keeps out year 0000, which PostgreSQL refuses. */
export const MIN_BIRTHDAY = '1900-01-01';
