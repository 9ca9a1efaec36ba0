'use client';

import Cookies from 'js-cookie';
import { useContext } from 'react';
import useSWR from 'swr';
import { apiFetch, ApiRequestError, fetcher, KEYS } from '@/lib/api/client';
import { showMessage } from '@/lib/client/alerts';
import { LOGOUT_TARGET } from '@/lib/paths.mjs';
import { SIGNED_IN_COOKIE } from '@/lib/session-cookies';
import {
  notifySessionChange,
  ServerSessionContext,
  useSignedInHint,
  type SessionUser,
} from './session-hint';

/**
 * The signed-in user for the header menu. Visitors who never signed in carry no hint cookie and
 * cause no request at all, so public pages stay static and fast.
 */
export function useSessionUser(): SessionUser | null {
  const serverUser = useContext(ServerSessionContext);
  const hint = useSignedInHint();
  const { data } = useSWR<{ user: SessionUser }>(hint || serverUser ? KEYS.user : null, fetcher, {
    fallbackData: serverUser ? { user: serverUser } : undefined,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    onError(error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        Cookies.remove(SIGNED_IN_COOKIE, { path: '/' });
        notifySessionChange();
      }
    },
  });
  return hint || serverUser ? (data?.user ?? null) : null;
}

/** Ends the session on the server, forgets it here and goes home (SPEC §4). */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/auth/logout', { method: 'POST' });
  } catch (error) {
    // Already signed out (401) is fine; otherwise the session still lives on the server.
    if (!(error instanceof ApiRequestError && error.status === 401)) {
      showMessage({
        type: 'danger',
        messages: error instanceof ApiRequestError ? error.messages : ['networkError'],
      });
      return;
    }
  }
  Cookies.remove(SIGNED_IN_COOKIE, { path: '/' });
  // A full load drops every cached admin answer along with the session.
  window.location.assign(LOGOUT_TARGET);
}
