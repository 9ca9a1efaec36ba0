// @ts-check
// The site's locale codes (SPEC §4) in a module of their own: i18n/routing.ts reads them, and so
// does the error screen of last resort that ships with every page, which has no use for the
// whole path registry (lib/paths.mjs, which re-exports them).

export const LOCALE_CODES = /** @type {const} */ (['en', 'hu', 'de']);
