import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing, type AppLocale } from '@/i18n/routing';
import { getSiteFacts } from '@/lib/api';
import { factValues } from './fact-values';
import { siteUrl } from '@/lib/site/url';
import { LOCALE_TAGS } from './locale';

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

interface MetadataInput {
  title: string;
  description: string;
  /** The page's own address, e.g. "/breed": its canonical URL and `og:url`. */
  path: string;
  absoluteTitle?: boolean;
  /** A photo for link previews (Open Graph and Twitter cards). */
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article';
}

/** Title, description, canonical address, Open Graph and Twitter tags of one page. */
export async function buildMetadata(locale: AppLocale, input: MetadataInput): Promise<Metadata> {
  const { title, description, path, absoluteTitle = false, image, type = 'website' } = input;
  const name = (await getSiteFacts()).kennelName;
  const images = image ? [image] : undefined;
  return {
    metadataBase: new URL(siteUrl()),
    title: absoluteTitle ? { absolute: `${name} – ${title}` } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: name,
      locale: LOCALE_TAGS[locale].replace('-', '_'),
      type,
      images,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      images: image ? [image.url] : undefined,
    },
  };
}

/** Translated metadata of a content page from its namespace's `metaTitle` and `metaDescription`. */
export async function pageMetadata(
  locale: string,
  namespace: PageNamespace,
  path: string,
  { absoluteTitle = false }: { absoluteTitle?: boolean } = {},
): Promise<Metadata> {
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, facts] = await Promise.all([
    getTranslations({ locale, namespace: namespace as 'HomePage' }),
    getSiteFacts(),
  ]);
  return buildMetadata(locale, {
    title: t('metaTitle'),
    // Descriptions may name facts (`{foundingYear}`), as the pages' texts do.
    description: t('metaDescription', factValues(facts, locale)),
    path,
    absoluteTitle,
  });
}

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
