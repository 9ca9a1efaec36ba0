import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeBody } from '@/features/pages/ui/HomeBody';
import { JsonLd } from '@/components/ui/JsonLd';
import type { AppLocale } from '@/i18n/routing';
import { getSiteInfo } from '@/lib/api';
import { type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { contentMetadata, pageLine, publishedPage } from '@/features/pages/server/page-render';
import { kennelJsonLd } from '@/features/site/structured-data';

// Ages shown on the puppy cards move on by themselves: rebuild at least hourly.
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'home', publicPaths.home, { absoluteTitle: true });
}

export default async function HomePage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const [rendered, info, home] = await Promise.all([
    publishedPage('home', locale as AppLocale),
    getSiteInfo(),
    getTranslations('HomePage'),
  ]);
  const description = pageLine(rendered, 'metaDescription', locale as AppLocale);

  return (
    <>
      <JsonLd
        data={kennelJsonLd(info, rendered.facts, description, {
          pedigree: home('pedigreeTitle'),
        })}
      />
      <HomeBody page={rendered.page} locale={locale as AppLocale} values={rendered.values} />
    </>
  );
}
