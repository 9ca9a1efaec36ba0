import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/PageIntro';
import { Pagination } from '@/components/ui/Pagination';
import type { AppLocale } from '@/i18n/routing';
import { getGallery } from '@/features/gallery/reads';
import { buildMetadata, pageMetadata } from '@/features/site/metadata';
import { LIST_PAGE_SIZE, pageCount, pageOf } from '@/lib/list-pages';
import { listPagePath, publicPaths } from '@/lib/paths.mjs';
import { PhotoGrid } from '@/components/photos/PhotoGrid';

const SIZE = LIST_PAGE_SIZE.gallery;

/** Title, description and address of the gallery's page `page` (from 1). */
export async function galleryMetadata(locale: AppLocale, page: number): Promise<Metadata> {
  if (page === 1) return pageMetadata(locale, 'GalleryPage', publicPaths.gallery);
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'GalleryPage' }),
    getTranslations({ locale, namespace: 'Pagination' }),
  ]);
  return buildMetadata(locale, {
    title: pages('metaTitle', { title: t('metaTitle'), page }),
    description: t('metaDescription'),
    path: listPagePath(publicPaths.gallery, page),
  });
}

/** The owners' photos, a page at a time (`/gallery`, `/gallery?page=N`); 404 past the last page. */
export async function GalleryScreen({ page }: { page: number }) {
  const [t, all] = await Promise.all([getTranslations('GalleryPage'), getGallery()]);
  const images = pageOf(all, page, SIZE);
  if (!images) notFound();
  const total = all.length;
  const first = (page - 1) * SIZE;

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5">
        {total > 0 ? (
          <>
            <PhotoGrid
              images={images}
              alts={images.map((image, i) =>
                image.dog
                  ? t('dogPhotoAlt', { name: image.dog.name, number: first + i + 1 })
                  : t('photoAlt', { number: first + i + 1 }),
              )}
              captions={images.map((image) => image.dog?.name ?? null)}
              openLabels={images.map((_, i) => t('openPhoto', { number: first + i + 1, total }))}
              layout="even"
              priorityFirst
            />
            <Pagination
              list={publicPaths.gallery}
              listName={t('title')}
              page={page}
              pageCount={pageCount(total, SIZE)}
            />
          </>
        ) : (
          <p className="empty-state mb-0">{t('empty')}</p>
        )}
      </div>
    </>
  );
}
