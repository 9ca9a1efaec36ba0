import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';

export type PageNamespace =
  | 'HomePage'
  | 'AboutPage'
  | 'BreedPage'
  | 'TransportPage'
  | 'ContactPage'
  | 'PrivacyPage'
  | 'LegalNotice'
  | 'GalleryPage'
  | 'PuppiesPage'
  | 'OurDogsPage'
  | 'Litters'
  | 'Apply'
  | 'News'
  | 'Faq'
  | 'Reviews';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** A later page of a paged list: its `[page]` segment (lib/paths.mjs listPageNumber). */
export interface ListPageParams {
  params: Promise<{ locale: string; page: string }>;
}

export type PrivatePage =
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'
  | 'pageInfo'
  | 'dogs'
  | 'addDog'
  | 'editDog'
  | 'choosePhotos'
  | 'dogPhotos'
  | 'parents'
  | 'addParent'
  | 'gallery'
  | 'enquiries'
  | 'waitingList'
  | 'password'
  | 'applications'
  | 'applicationQuestions'
  | 'calendar'
  | 'damHeats'
  | 'litterWhelping'
  | 'dogPedigree'
  | 'matingPreview';

/** Sign-in and admin screens: a translated title, kept out of search engines. */
export async function privatePageMetadata(locale: string, page: PrivatePage): Promise<Metadata> {
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : 'en',
    namespace: 'PageTitles',
  });
  return { title: t(page), robots: { index: false, follow: false } };
}
