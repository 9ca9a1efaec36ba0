'use client';

import { useTranslations } from '@/lib/client/intl';
import { PhoneIcon } from '@/components/ui/icons';
import { NavMenu } from './NavMenu';
import type { PhoneNumber } from './PhoneNumbers';

interface HeaderCallProps {
  numbers: PhoneNumber[];
  onOpenChange: (open: boolean) => void;
}

/**
 * Below 1200 px: one "Call" button in the header bar, beside the menu button, never over the
 * page. One number calls at once; two open a list that says which country each one is.
 */
export function HeaderCall({ numbers, onOpenChange }: HeaderCallProps) {
  const t = useTranslations('Header');
  const [only] = numbers;
  if (!only) return null;
  const label = (
    <>
      <PhoneIcon className="me-1" />
      {t('call')}
    </>
  );
  return (
    <ul className="navbar-nav header-call d-xl-none ms-auto me-2">
      {numbers.length === 1 ? (
        <li className="nav-item">
          <a href={only.href} className="nav-link header-call__button">
            {label}
            <span className="visually-hidden">
              {' '}
              {t(only.key)}: {only.number}
            </span>
          </a>
        </li>
      ) : (
        <NavMenu
          id="call-menu"
          alignEnd
          toggleClassName="header-call__button"
          onOpenChange={onOpenChange}
          label={label}
        >
          {numbers.map(({ key, number, href }) => (
            <li key={key}>
              <a href={href} className="dropdown-item">
                {t(key)}
                <span className="d-block fw-semibold">{number}</span>
              </a>
            </li>
          ))}
        </NavMenu>
      )}
    </ul>
  );
}
