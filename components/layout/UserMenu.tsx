'use client';

import { useTranslations } from 'next-intl';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { usePathname } from '@/i18n/navigation';
import { PersonIcon } from '@/components/ui/icons';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { logout, useSessionUser } from '@/lib/client/session';

const ADMIN_LINKS = [
  { href: '/admin/products', key: 'dogs' },
  { href: '/admin', key: 'pageInfo' },
  { href: '/admin/gallery-image-upload', key: 'gallery' },
] as const;

interface UserMenuProps {
  itemProps: (active: boolean) => Record<string, string>;
  onToggle: (open: boolean) => void;
  onNavigate: () => void;
}

/** SPEC §3: a signed-in user's dropdown with their name — Dogs, Page info, Gallery, Logout. */
export function UserMenu({ itemProps, onToggle, onNavigate }: UserMenuProps) {
  const t = useTranslations('UserMenu');
  const pathname = usePathname();
  const user = useSessionUser();
  if (!user) return null;

  return (
    <NavDropdown
      id="user-menu"
      align="end"
      onToggle={onToggle}
      active={pathname.startsWith('/admin')}
      title={
        <>
          <PersonIcon className="me-1" />
          <span className="visually-hidden">{t('label')}: </span>
          {user.name}
        </>
      }
    >
      {ADMIN_LINKS.map(({ href, key }) => (
        <PrefetchLink
          key={key}
          href={href}
          {...itemProps(pathname === href)}
          aria-current={pathname === href ? 'page' : undefined}
          onClick={onNavigate}
        >
          {t(key)}
        </PrefetchLink>
      ))}
      <NavDropdown.Divider />
      <button
        type="button"
        {...itemProps(false)}
        onClick={() => {
          onNavigate();
          void logout();
        }}
      >
        {t('logout')}
      </button>
    </NavDropdown>
  );
}
