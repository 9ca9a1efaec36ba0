import { setRequestLocale } from 'next-intl/server';
import { AboutBody } from '@/features/pages/ui/AboutBody';
import type { AppLocale } from '@/i18n/routing';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { contentMetadata, publishedPage } from '@/features/pages/server/page-render';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'about', publicPaths.about);
}

export default async function AboutPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const { page, values } = await publishedPage('about', locale as AppLocale);
  return <AboutBody page={page} locale={locale as AppLocale} values={values} />;
}
