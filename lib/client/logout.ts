'use client';

import { LOGOUT_TARGET } from '@/lib/public-paths.mjs';
import { SIGNED_IN_COOKIE } from '@/lib/session-cookies';
import { removeCookie } from './cookies';
import { showMessage } from './alerts';
import { apiFetch, ApiRequestError, errorMessages } from './api';

/** Ends the session on the server, forgets it here and goes home (SPEC §4). */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/auth/logout', { method: 'POST' });
  } catch (error) {
    // Already signed out (401) is fine; otherwise the session still lives on the server.
    if (!(error instanceof ApiRequestError && error.status === 401)) {
      showMessage({ type: 'danger', messages: errorMessages(error) });
      return;
    }
  }
  removeCookie(SIGNED_IN_COOKIE);
  // A full load drops every cached admin answer along with the session.
  window.location.assign(LOGOUT_TARGET);
}
