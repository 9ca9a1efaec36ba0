/** Cookie names shared by the API, the proxy and the browser. */

/**
 * One of our cookies' names: over https `__Host-` prefixed (ASVS 3.3.1), which browsers accept
 * only Secure, with `Path=/` and no Domain, so neither plain http nor a sibling subdomain can
 * plant or shadow it; over http (localhost) the plain name. deploy/nginx/kennel.conf.template repeats
 * the session and locale names.
 */
export function cookieName(base: string, https: boolean): string {
  return https ? `__Host-${base}` : base;
}

/** The HttpOnly session cookie: `__Host-` prefixed over https, plain over http. */
export const SESSION_COOKIES = ['__Host-session', 'session'] as const;

/** Readable hint, no secret: someone may be signed in, so the header asks for the user. */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Set in the browser once the visitor chooses in the cookie notice (lib/client/preferences.ts). */
export const CONSENT_COOKIE = 'cookie_consent';

/** The consent cookie's values (localStorage keeps the same); any other is no choice yet. */
export const CONSENT_VALUES = { accepted: '1', rejected: '0' } as const;

export type ConsentChoice = keyof typeof CONSENT_VALUES;

/** The choice a stored value records, or undefined when none was made. */
export function consentChoice(value: string | null | undefined): ConsentChoice | undefined {
  if (value === CONSENT_VALUES.accepted) return 'accepted';
  if (value === CONSENT_VALUES.rejected) return 'rejected';
  return undefined;
}
