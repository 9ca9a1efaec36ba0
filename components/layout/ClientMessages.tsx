import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IntlProvider } from '@/lib/client/intl';

/** Namespaces the public layout's browser components read (header, alerts, notices, viewer). */
export const PUBLIC_NAMESPACES = [
  'Common',
  'Header',
  'Footer',
  'Locales',
  'LanguagePicker',
  'CookieNotice',
  'Alerts',
  'Network',
  'Errors',
  'Lightbox',
  'UserMenu',
  'apiErrors',
] as const;

/** What the sign-in and sign-up forms add (and their screen while the database is down). */
export const AUTH_NAMESPACES = [
  ...PUBLIC_NAMESPACES,
  'LoginPage',
  'SignupPage',
  'DatabaseUnavailable',
] as const;

/** What the password reset pages add. */
export const RESET_NAMESPACES = [
  ...PUBLIC_NAMESPACES,
  'ForgotPasswordPage',
  'ResetPasswordPage',
] as const;

/**
 * What the admin screens' browser components read (tests/unit/admin-messages.test.ts finds them
 * from the screens' imports): every message of the site was half of each admin page's HTML.
 */
export const ADMIN_NAMESPACES = [
  ...PUBLIC_NAMESPACES,
  'AdminBookings',
  'AdminContract',
  'AdminDiary',
  'AdminDocuments',
  'AdminDogs',
  'AdminEnquiries',
  'AdminFaq',
  'AdminHealth',
  'AdminModeration',
  'AdminNav',
  'AdminNews',
  'AdminPages',
  'AdminPuppyFacts',
  'AdminWatermark',
  'ApplicationAdmin',
  'DatabaseUnavailable',
  'DogForm',
  'Dogs',
  'EditConflict',
  'GalleryPage',
  'Health',
  'InfoForm',
  'LitterAdmin',
  'Litters',
  'MyDocuments',
  'PasswordPage',
  'PhotoManager',
  'RichTextEditor',
  'SiteFacts',
  'Videos',
  'WaitingList',
] as const;

/** What a page with the enquiry form adds around it (components/enquiries/EnquiryForm.tsx). */
export const ENQUIRY_NAMESPACES = ['EnquiryForm', 'apiErrors'] as const;

/** What a page with the subscribe form adds around it (components/subscribe/SubscribeForm.tsx). */
export const SUBSCRIBE_NAMESPACES = ['Subscribe', 'apiErrors'] as const;

type Namespace = keyof Messages;
type Messages = Awaited<ReturnType<typeof getMessages>>;

/**
 * Hands the browser components their translations (lib/client/intl.tsx), and only the messages
 * they use: every message of every screen would ride along in each page's HTML otherwise.
 * Without `namespaces`, all of them.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces?: readonly Namespace[];
  children: ReactNode;
}) {
  const [locale, messages, timeZone] = await Promise.all([
    getLocale(),
    getMessages(),
    getTimeZone(),
  ]);
  const picked = namespaces
    ? Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]))
    : messages;
  return (
    <IntlProvider locale={locale} messages={picked} timeZone={timeZone}>
      {children}
    </IntlProvider>
  );
}
