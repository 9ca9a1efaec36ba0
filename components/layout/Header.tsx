'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { usePathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { GlobeIcon } from '@/components/ui/icons';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { SiteInfo } from '@/lib/site/info';
import { FloatingPhones } from './FloatingPhones';
import { UserMenu } from './UserMenu';
import { useChangeLocale } from './useChangeLocale';
import { useHideOnScroll } from './useHideOnScroll';

const LINKS = [
  { href: '/', key: 'home' },
  { href: '/gallery', key: 'gallery' },
  { href: '/breed', key: 'breed' },
  { href: '/transport', key: 'transport' },
] as const;

const PUPPY_LINKS = [
  { href: '/puppies', key: 'allPuppies' },
  { href: '/puppies/available-puppies', key: 'availablePuppies' },
  { href: '/puppies/puppies-with-parents', key: 'puppiesWithParents' },
] as const;

// Plain elements styled as dropdown items: react-bootstrap's items add `aria-selected`, which
// links and buttons may not carry. The data attribute keeps its arrow-key navigation working.
function dropdownItemProps(active: boolean) {
  return { className: `dropdown-item${active ? ' active' : ''}`, 'data-rr-ui-dropdown-item': '' };
}

interface HeaderProps {
  /** Contact details for the floating phone numbers; the admin area leaves them out. */
  info?: SiteInfo;
  siteName: string;
}

export function Header({ info, siteName }: HeaderProps) {
  const t = useTranslations('Header');
  const tLocales = useTranslations('Locales');
  const locale = useLocale();
  const pathname = usePathname();
  const [expanded, setExpanded] = useState(false);
  const [openDropdowns, setOpenDropdowns] = useState(0);
  const [focusInside, setFocusInside] = useState(false);
  const [changeLocale] = useChangeLocale();
  const hidden = useHideOnScroll(expanded || openDropdowns > 0 || focusInside);

  const onDropdownToggle = (open: boolean) =>
    setOpenDropdowns((n) => Math.max(0, n + (open ? 1 : -1)));
  const isActive = (href: string) => (href === '/' ? pathname === '/' : pathname.startsWith(href));
  const close = () => setExpanded(false);

  return (
    <>
      <header
        className={`site-header${hidden ? ' site-header--hidden' : ''}`}
        data-hidden={hidden}
        onFocus={() => setFocusInside(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            setFocusInside(false);
        }}
      >
        <Navbar
          expand="lg"
          expanded={expanded}
          onToggle={setExpanded}
          className="site-navbar"
          aria-label={t('mainNavigation')}
          as="nav"
        >
          <Container>
            <Navbar.Brand as={PrefetchLink} href="/" onClick={close} className="site-brand">
              {/* eslint-disable-next-line @next/next/no-img-element -- decorative 40 px logo */}
              <img src="/icon.svg" width={40} height={40} alt="" className="me-2" />
              <span>{siteName}</span>
            </Navbar.Brand>
            <Navbar.Toggle aria-controls="site-menu" label={t('toggleMenu')} />
            <Navbar.Collapse id="site-menu">
              <Nav className="ms-auto align-items-lg-center">
                {LINKS.map(({ href, key }) => (
                  <Nav.Link
                    key={key}
                    as={PrefetchLink}
                    href={href}
                    active={isActive(href)}
                    aria-current={isActive(href) ? 'page' : undefined}
                    onClick={close}
                  >
                    {t(key)}
                  </Nav.Link>
                ))}
                <NavDropdown
                  title={t('puppies')}
                  id="puppies-menu"
                  active={pathname.startsWith('/puppies')}
                  onToggle={onDropdownToggle}
                >
                  {PUPPY_LINKS.map(({ href, key }) => (
                    <PrefetchLink
                      key={key}
                      href={href}
                      {...dropdownItemProps(pathname === href)}
                      aria-current={pathname === href ? 'page' : undefined}
                      onClick={close}
                    >
                      {t(key)}
                    </PrefetchLink>
                  ))}
                </NavDropdown>
                <Nav.Link
                  as={PrefetchLink}
                  href="/contact"
                  active={isActive('/contact')}
                  aria-current={isActive('/contact') ? 'page' : undefined}
                  onClick={close}
                >
                  {t('contact')}
                </Nav.Link>
                <UserMenu
                  itemProps={dropdownItemProps}
                  onToggle={onDropdownToggle}
                  onNavigate={close}
                />
                <NavDropdown
                  id="locale-menu"
                  align="end"
                  onToggle={onDropdownToggle}
                  title={
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
                      <button
                        key={other}
                        type="button"
                        lang={other}
                        {...dropdownItemProps(false)}
                        onClick={() => {
                          close();
                          changeLocale(other);
                        }}
                      >
                        {tLocales(other)}
                      </button>
                    ))}
                </NavDropdown>
              </Nav>
            </Navbar.Collapse>
          </Container>
        </Navbar>
      </header>
      {/* Outside the header: its hide transform would otherwise carry fixed children along. */}
      {info && <FloatingPhones phone={info.phone} phoneAt={info.phoneAt} />}
    </>
  );
}
