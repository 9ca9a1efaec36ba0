'use client';

import { loginPath } from '@/lib/public-paths.mjs';
import { SIGNED_IN_COOKIE } from '@/lib/session-cookies';
import { removeCookie } from './cookies';
import { showMessage } from './alerts';
import { ApiRequestError, errorMessages } from './api';

/**
 * How admin screens report a failed API call: a signed-out answer sends the breeder to log in
 * again, then back here; anything else shows the danger alert with the API's messages.
 */
export function reportError(error: unknown): void {
  if (error instanceof ApiRequestError && error.status === 401) {
    removeCookie(SIGNED_IN_COOKIE);
    window.location.assign(loginPath(window.location.pathname + window.location.search));
    return;
  }
  showMessage({ type: 'danger', messages: errorMessages(error) });
}
