import { inProcessSlot } from './in-process';

/**
 * Whether a session token belongs to an account now: signature, expiry and revocation, as the
 * admin pages check it. Rejects while that cannot be told (the database is down).
 */
export type SessionCheck = (token: string) => Promise<boolean>;

/** The server's own check (lib/in-process.ts); proxy.ts asks the API's `/auth/user` without it. */
export const inProcessSessionCheck = inProcessSlot<SessionCheck>('session-check');

/** The language a session's account chose (SPEC §13), or null for no valid session. */
export type AccountLocale = (token: string) => Promise<string | null>;

/** The server's own lookup; proxy.ts asks the API's `/auth/user` without it. */
export const inProcessAccountLocale = inProcessSlot<AccountLocale>('account-locale');
