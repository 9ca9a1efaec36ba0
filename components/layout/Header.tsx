'use client';

import { useLocale, useTranslations } from '@/lib/client/intl';
import { lazy, Suspense, useContext, useRef, useState } from 'react';
import { usePathname } from '@/lib/client/pathname';
import { routing } from '@/i18n/routing';
import { BrandMark, GlobeIcon } from '@/components/ui/icons';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { ServerSessionContext, useSignedInHint } from '@/lib/client/signed-in-hint';
import { isAdminPath, publicPaths } from '@/lib/public-paths.mjs';
import { HeaderCall } from './HeaderCall';
import { NavMenu } from './NavMenu';
import type { PhoneNumber } from './PhoneNumbers';
import { useChangeLocale } from './useChangeLocale';
import { useHideOnScroll } from './useHideOnScroll';

// Loaded only for someone who may be signed in: visitors never download the session code.
const UserMenu = lazy(() => import('./UserMenu'));

const LINKS = [
  { href: publicPaths.home, key: 'home' },
  { href: publicPaths.gallery, key: 'gallery' },
  { href: publicPaths.breed, key: 'breed' },
  { href: publicPaths.transport, key: 'transport' },
] as const;

const PUPPY_LINKS = [
  { href: publicPaths.puppies, key: 'allPuppies' },
  { href: publicPaths.availablePuppies, key: 'availablePuppies' },
  { href: publicPaths.puppiesWithParents, key: 'puppiesWithParents' },
  { href: publicPaths.ourDogs, key: 'ourDogs' },
] as const;

interface HeaderProps {
  siteName: string;
  /** The kennel's numbers for the call button (public pages; none on admin screens). */
  phones?: PhoneNumber[];
}

export function Header({ siteName, phones = [] }: HeaderProps) {
  const t = useTranslations('Header');
  const tLocales = useTranslations('Locales');
  const locale = useLocale();
  const pathname = usePathname();
  const [expanded, setExpanded] = useState(false);
  const [openMenus, setOpenMenus] = useState(0);
  const [focusInside, setFocusInside] = useState(false);
  const [changeLocale] = useChangeLocale();
  const hint = useSignedInHint();
  const serverUser = useContext(ServerSessionContext);
  const mayBeSignedIn = hint || serverUser !== null;
  const togglerRef = useRef<HTMLButtonElement>(null);
  const hidden = useHideOnScroll(expanded || openMenus > 0 || focusInside);

  // Admin screens fetch no public page ahead: its payload would bring the page's preloaded
  // illustrations along, which the breeder's screens never show.
  const prefetch = !isAdminPath(pathname);

  const onMenuOpenChange = (open: boolean) => setOpenMenus((n) => Math.max(0, n + (open ? 1 : -1)));
  const isActive = (href: string) =>
    href === publicPaths.home ? pathname === href : pathname.startsWith(href);
  const close = () => setExpanded(false);

  const navLink = (href: string, label: string) => (
    <li className="nav-item" key={href}>
      <PrefetchLink
        href={href}
        prefetch={prefetch}
        className={`nav-link${isActive(href) ? ' active' : ''}`}
        aria-current={isActive(href) ? 'page' : undefined}
        onClick={close}
      >
        {label}
      </PrefetchLink>
    </li>
  );

  return (
    <header
      className={`site-header${hidden ? ' site-header--hidden' : ''}`}
      data-hidden={hidden}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusInside(false);
      }}
    >
      <nav className="navbar navbar-expand-xl site-navbar" aria-label={t('mainNavigation')}>
        <div className="container">
          <PrefetchLink
            href={publicPaths.home}
            prefetch={prefetch}
            onClick={close}
            className="navbar-brand site-brand"
          >
            <BrandMark className="me-2" />
            <span>{siteName}</span>
          </PrefetchLink>
          <HeaderCall numbers={phones} onOpenChange={onMenuOpenChange} />
          <button
            ref={togglerRef}
            type="button"
            className="navbar-toggler"
            aria-controls="site-menu"
            aria-expanded={expanded}
            aria-label={t('toggleMenu')}
            onClick={() => setExpanded(!expanded)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div
            id="site-menu"
            className={`collapse navbar-collapse${expanded ? ' show' : ''}`}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && expanded) {
                close();
                togglerRef.current?.focus();
              }
            }}
          >
            <ul className="navbar-nav ms-auto align-items-xl-center">
              {LINKS.map(({ href, key }) => navLink(href, t(key)))}
              <NavMenu
                id="puppies-menu"
                label={t('puppies')}
                active={
                  pathname.startsWith(publicPaths.puppies) || pathname === publicPaths.ourDogs
                }
                onOpenChange={onMenuOpenChange}
              >
                {PUPPY_LINKS.map(({ href, key }) => (
                  <li key={key}>
                    <PrefetchLink
                      href={href}
                      prefetch={prefetch}
                      className={`dropdown-item${pathname === href ? ' active' : ''}`}
                      aria-current={pathname === href ? 'page' : undefined}
                      onClick={close}
                    >
                      {t(key)}
                    </PrefetchLink>
                  </li>
                ))}
              </NavMenu>
              {navLink(publicPaths.contact, t('contact'))}
              {mayBeSignedIn && (
                <Suspense>
                  <UserMenu onOpenChange={onMenuOpenChange} onNavigate={close} />
                </Suspense>
              )}
              <NavMenu
                id="locale-menu"
                alignEnd
                onOpenChange={onMenuOpenChange}
                label={
                  <>
                    <GlobeIcon className="me-1" />
                    <span className="visually-hidden">{t('language')}: </span>
                    {tLocales(locale)}
                  </>
                }
              >
                {routing.locales
                  .filter((other) => other !== locale)
                  .map((other) => (
                    <li key={other}>
                      <button
                        type="button"
                        lang={other}
                        className="dropdown-item"
                        onClick={() => {
                          close();
                          changeLocale(other);
                        }}
                      >
                        {tLocales(other)}
                      </button>
                    </li>
                  ))}
              </NavMenu>
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
