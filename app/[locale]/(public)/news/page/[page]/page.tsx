import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NewsScreen, newsMetadata } from '@/features/news/ui/NewsScreen';
import type { AppLocale } from '@/i18n/routing';
import type { ListPageParams } from '@/lib/i18n/metadata';
import { listPageNumber } from '@/lib/paths.mjs';

// `/news?page=N` (the proxy serves it from here): rendered on its first visit, then static.
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: ListPageParams) {
  const { locale, page } = await params;
  const number = listPageNumber(page);
  return number === null ? {} : newsMetadata(locale as AppLocale, number);
}

export default async function NewsListPage({ params }: ListPageParams) {
  const { locale, page } = await params;
  setRequestLocale(locale as AppLocale);
  const number = listPageNumber(page);
  if (number === null) notFound();
  return <NewsScreen page={number} locale={locale as AppLocale} />;
}
