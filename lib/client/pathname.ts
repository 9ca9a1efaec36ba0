'use client';

import { usePathname as useRoutedPathname } from 'next/navigation';
import { routing } from '@/i18n/routing';

const LOCALE_PREFIX = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);

/**
 * The address as the visitor sees it ("/breed"): pages live under a hidden locale segment that
 * the server's rewrite adds ("/en/breed"), which must not leak into links or active states.
 */
export function usePathname(): string {
  return (useRoutedPathname() ?? '/').replace(LOCALE_PREFIX, '') || '/';
}
