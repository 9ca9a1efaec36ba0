import { setRequestLocale } from 'next-intl/server';
import { ApplyPage } from '@/features/applications/ui/ApplyPage';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/features/site/metadata';
import { type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';

// Static, rendered again at run time: the form's signed start for visitors without JavaScript.
// With a query (`?litter=`, or after a refused post) the proxy shows ./filled instead.
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'Apply', publicPaths.apply);
}

export default async function Apply({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  return <ApplyPage locale={locale as AppLocale} />;
}
