import type { AppLocale } from '@/i18n/routing';

// The root error page's texts in one locale. A module of its own, loaded only when that page
// shows: the page itself ships with every page of the site, and these loaders and the mapping
// would add to each.

/** What the root error page shows. */
export interface ErrorTexts {
  title: string;
  message: string;
  home: string;
}

/** The part of a locale's messages the page reads. */
interface Messages {
  Errors: { genericTitle: string; errorPageFailed: string };
  Common: { backHome: string };
}

const loaders: Record<AppLocale, () => Promise<{ default: Messages }>> = {
  en: () => import('@/messages/en.json'),
  hu: () => import('@/messages/hu.json'),
  de: () => import('@/messages/de.json'),
};

export async function loadErrorTexts(locale: AppLocale): Promise<ErrorTexts> {
  const { default: m } = await loaders[locale]();
  return {
    title: m.Errors.genericTitle,
    message: m.Errors.errorPageFailed,
    home: m.Common.backHome,
  };
}
