'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { storeLocale } from '@/lib/client/preferences';

/**
 * Stores the choice (cookie for 365 days + localStorage) and re-renders the current page in the
 * new language: the proxy reads the cookie, so a refresh fetches the same URL in that locale.
 */
export function useChangeLocale(): [(locale: AppLocale) => void, boolean] {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const change = useCallback(
    (locale: AppLocale) => {
      storeLocale(locale);
      startTransition(() => router.refresh());
    },
    [router],
  );
  return [change, pending];
}
