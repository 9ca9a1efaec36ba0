import { setRequestLocale } from 'next-intl/server';
import { TransportBody } from '@/features/pages/ui/TransportBody';
import type { AppLocale } from '@/i18n/routing';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { contentMetadata, publishedPage } from '@/features/pages/server/page-render';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'transport', publicPaths.transport);
}

export default async function TransportPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const { page, values, facts } = await publishedPage('transport', locale as AppLocale);
  return (
    <TransportBody
      page={page}
      locale={locale as AppLocale}
      values={values}
      airlines={facts.airlines}
    />
  );
}
