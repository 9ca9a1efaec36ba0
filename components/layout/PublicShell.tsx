import type { ReactNode } from 'react';
import type { SiteInfo } from '@/lib/validation/responses';
import { AlertBanner } from './AlertBanner';
import { ClientRuntime } from './ClientRuntime';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguagePicker } from './LanguagePicker';
import { NavigationOverlay } from './NavigationOverlay';
import { OfflineNotice } from './OfflineNotice';
import { phoneNumbers } from './PhoneNumbers';
import { PhoneStrip } from './PhoneStrip';
import { SkipLink } from './SkipLink';

interface PublicShellProps {
  /** The kennel's contact info, for the phone line and the footer. */
  info: SiteInfo;
  /** The kennel's name, in the header and the footer. */
  siteName: string;
  children: ReactNode;
}

/** SPEC §3 public layout: header, alert area, page, footer, picker, cookie bar and overlays. */
export function PublicShell({ info, siteName: name, children }: PublicShellProps) {
  return (
    <>
      <SkipLink />
      {/* The kennel's numbers never float over the page: a line above the header on wide
          screens, a call button in the header bar below 1200 px. */}
      <PhoneStrip phone={info.phone} phoneAt={info.phoneAt} />
      <Header siteName={name} phones={phoneNumbers(info.phone, info.phoneAt)} />
      {/* In the page's flow, like the alerts: it pushes the page down, never covers it. */}
      <OfflineNotice />
      <AlertBanner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer info={info} siteName={name} />
      <CookieNotice />
      <LanguagePicker />
      <NavigationOverlay />
      <ClientRuntime />
    </>
  );
}
