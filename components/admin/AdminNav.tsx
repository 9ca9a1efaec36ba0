'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslations } from '@/lib/client/intl';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { usePathname } from '@/lib/client/pathname';
import { ADMIN_SECTIONS, adminScreenOf, type AdminNavItem } from '@/lib/admin-sections';

/**
 * The admin area's navigation, one row on every screen: a menu button opening every section's
 * screens, then the current section's screens as tabs (scrolling sideways on a phone). The menu
 * is a `<details>` element, so it opens by keyboard and without JavaScript too.
 */
export function AdminNav() {
  const t = useTranslations('AdminNav');
  const pathname = usePathname();
  const current = adminScreenOf(pathname);
  const menu = useRef<HTMLDetailsElement>(null);
  const tabs = useRef<HTMLUListElement>(null);

  // A link followed in the menu: the layout stays, so the menu closes itself, and the new
  // screen's tab scrolls into the row.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
    const tab = tabs.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = tabs.current;
    if (tab && row) row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
  }, [pathname]);

  // Open: a tap or click elsewhere closes it.
  useEffect(() => {
    const close = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    event.preventDefault();
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };

  return (
    <nav className="admin-nav border-bottom" aria-label={t('label')}>
      <div className="container admin-nav__bar">
        <details ref={menu} className="admin-menu" onKeyDown={onKeyDown}>
          <summary className="btn btn-outline-secondary admin-menu__button">
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 16 16" fill="currentColor">
              <path d="M1 3h14v1.5H1zm0 4.25h14v1.5H1zM1 11.5h14V13H1z" />
            </svg>
            <span>{t('menu')}</span>
          </summary>
          <div className="admin-menu__panel shadow">
            {ADMIN_SECTIONS.map((section) => {
              const here = current?.section.key === section.key;
              const labelId = `admin-menu-${section.key}`;
              return (
                <div key={section.key} className="admin-menu__group">
                  <p
                    id={labelId}
                    className={`admin-menu__heading${here ? ' admin-menu__heading--current' : ''}`}
                  >
                    {t(section.key)}
                    {here && <span className="visually-hidden"> ({t('currentSection')})</span>}
                  </p>
                  <ul className="list-unstyled mb-0" aria-labelledby={labelId}>
                    {section.items.map((item) => (
                      <ScreenLink
                        key={item.key}
                        item={item}
                        active={current?.item.key === item.key}
                        linkClass="admin-menu__link"
                        prefetch={false}
                      />
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </details>
        {current && (
          <ul
            ref={tabs}
            className="nav nav-underline admin-nav__tabs"
            aria-label={t(current.section.key)}
          >
            {current.section.items.map((item) => (
              <ScreenLink
                key={item.key}
                item={item}
                active={current.item.key === item.key}
                itemClass="nav-item"
                linkClass="nav-link"
              />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}

interface ScreenLinkProps {
  item: AdminNavItem;
  /** The screen shown now: marked as the current page. */
  active: boolean;
  itemClass?: string;
  linkClass: string;
  prefetch?: false;
}

/** One admin screen's link, in the menu or among the section's tabs. */
function ScreenLink({ item, active, itemClass, linkClass, prefetch }: ScreenLinkProps) {
  const t = useTranslations('AdminNav');
  return (
    <li className={itemClass}>
      <PrefetchLink
        href={item.href}
        prefetch={prefetch}
        className={`${linkClass}${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        {t(item.key)}
      </PrefetchLink>
    </li>
  );
}
