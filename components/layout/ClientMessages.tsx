import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IntlProvider } from '@/lib/client/intl';
import type { ADMIN_ROUTES } from '@/lib/paths.mjs';

/** An admin screen, by its route's name. */
export type AdminScreen = keyof typeof ADMIN_ROUTES;

/**
 * Namespaces the public layout's browser components read (header, alerts, notices, viewer). A
 * page's forms add the whole of `apiErrors` (the alert banner reads theirs too, lib/client/intl.tsx).
 */
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
] as const;

/** The API's error codes the layout's own browser parts can meet (signing out, the language). */
export const LAYOUT_API_ERRORS = [
  'networkError',
  'serverError',
  'databaseUnavailable',
  'invalidOrigin',
  'unauthorized',
  'forbidden',
] as const;

/** What the sign-in and sign-up forms add (and their screen while the database is down). */
export const AUTH_NAMESPACES = [
  ...PUBLIC_NAMESPACES,
  'apiErrors',
  'LoginPage',
  'SignupPage',
  'DatabaseUnavailable',
] as const;

/** What the password reset pages add. */
export const RESET_NAMESPACES = [
  ...PUBLIC_NAMESPACES,
  'apiErrors',
  'ForgotPasswordPage',
  'ResetPasswordPage',
] as const;

/**
 * What the admin layout's browser components read (header, menu, alerts, the outage screen), for
 * every admin screen; each screen adds its own (ADMIN_SCREEN_NAMESPACES).
 */
export const ADMIN_SHELL_NAMESPACES = [
  'Common',
  'Header',
  'Locales',
  'Alerts',
  'Network',
  'Errors',
  'UserMenu',
  'AdminNav',
  'DatabaseUnavailable',
  'EditConflict',
  // What an admin form kept in the browser, put back (components/admin/PutBackNotice.tsx).
  'KeptDraft',
  // The alert banner turns any screen's API error codes into words (components/layout/AlertBanner.tsx).
  'apiErrors',
] as const;

/** The dog form's, on the screens that add or edit a dog. */
const DOG_FORM = [
  'AdminHealth',
  'AdminPuppyFacts',
  'DogForm',
  'Dogs',
  'Health',
  'LitterAdmin',
  'Litters',
] as const;

/**
 * What each admin screen's browser components add to the shell's (tests/unit/admin-messages.test.ts
 * finds them from the screen's imports), so an admin page's HTML carries its own screen's
 * messages rather than every screen's.
 */
export const ADMIN_SCREEN_NAMESPACES = {
  pageInfo: ['InfoForm', 'SiteFacts'],
  dogs: ['AdminDogs', 'AdminHealth', 'AdminPuppyFacts', 'Dogs'],
  addDog: DOG_FORM,
  editDog: ['AdminDogs', ...DOG_FORM],
  choosePhotos: ['PhotoManager'],
  dogPhotos: ['AdminDogs', 'Dogs', 'PhotoManager', 'Videos'],
  parents: ['AdminDogs', 'AdminHealth', 'AdminPuppyFacts', 'Dogs'],
  addParent: DOG_FORM,
  editParent: ['AdminDogs', ...DOG_FORM],
  damHeats: ['BreedingRecords', 'Litters'],
  parentPhotos: ['AdminDogs', 'Dogs', 'PhotoManager', 'Videos'],
  dogPedigree: ['PedigreeEditor'],
  litters: ['LitterAdmin', 'Litters'],
  addLitter: ['LitterAdmin', 'Litters'],
  matingPreview: ['MatingPreview'],
  editLitter: ['LitterAdmin', 'Litters', 'PhotoManager', 'Videos'],
  litterWhelping: ['BreedingRecords', 'Dogs', 'Litters'],
  gallery: ['AdminWatermark', 'GalleryPage', 'PhotoManager'],
  ownerPhotos: ['AdminModeration'],
  enquiries: ['AdminEnquiries'],
  applications: [],
  application: [
    'AdminContract',
    'AdminDocuments',
    'AdminModeration',
    'ApplicationAdmin',
    'BuyerMailConfirm',
    'MyDocuments',
    'WaitingList',
  ],
  applicationQuestions: ['ApplicationAdmin'],
  waitingList: ['BuyerMailConfirm', 'WaitingList'],
  bookings: ['AdminBookings'],
  calendar: ['BreederCalendar'],
  diary: ['AdminDiary', 'Videos'],
  password: ['PasswordPage', 'AccountLanguage'],
  news: [],
  addNews: ['AdminNews', 'PhotoManager', 'RichTextEditor'],
  editNews: ['AdminNews', 'PhotoManager', 'RichTextEditor'],
  faq: ['AdminFaq', 'AdminNews', 'RichTextEditor'],
  pages: ['AdminPages'],
  editPage: ['AdminPages', 'PhotoManager', 'RichTextEditor'],
  pagePreview: [],
  contract: ['AdminContract', 'RichTextEditor'],
} as const satisfies Record<AdminScreen, readonly Namespace[]>;

/** What a page with the enquiry form adds around it (features/enquiries/ui/EnquiryForm.tsx). */
export const ENQUIRY_NAMESPACES = ['EnquiryForm', 'apiErrors'] as const;

/** What a page with the subscribe form adds around it (features/subscriptions/ui/SubscribeForm.tsx). */
export const SUBSCRIBE_NAMESPACES = ['Subscribe', 'apiErrors'] as const;

type Namespace = keyof Messages;
type Messages = Awaited<ReturnType<typeof getMessages>>;

/**
 * Hands the browser components their translations (lib/client/intl.tsx), and only the messages
 * they use: every message of every screen would ride along in each page's HTML otherwise.
 * Without `namespaces`, all of them; `apiErrors` picks some of that namespace's messages.
 */
export async function ClientMessages({
  namespaces,
  apiErrors,
  children,
}: {
  namespaces?: readonly Namespace[];
  apiErrors?: readonly (keyof Messages['apiErrors'])[];
  children: ReactNode;
}) {
  const [locale, messages, timeZone] = await Promise.all([
    getLocale(),
    getMessages(),
    getTimeZone(),
  ]);
  const picked: Record<string, unknown> = namespaces
    ? Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]))
    : messages;
  if (apiErrors) {
    picked.apiErrors = Object.fromEntries(apiErrors.map((key) => [key, messages.apiErrors[key]]));
  }
  return (
    <IntlProvider locale={locale} messages={picked} timeZone={timeZone}>
      {children}
    </IntlProvider>
  );
}
