'use client';

import { useTranslations } from '@/lib/client/intl';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { usePathname } from '@/lib/client/pathname';
import { ADMIN_ROUTES, adminPaths } from '@/lib/paths.mjs';

/**
 * The breeder's screens, in the order of the bar. One line per screen: `key` names its label in
 * `AdminNav`, `section` the address prefix that marks it current (its sub-screens included).
 */
const ADMIN_NAV = [
  { key: 'dogs', href: adminPaths.dogs, section: ADMIN_ROUTES.dogs },
  { key: 'parents', href: adminPaths.parents, section: ADMIN_ROUTES.parents },
  { key: 'litters', href: adminPaths.litters, section: ADMIN_ROUTES.litters },
  { key: 'gallery', href: adminPaths.gallery, section: ADMIN_ROUTES.gallery },
  { key: 'enquiries', href: adminPaths.enquiries, section: ADMIN_ROUTES.enquiries },
  { key: 'applications', href: adminPaths.applications, section: ADMIN_ROUTES.applications },
  { key: 'waitingList', href: adminPaths.waitingList, section: ADMIN_ROUTES.waitingList },
  { key: 'pages', href: adminPaths.pages, section: ADMIN_ROUTES.pages },
  { key: 'pageInfo', href: adminPaths.pageInfo, section: null },
  { key: 'password', href: adminPaths.password, section: ADMIN_ROUTES.password },
] as const;

const isCurrent = (pathname: string, href: string, section: string | null) =>
  pathname === href || (section !== null && pathname.startsWith(`${section}/`));

/** The admin area's own navigation, on every admin screen; it wraps onto a second line on phones. */
export function AdminNav() {
  const t = useTranslations('AdminNav');
  // The litters' label lives with their screens (LitterAdmin, issue 31).
  const tLitters = useTranslations('LitterAdmin');
  // And the pages' with theirs (AdminPages, issue 32).
  const tPages = useTranslations('AdminPages');
  const pathname = usePathname();
  return (
    <nav className="admin-nav border-bottom" aria-label={t('label')}>
      <div className="container">
        <ul className="nav nav-underline py-1">
          {ADMIN_NAV.map(({ key, href, section }) => {
            const current = isCurrent(pathname, href, section);
            return (
              <li className="nav-item" key={key}>
                <PrefetchLink
                  href={href}
                  className={`nav-link${current ? ' active' : ''}`}
                  aria-current={current ? 'page' : undefined}
                >
                  {key === 'litters' ? tLitters('nav') : key === 'pages' ? tPages('nav') : t(key)}
                </PrefetchLink>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
