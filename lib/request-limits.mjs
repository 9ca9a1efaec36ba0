// @ts-check
// Limits the proxy (lib/request-guard.ts) and `npm start`'s own server (server/start.mjs) share.
// Plain JavaScript: the server entry loads it without a TypeScript loader.

/** The methods Next handles; any other (TRACE, …) makes it throw and answer 500. */
export const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The largest request body the site reads. Next holds a request's body in memory while the
 * proxy runs (and hands the handler only this much of a longer one); every API limit is below
 * it: 64 KB of JSON, a 4.5 MB photo upload (lib/server/images/multipart.ts), a buyer's 10 MB
 * document with its form fields (lib/server/documents).
 */
export const MAX_BODY_BYTES = 10.5 * 1024 * 1024;
