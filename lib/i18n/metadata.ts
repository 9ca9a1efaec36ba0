import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, LOCALE_TAGS } from './locale';
import { siteName } from '@/lib/site/info';

export type PageNamespace =
  'HomePage' | 'AboutPage' | 'BreedPage' | 'TransportPage' | 'ContactPage';

/** Translated `<title>`, description and Open Graph basics of one content page. */
export async function pageMetadata(
  locale: string,
  namespace: PageNamespace,
  { absoluteTitle = false }: { absoluteTitle?: boolean } = {},
): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: namespace as 'HomePage' });
  const title = t('metaTitle');
  const description = t('metaDescription');
  const name = siteName();
  return {
    title: absoluteTitle ? { absolute: `${name} – ${title}` } : title,
    description,
    openGraph: {
      title,
      description,
      siteName: name,
      locale: LOCALE_TAGS[locale].replace('-', '_'),
      type: 'website',
    },
  };
}

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}
