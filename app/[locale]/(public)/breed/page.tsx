import { setRequestLocale } from 'next-intl/server';
import { BreedBody } from '@/features/pages/ui/BreedBody';
import type { AppLocale } from '@/i18n/routing';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { contentMetadata, publishedPage } from '@/features/pages/server/page-render';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'breed', publicPaths.breed);
}

export default async function BreedPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const { page, values } = await publishedPage('breed', locale as AppLocale);
  return <BreedBody page={page} locale={locale as AppLocale} values={values} />;
}
