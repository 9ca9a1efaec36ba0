import { setRequestLocale } from 'next-intl/server';
import { GalleryScreen, galleryMetadata } from '@/features/gallery/ui/GalleryScreen';
import type { AppLocale } from '@/i18n/routing';
import type { LocaleParams } from '@/lib/i18n/metadata';

export async function generateMetadata({ params }: LocaleParams) {
  return galleryMetadata((await params).locale as AppLocale, 1);
}

export default async function GalleryPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  return <GalleryScreen page={1} />;
}
