import { setRequestLocale } from 'next-intl/server';
import { DogListScreen, dogListMetadata } from '@/features/dogs/ui/DogListScreen';
import type { AppLocale } from '@/i18n/routing';
import type { LocaleParams } from '@/lib/i18n/metadata';

// Ages shown on the cards move on by themselves: rebuild at least hourly.
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  return dogListMetadata((await params).locale as AppLocale, 'placed');
}

export default async function PlacedPuppiesPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  return <DogListScreen status="placed" />;
}
