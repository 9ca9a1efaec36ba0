import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DogListScreen } from '@/components/dogs/DogListScreen';
import type { AppLocale } from '@/i18n/routing';
import { DOG_LIST_PATHS } from '@/lib/dogs';
import { buildMetadata, type LocaleParams } from '@/lib/i18n/metadata';

// Ages shown on the cards move on by themselves: rebuild at least hourly.
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'PuppiesPage' });
  return buildMetadata(locale, {
    title: t('placedMetaTitle'),
    description: t('placedMetaDescription'),
    path: DOG_LIST_PATHS.placed,
  });
}

export default async function PlacedPuppiesPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  return <DogListScreen status="placed" />;
}
