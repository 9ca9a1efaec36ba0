'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LOCALE_STORED_EVENT, storedLocale } from '@/lib/client/preferences';
import { shouldShowLanguagePicker } from '@/lib/i18n/locale';

// Most visitors never see it: its code (flags included) loads only when it must show.
const LanguageDialog = lazy(() => import('./LanguageDialog'));

const subscribe = (listener: () => void) => {
  window.addEventListener(LOCALE_STORED_EVENT, listener);
  return () => window.removeEventListener(LOCALE_STORED_EVENT, listener);
};
const needsPicker = () =>
  shouldShowLanguagePicker({ stored: storedLocale(), languages: navigator.languages ?? [] });

/**
 * SPEC §4: asks for a language only when none is stored and the browser offers none we
 * support; otherwise the stored or matched locale already applies silently.
 */
export function LanguagePicker() {
  const show = useSyncExternalStore(subscribe, needsPicker, () => false);
  return show ? (
    <Suspense>
      <LanguageDialog />
    </Suspense>
  ) : null;
}
