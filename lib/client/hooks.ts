'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  canPrefetch,
  getNetworkSnapshot,
  getServerNetworkSnapshot,
  subscribeNetwork,
} from './network';
import type { ConsentChoice } from '@/lib/session-cookies';
import { storeConsent, storedConsent } from './preferences';

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

/** Set by the footer's "Cookie settings": the notice shows again, focus returns there after. */
let settingsOpener: HTMLElement | null = null;

export function openCookieSettings(opener: HTMLElement): void {
  settingsOpener = opener;
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

/** Whether "Cookie settings" opened the notice again (until the visitor chooses). */
export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => settingsOpener !== null,
    () => false,
  );
}

/**
 * `undefined` during server rendering and hydration, then the stored choice (`null`: none yet);
 * and the function that stores a choice, which also closes the reopened notice.
 */
export function useCookieConsent(): [
  ConsentChoice | null | undefined,
  (choice: ConsentChoice) => void,
] {
  const choice = useSyncExternalStore<ConsentChoice | null | undefined>(
    subscribeConsent,
    () => storedConsent() ?? null,
    () => undefined,
  );
  const choose = useCallback((chosen: ConsentChoice) => {
    storeConsent(chosen);
    const opener = settingsOpener;
    settingsOpener = null;
    window.dispatchEvent(new Event(CONSENT_EVENT));
    // The notice's button goes away with it: the keyboard carries on where it opened it.
    if (opener?.isConnected) opener.focus();
  }, []);
  return [choice, choose];
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
