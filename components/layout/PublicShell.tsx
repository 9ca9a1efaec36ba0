import type { ReactNode } from 'react';
import { getSiteInfo } from '@/lib/api';
import { siteName } from '@/lib/site/name';
import { AlertBanner } from './AlertBanner';
import { ClientRuntime } from './ClientRuntime';
import { CookieNotice } from './CookieNotice';
import { FloatingPhones } from './FloatingPhones';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguagePicker } from './LanguagePicker';
import { NavigationOverlay } from './NavigationOverlay';
import { OfflineNotice } from './OfflineNotice';
import { SkipLink } from './SkipLink';

/** SPEC §3 public layout: header, alert area, page, footer, picker, cookie bar and overlays. */
export async function PublicShell({ children }: { children: ReactNode }) {
  const info = await getSiteInfo();
  const name = siteName();
  return (
    <>
      <SkipLink />
      <Header siteName={name} />
      {/* Outside the header: its hide transform would otherwise carry fixed children along. */}
      <FloatingPhones phone={info.phone} phoneAt={info.phoneAt} />
      <AlertBanner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer info={info} siteName={name} />
      <OfflineNotice />
      <CookieNotice />
      <LanguagePicker />
      <NavigationOverlay />
      <ClientRuntime />
    </>
  );
}
