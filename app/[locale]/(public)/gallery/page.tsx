import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PhotoGrid } from '@/components/gallery/PhotoGrid';
import { PageIntro } from '@/components/ui/PageIntro';
import type { AppLocale } from '@/i18n/routing';
import { getGallery } from '@/lib/api';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'GalleryPage', publicPaths.gallery);
}

export default async function GalleryPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  const [t, images] = await Promise.all([getTranslations('GalleryPage'), getGallery()]);
  const total = images.length;

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5">
        {total > 0 ? (
          <PhotoGrid
            images={images}
            alts={images.map((_, i) => t('photoAlt', { number: i + 1 }))}
            openLabels={images.map((_, i) => t('openPhoto', { number: i + 1, total }))}
            layout="even"
            priorityFirst
          />
        ) : (
          <p className="empty-state mb-0">{t('empty')}</p>
        )}
      </div>
    </>
  );
}
