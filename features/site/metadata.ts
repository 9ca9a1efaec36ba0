import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing, type AppLocale } from '@/i18n/routing';
import { factValues } from '@/lib/i18n/fact-values';
import { LOCALE_TAGS } from '@/lib/i18n/locale';
import type { PageNamespace } from '@/lib/i18n/metadata';
import { siteUrl } from '@/lib/site/url';
import { getSiteFacts } from './reads';

// A public page's metadata names the kennel: its stored name and facts.

export interface MetadataInput {
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
