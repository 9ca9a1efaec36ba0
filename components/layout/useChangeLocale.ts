'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { usePathname } from '@/lib/client/pathname';
import { storeLocale } from '@/lib/client/preferences';
import { isAdminPath } from '@/lib/public-paths.mjs';

/**
 * Stores the choice (cookie for 365 days + localStorage) and re-renders the current page in the
 * new language: the proxy reads the cookie, so a refresh fetches the same URL in that locale.
 * In the admin the admin's own language wins (SPEC §13): there the choice goes to the account.
 */
export function useChangeLocale(): [(locale: AppLocale) => void, boolean] {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const change = useCallback(
    (locale: AppLocale) => {
      storeLocale(locale);
      startTransition(async () => {
        if (isAdminPath(pathname)) {
          // Loaded only here: visitors' pages never download the API client for it.
          const [{ apiFetch }, { reportError }] = await Promise.all([
            import('@/lib/client/api'),
            import('@/lib/client/report-error'),
          ]);
          try {
            await apiFetch('/auth/user', { method: 'PATCH', body: { locale } });
          } catch (error) {
            reportError(error);
            return;
          }
        }
        router.refresh();
      });
    },
    [router, pathname],
  );
  return [change, pending];
}
