'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/client/pathname';
import { PersonIcon } from '@/components/ui/icons';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { logout } from '@/lib/client/logout';
import { useSessionUser } from '@/lib/client/use-session-user';
import { ADMIN_PREFIX, adminPaths } from '@/lib/paths.mjs';
import { NavMenu } from './NavMenu';

const ADMIN_LINKS = [
  { href: adminPaths.dogs, key: 'dogs' },
  { href: adminPaths.pageInfo, key: 'pageInfo' },
  { href: adminPaths.gallery, key: 'gallery' },
] as const;

interface UserMenuProps {
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

/** SPEC §3: a signed-in user's menu with their name — Dogs, Page info, Gallery, Logout. */
export default function UserMenu({ onOpenChange, onNavigate }: UserMenuProps) {
  const t = useTranslations('UserMenu');
  const pathname = usePathname();
  const user = useSessionUser();
  if (!user) return null;

  return (
    <NavMenu
      id="user-menu"
      alignEnd
      onOpenChange={onOpenChange}
      active={pathname.startsWith(ADMIN_PREFIX)}
      label={
        <>
          <PersonIcon className="me-1" />
          <span className="visually-hidden">{t('label')}: </span>
          <span className="user-menu__name">{user.name}</span>
        </>
      }
    >
      {ADMIN_LINKS.map(({ href, key }) => (
        <li key={key}>
          <PrefetchLink
            href={href}
            className={`dropdown-item${pathname === href ? ' active' : ''}`}
            aria-current={pathname === href ? 'page' : undefined}
            onClick={onNavigate}
          >
            {t(key)}
          </PrefetchLink>
        </li>
      ))}
      <li>
        <hr className="dropdown-divider" />
      </li>
      <li>
        <button
          type="button"
          className="dropdown-item"
          onClick={() => {
            onNavigate();
            void logout();
          }}
        >
          {t('logout')}
        </button>
      </li>
    </NavMenu>
  );
}
