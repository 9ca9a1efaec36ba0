'use client';

import { useTranslations } from '@/lib/client/intl';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { usePathname } from '@/lib/client/pathname';
import { ADMIN_ROUTES, adminPaths } from '@/lib/paths.mjs';

/**
 * The breeder's screens, in the order of the bar. One line per screen: `key` names its label in
 * `AdminNav`, `sections` the address prefixes that mark it current (their sub-screens included):
 * the pages' tab stands for the news and the FAQ too, which its screens link to.
 */
const ADMIN_NAV = [
  { key: 'dogs', href: adminPaths.dogs, sections: [ADMIN_ROUTES.dogs] },
  { key: 'parents', href: adminPaths.parents, sections: [ADMIN_ROUTES.parents] },
  // The puppies' diary (issue 33) is reached from the litters' screen: its tab stands for it too.
  {
    key: 'litters',
    href: adminPaths.litters,
    sections: [ADMIN_ROUTES.litters, ADMIN_ROUTES.diary],
  },
  {
    key: 'gallery',
    href: adminPaths.gallery,
    sections: [ADMIN_ROUTES.gallery, ADMIN_ROUTES.ownerPhotos],
  },
  { key: 'enquiries', href: adminPaths.enquiries, sections: [ADMIN_ROUTES.enquiries] },
  { key: 'applications', href: adminPaths.applications, sections: [ADMIN_ROUTES.applications] },
  // Video calls and visits (issue 34) are reached from the waiting list: its tab stands for them
  // (an eleventh tab took four rows on a 320 px phone in German).
  {
    key: 'waitingList',
    href: adminPaths.waitingList,
    sections: [ADMIN_ROUTES.waitingList, ADMIN_ROUTES.bookings],
  },
  {
    key: 'pages',
    href: adminPaths.pages,
    sections: [ADMIN_ROUTES.pages, ADMIN_ROUTES.news, ADMIN_ROUTES.faq],
  },
  { key: 'pageInfo', href: adminPaths.pageInfo, sections: [] },
  { key: 'password', href: adminPaths.password, sections: [ADMIN_ROUTES.password] },
] as const;

const isCurrent = (pathname: string, href: string, sections: readonly string[]) =>
  pathname === href ||
  sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));

/** The admin area's own navigation, on every admin screen; it wraps onto a second line on phones. */
export function AdminNav() {
  const t = useTranslations('AdminNav');
  const pathname = usePathname();
  return (
    <nav className="admin-nav border-bottom" aria-label={t('label')}>
      <div className="container">
        <ul className="nav nav-underline py-1">
          {ADMIN_NAV.map(({ key, href, sections }) => {
            const current = isCurrent(pathname, href, sections);
            return (
              <li className="nav-item" key={key}>
                <PrefetchLink
                  href={href}
                  className={`nav-link${current ? ' active' : ''}`}
                  aria-current={current ? 'page' : undefined}
                >
                  {t(key)}
                </PrefetchLink>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
