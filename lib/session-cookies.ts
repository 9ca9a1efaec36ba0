/** Cookie names shared by the API, the proxy and the browser. */

/**
 * One of our cookies' names: over https `__Host-` prefixed (ASVS 3.3.1), which browsers accept
 * only Secure, with `Path=/` and no Domain, so neither plain http nor a sibling subdomain can
 * plant or shadow it; over http (localhost) the plain name. server/page-cache.mjs repeats the
 * session and locale names.
 */
export function cookieName(base: string, https: boolean): string {
  return https ? `__Host-${base}` : base;
}

/** The HttpOnly session cookie: `__Host-` prefixed over https, plain over http. */
export const SESSION_COOKIES = ['__Host-session', 'session'] as const;

/** Readable hint, no secret: someone may be signed in, so the header asks for the user. */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Set in the browser once the visitor accepts the cookie notice. */
export const CONSENT_COOKIE = 'cookie_consent';
