import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DogListScreen, dogListMetadata } from '@/features/dogs/ui/DogListScreen';
import type { AppLocale } from '@/i18n/routing';
import type { ListPageParams } from '@/lib/i18n/metadata';
import { listPageNumber } from '@/lib/paths.mjs';

// `?page=N` of the list (the proxy serves it from here): rendered on its first visit, then
// static; ages shown on the cards move on by themselves, so rebuilt at least hourly.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: ListPageParams) {
  const { locale, page } = await params;
  const number = listPageNumber(page);
  return number === null ? {} : dogListMetadata(locale as AppLocale, 'available', number);
}

export default async function AvailablePuppiesListPage({ params }: ListPageParams) {
  const { locale, page } = await params;
  setRequestLocale(locale as AppLocale);
  const number = listPageNumber(page);
  if (number === null) notFound();
  return <DogListScreen status="available" page={number} />;
}
