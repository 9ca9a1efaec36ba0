/** Cookie names shared by the API, the proxy and the browser. */

/** The HttpOnly session cookie: `__Host-` prefixed over https, plain over http. */
export const SESSION_COOKIES = ['__Host-session', 'session'] as const;

/** Readable hint, no secret: someone may be signed in, so the header asks for the user. */
export const SIGNED_IN_COOKIE = 'signed_in';
