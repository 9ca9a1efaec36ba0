'use client';

import { createContext, useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '@/lib/session-cookies';
import { readCookie } from './cookies';
import type { SessionUser } from '@/lib/validation/responses';

// The light half of the client session: whether someone may be signed in. Public pages load
// only this; the user lookup (use-session-user.ts, with SWR) loads when it says yes.

const SESSION_EVENT = 'session-change';

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

function subscribe(listener: () => void) {
  window.addEventListener(SESSION_EVENT, listener);
  window.addEventListener('focus', listener);
  return () => {
    window.removeEventListener(SESSION_EVENT, listener);
    window.removeEventListener('focus', listener);
  };
}

const readHint = () => readCookie(SIGNED_IN_COOKIE) === '1';

/** The readable hint cookie login sets (no secret): true while a session may exist. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, readHint, () => false);
}

/** The user the server already verified for this page (admin pages), or null. */
export const ServerSessionContext = createContext<SessionUser | null>(null);
