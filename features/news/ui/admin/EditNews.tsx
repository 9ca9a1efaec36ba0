'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { PhotosSection } from '@/components/admin/photos/PhotosSection';
import { newsPhotos } from '@/components/admin/photos/usePhotoCollection';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, KEYS } from '@/lib/client/api';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { newsPath } from '@/features/news/rules';
import { adminPaths } from '@/lib/paths.mjs';
import type { NewsPost } from '@/features/news/schema';
import type { DogImage } from '@/lib/validation/responses';
import { NewsForm, type LitterOption } from './NewsForm';

/** A post's title as the admin names it: the first language written. */
export function adminTitle(post: Pick<NewsPost, 'title'>, untitled: string): string {
  return post.title.en || post.title.hu || post.title.de || untitled;
}

/** `/admin/news/add` and `/admin/news/edit/{id}`: the post's form, its photos, deleting it. */
export function EditNews({ post, litters }: { post: NewsPost | null; litters: LitterOption[] }) {
  const t = useTranslations('AdminNews');
  const router = useRouter();
  const [current, setCurrent] = useState(post);
  const [confirming, setConfirming] = useState(false);
  const title = current ? adminTitle(current, t('untitled')) : '';
  const setImages = (images: DogImage[]) =>
    setCurrent((known) => (known ? { ...known, images } : known));
  const remove = async () => {
    if (!current) return;
    try {
      await apiFetch(`${KEYS.newsPost(current.id)}?version=${current.version}`, {
        method: 'DELETE',
      });
      showMessage({ type: 'success', messages: [t('deleted')] });
      router.push(adminPaths.news);
    } catch (error) {
      setConfirming(false);
      reportError(error);
    }
  };

  return (
    <div className="container py-4">
      <ScreenHeader title={current ? t('editPost', { title }) : t('addTitle')}>
        <PrefetchLink href={adminPaths.news} className="btn btn-outline-secondary">
          {t('back')}
        </PrefetchLink>
      </ScreenHeader>
      <NewsForm
        key={current?.id ?? 'new'}
        post={current}
        litters={litters}
        photos={current?.images.map((image, i) => ({
          src: image.url,
          alt: t('photoAlt', { number: i + 1 }),
          width: image.width,
          height: image.height,
        }))}
        onSaved={(saved) => setCurrent(saved)}
      />
      {current && (
        <>
          <PhotosSection
            id="news-photos"
            title={t('photosTitle')}
            collection={newsPhotos(current.id)}
            images={current.images}
            setImages={setImages}
            photoAlt={(position) => t('photoAlt', { number: position })}
          />
          <div className="d-flex flex-wrap gap-2 mt-5 pt-3 border-top">
            <a href={newsPath(current)} className="btn btn-outline-primary">
              {t('view')}
            </a>
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setConfirming(true)}
            >
              {t('delete')}
            </button>
          </div>
          <ConfirmDialog
            show={confirming}
            title={t('deleteTitle')}
            body={t('deleteConfirm', { title })}
            confirmLabel={t('delete')}
            onCancel={() => setConfirming(false)}
            onConfirm={remove}
          />
        </>
      )}
    </div>
  );
}
