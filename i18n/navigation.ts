import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * next-intl's navigation helpers for this routing (no locale in the URL, so every path is
 * left as it is). Server code redirects with these. Client components keep `PrefetchLink` and
 * next/navigation's hooks: importing anything from here pulls next-intl's `Link`, and with it
 * next/link, into the browser bundle of every page that does.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);
