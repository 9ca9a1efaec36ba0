import type { ReactNode } from 'react';
import { siteName } from '@/lib/site/name';
import { AlertBanner } from './AlertBanner';
import { ClientRuntime } from './ClientRuntime';
import { Header } from './Header';
import { NavigationOverlay } from './NavigationOverlay';
import { OfflineNotice } from './OfflineNotice';
import { SkipLink } from './SkipLink';

/** SPEC §3 admin layout: header, alert area, page. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header siteName={siteName()} />
      <AlertBanner />
      <main id="main" tabIndex={-1} className="admin-main">
        {children}
      </main>
      <OfflineNotice />
      <NavigationOverlay />
      <ClientRuntime />
    </>
  );
}
