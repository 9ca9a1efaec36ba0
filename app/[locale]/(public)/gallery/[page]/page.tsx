import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { GalleryScreen, galleryMetadata } from '@/features/gallery/ui/GalleryScreen';
import type { AppLocale } from '@/i18n/routing';
import type { ListPageParams } from '@/lib/i18n/metadata';
import { listPageNumber } from '@/lib/paths.mjs';

// `/gallery?page=N` (the proxy serves it from here): rendered on its first visit, then static.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: ListPageParams) {
  const { locale, page } = await params;
  const number = listPageNumber(page);
  return number === null ? {} : galleryMetadata(locale as AppLocale, number);
}

export default async function GalleryListPage({ params }: ListPageParams) {
  const { locale, page } = await params;
  setRequestLocale(locale as AppLocale);
  const number = listPageNumber(page);
  if (number === null) notFound();
  return <GalleryScreen page={number} />;
}
