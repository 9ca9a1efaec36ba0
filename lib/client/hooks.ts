'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  canPrefetch,
  getNetworkSnapshot,
  getServerNetworkSnapshot,
  subscribeNetwork,
} from './network';
import { hasConsent, storeConsent } from './preferences';

export function useNetworkStatus() {
  return useSyncExternalStore(subscribeNetwork, getNetworkSnapshot, getServerNetworkSnapshot);
}

export function usePrefetchAllowed(): boolean {
  return canPrefetch(useNetworkStatus());
}

const CONSENT_EVENT = 'cookie-consent-change';

function subscribeConsent(listener: () => void) {
  window.addEventListener(CONSENT_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CONSENT_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** `undefined` during server rendering and hydration, then whether consent is stored. */
export function useCookieConsent(): [boolean | undefined, () => void] {
  const consent = useSyncExternalStore<boolean | undefined>(
    subscribeConsent,
    hasConsent,
    () => undefined,
  );
  const accept = useCallback(() => {
    storeConsent();
    window.dispatchEvent(new Event(CONSENT_EVENT));
  }, []);
  return [consent, accept];
}

const noSubscription = () => () => {};

/** `false` in the server's HTML and during hydration, `true` once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
