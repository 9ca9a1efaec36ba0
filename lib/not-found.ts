/**
 * The request header the proxy sets on its 404 rewrite (`/_missing/{what}`), read by
 * app/global-not-found.tsx to say more than "not found" where it can. A client's own is dropped
 * (lib/request-guard.ts).
 */
export const MISSING_HEADER = 'x-kennel-missing';

/** A verification code that is not ours: the 404 says so, and what to do. */
export const MISSING_VERIFY_CODE = 'verify';
