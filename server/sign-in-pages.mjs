// @ts-check
// The sign-in and sign-up pages run their script files after the first paint too, as the static
// pages do (lib/deferred-scripts.mjs). They are rendered per request (they read the session and
// the database), so neither Next's cache nor the page cache sees them: here, under `npm start`,
// the answer is held until complete (server/brotli-answers.mjs holds it anyway, to compress it,
// at quality 5 only: each answer is new) and its `<script async>` files moved into the loader, which carries the nonce of the page's own
// policy. Fetched beside the stylesheets, those 129 KB of script ended before the first paint of
// an unthrottled load, and Lighthouse's phone counted them all in LCP (1.75-2.2 s). Plain
// `next start` sends the pages as Next writes them, which works the same, a little later.
import { deferScripts } from '../lib/deferred-scripts.mjs';
import { PUBLIC_ROUTES } from '../lib/paths.mjs';

/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** @type {ReadonlySet<string>} */
const PAGES = new Set([PUBLIC_ROUTES.login, PUBLIC_ROUTES.signup]);

/** The nonce of the policy Next's proxy gave the page (proxy.ts); deferScripts checks its form. */
const NONCE = /'nonce-([^']+)'/;

/**
 * Whether the request asks for the sign-in or the sign-up page.
 * @param {string | undefined} url
 */
export function isSignInPage(url) {
  return url !== undefined && PAGES.has(url.split('?')[0] ?? '');
}

/**
 * The complete answer with its script files deferred, when it is a page of HTML with a nonce in
 * its policy; anything else (a redirect, an error, no nonce) as it is.
 * @param {Buffer} body
 * @param {ServerResponse} res
 * @returns {Buffer}
 */
export function deferSignInPage(body, res) {
  if (res.statusCode !== 200) return body;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return body;
  const nonce = NONCE.exec(String(res.getHeader('content-security-policy') ?? ''))?.[1];
  if (!nonce) return body;
  const html = body.toString('utf8');
  const deferred = deferScripts(html, nonce);
  return deferred === html ? body : Buffer.from(deferred, 'utf8');
}
