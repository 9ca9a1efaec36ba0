import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/AdminNav';
import { AlertBanner } from './AlertBanner';
import { ClientRuntime } from './ClientRuntime';
import { Header } from './Header';
import { NavigationOverlay } from './NavigationOverlay';
import { OfflineNotice } from './OfflineNotice';
import { SkipLink } from './SkipLink';

/** SPEC §3 admin layout: header, the admin screens' navigation, alert area, page. */
export function AdminShell({ siteName, children }: { siteName: string; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header siteName={siteName} />
      <AdminNav />
      {/* In the page's flow, like the alerts: it pushes the page down, never covers it. */}
      <OfflineNotice />
      <AlertBanner />
      <main id="main" tabIndex={-1} className="admin-main">
        {children}
      </main>
      <NavigationOverlay />
      <ClientRuntime />
    </>
  );
}
