'use client';

import { useLocale } from '@/lib/client/intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/client/chunk-reload';
import { syncStoredLocale } from '@/lib/client/preferences';

/** Browser-side duties of the layout that render nothing. */
export function ClientRuntime() {
  const locale = useLocale();
  const router = useRouter();

  // The stored choice lives in a cookie and in localStorage; if the cookie went missing, restore
  // it and show the page in the stored language.
  useEffect(() => {
    const stored = syncStoredLocale();
    if (stored && stored !== locale) router.refresh();
  }, [locale, router]);

  // React has taken the page: its buttons answer from now on (the browser tests wait for this,
  // as pages run their scripts only after the first paint).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);

  // A chunk that fails to load means a new deployment: reload once, at most every 60 s.
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error ?? event);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
