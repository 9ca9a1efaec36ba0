'use client';

import { useContext } from 'react';
import useSWR from 'swr';
import { SIGNED_IN_COOKIE } from '@/lib/session-cookies';
import { removeCookie } from './cookies';
import type { SessionUser } from '@/lib/validation/responses';
import { ApiRequestError, fetcher, KEYS } from './api';
import { notifySessionChange, ServerSessionContext, useSignedInHint } from './signed-in-hint';

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
        removeCookie(SIGNED_IN_COOKIE);
        notifySessionChange();
      }
    },
  });
  return hint || serverUser ? (data?.user ?? null) : null;
}
