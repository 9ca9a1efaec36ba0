'use client';

import { useTranslations } from '@/lib/client/intl';
import { usePathname } from '@/lib/client/pathname';
import type { SVGProps } from 'react';
import useSWR from 'swr';
import { Icon } from '@/components/ui/icons';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { fetcher, KEYS } from '@/lib/client/api';
import { logout } from '@/lib/client/logout';
import { useSessionUser } from '@/lib/client/use-session-user';
import { ADMIN_MENU, ADMIN_PREFIX } from '@/lib/public-paths.mjs';
import type { EnquiryCounts } from '@/lib/validation/responses';
import { NavMenu } from './NavMenu';

const ADMIN_LINKS = [
  { href: ADMIN_MENU.dogs, key: 'dogs' },
  { href: ADMIN_MENU.pageInfo, key: 'pageInfo' },
  { href: ADMIN_MENU.gallery, key: 'gallery' },
  { href: ADMIN_MENU.enquiries, key: 'enquiries' },
] as const;

interface UserMenuProps {
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

// Only the signed-in breeder's menu draws it: its code loads for them alone.
const PersonIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.1 0-8 2.1-8 5v2h16v-2c0-2.9-3.9-5-8-5Z" />
  </Icon>
);

/** How many enquiries are new, for an admin (null for anyone else, or while unknown). */
function useNewEnquiryCount(): number | null {
  const user = useSessionUser();
  const admin = user?.scope.includes('admin') ?? false;
  // The counts only, not the list: this runs on every page an admin opens.
  const { data } = useSWR<EnquiryCounts>(admin ? KEYS.enquiryCounts : null, fetcher, {
    refreshInterval: 5 * 60 * 1000,
  });
  return data ? data.new : null;
}

/**
 * SPEC §3: a signed-in user's menu with their name — Dogs, Page info, Gallery, Enquiries (with
 * the count of new ones, also shown beside the name), Logout.
 */
export default function UserMenu({ onOpenChange, onNavigate }: UserMenuProps) {
  const t = useTranslations('UserMenu');
  const pathname = usePathname();
  const user = useSessionUser();
  const newEnquiries = useNewEnquiryCount();
  if (!user) return null;
  // Beside the name and the inbox link: the breeder sees new enquiries from any page.
  const newBadge = newEnquiries ? (
    <span className="badge rounded-pill text-bg-danger ms-1 new-enquiries">
      <span aria-hidden="true">{newEnquiries}</span>
      <span className="visually-hidden">{t('newEnquiries', { count: newEnquiries })}</span>
    </span>
  ) : null;

  return (
    <NavMenu
      as="div"
      id="user-menu"
      alignEnd
      onOpenChange={onOpenChange}
      active={pathname.startsWith(ADMIN_PREFIX)}
      label={
        <>
          <PersonIcon className="me-1" />
          <span className="visually-hidden">{t('label')}: </span>
          <span className="user-menu__name">{user.name}</span>
          {newBadge}
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
            {key === 'enquiries' && newBadge}
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
