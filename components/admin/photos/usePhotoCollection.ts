'use client';

import { useTranslations } from '@/lib/client/intl';
import { useCallback, useState } from 'react';
import { apiFetch, ApiRequestError, KEYS } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { reportError } from '@/lib/client/report-error';
import type { DogImage } from '@/lib/validation/responses';
import { showMessage } from '@/lib/client/alerts';
import { createSaveQueue } from '@/lib/client/reorder';
import {
  MAX_GALLERY_PHOTOS,
  MAX_PHOTOS_PER_DOG,
  MAX_PHOTOS_PER_LITTER,
} from '@/lib/validation/upload';
import { MAX_PHOTOS_PER_POST } from '@/lib/validation/form-limits';
import { focalVersion, orderVersion } from '@/lib/validation/photo-versions';
import { useUploadQueue } from './useUploadQueue';

/** Where an ordered photo collection lives in the API, and how many photos it may hold. */
export interface PhotoCollection {
  /** Files are POSTed here, the order PUT to `{path}/order`, a photo DELETEd at `{path}/{id}`. */
  path: string;
  /** Most photos it may hold. */
  limit: number;
  /** The `apiErrors` key of a file refused for lack of room, as the server words it. */
  limitError:
    | 'dogPhotoLimit'
    | 'galleryPhotoLimit'
    | 'litterPhotoLimit'
    | 'pagePhotoLimit'
    | 'newsPhotoLimit';
  /** The `PhotoManager` key telling the breeder the collection is full. */
  fullMessage: 'full' | 'galleryFull' | 'litterFull' | 'pageFull' | 'newsFull';
  /** The `PhotoManager` key saying what the order of the photos means. */
  orderHelp: 'orderHelp' | 'galleryOrderHelp' | 'pageOrderHelp';
  /** A dog's first photo is its cover; the gallery's photos are only an order. */
  hasCover: boolean;
}

/** The owners (features/dogs/server/dogs.ts, litters.ts and gallery.ts on the server). */
export const dogPhotos = (dogId: number): PhotoCollection => ({
  path: `${KEYS.dog(dogId)}/images`,
  limit: MAX_PHOTOS_PER_DOG,
  limitError: 'dogPhotoLimit',
  fullMessage: 'full',
  orderHelp: 'orderHelp',
  hasCover: true,
});
/** A litter's photos (features/litters/server/litters.ts); the first is its cover. */
export const litterPhotos = (litterId: number): PhotoCollection => ({
  path: `${KEYS.litter(litterId)}/images`,
  limit: MAX_PHOTOS_PER_LITTER,
  limitError: 'litterPhotoLimit',
  fullMessage: 'litterFull',
  orderHelp: 'orderHelp',
  hasCover: true,
});
/** A news post's photos (features/news/server/news.ts); the first is its cover. */
export const newsPhotos = (newsId: number): PhotoCollection => ({
  path: `${KEYS.newsPost(newsId)}/images`,
  limit: MAX_PHOTOS_PER_POST,
  limitError: 'newsPhotoLimit',
  fullMessage: 'newsFull',
  orderHelp: 'orderHelp',
  hasCover: true,
});
export const galleryPhotos: PhotoCollection = {
  path: '/admin/gallery',
  limit: MAX_GALLERY_PHOTOS,
  limitError: 'galleryPhotoLimit',
  fullMessage: 'galleryFull',
  orderHelp: 'galleryOrderHelp',
  hasCover: false,
};
/** Photos one page may hold (features/pages/server/page-photos.ts). */
const MAX_PAGE_PHOTOS = 20;
/** A page's photos: its photo blocks choose among them. */
export const pagePhotos = (page: string): PhotoCollection => ({
  path: `/admin/pages/${encodeURIComponent(page)}/photos`,
  limit: MAX_PAGE_PHOTOS,
  limitError: 'pagePhotoLimit',
  fullMessage: 'pageFull',
  orderHelp: 'pageOrderHelp',
  hasCover: false,
});

/** How a focal point's save went; `changed`: refused, this photo as another tab left it. */
export type FocalOutcome = { saved: true } | { saved: false; changed?: DogImage; gone?: true };

interface Options {
  collection: PhotoCollection;
  images: DogImage[];
  /** Replaces the photos in the screen's cache (SWR) with the server's or an optimistic list. */
  setImages: (images: DogImage[]) => void;
}

/**
 * Adds (an upload queue within the room left), reorders (optimistically, undone on failure) and
 * deletes the photos of one collection, telling the breeder how each went.
 */
export function usePhotoCollection({ collection, images, setImages }: Options) {
  const t = useTranslations('PhotoManager');
  const tConflict = useTranslations('EditConflict');
  const { path, limit, limitError } = collection;
  const room = Math.max(0, limit - images.length);

  const onFinished = useCallback(
    ({ uploaded, failed }: { uploaded: number; failed: number }) => {
      const messages = [
        ...(uploaded > 0 ? [t('uploaded', { count: uploaded })] : []),
        ...(failed > 0 ? [t('someFailed', { count: failed })] : []),
      ];
      const type = failed === 0 ? 'success' : uploaded === 0 ? 'danger' : 'warning';
      showMessage({ type, messages });
    },
    [t],
  );
  const queue = useUploadQueue({
    uploadPath: path,
    room,
    limitError,
    onUploaded: setImages,
    onFinished,
  });

  const [enqueueSave] = useState(createSaveQueue);
  /**
   * Saves go one after another, each based on the order the one before it saved (or, first, the
   * order on screen): a move made elsewhere in between is not overwritten but shown (409).
   */
  const reorder = async (next: DogImage[]) => {
    const before = images;
    setImages(next);
    const save = enqueueSave(() =>
      apiFetch<DogImage[]>(`${path}/order`, {
        method: 'PUT',
        body: { ids: next.map((i) => i.id), version: orderVersion(before) },
      }),
    );
    try {
      const saved = await save.result;
      if (save.isLatest()) setImages(saved);
    } catch (error) {
      const current = conflictOf<DogImage[]>(error);
      if (current) {
        if (save.isLatest()) setImages(current);
        showMessage({ type: 'warning', messages: [tConflict('photosChanged')] });
        return;
      }
      if (save.isLatest()) setImages(before);
      reportError(error);
    }
  };

  /** True once the photo is gone. */
  const remove = async (image: DogImage): Promise<boolean> => {
    try {
      await apiFetch(`${path}/${image.id}`, { method: 'DELETE' });
      setImages(images.filter((i) => i.id !== image.id));
      showMessage({ type: 'success', messages: [t('deleted')] });
      return true;
    } catch (error) {
      reportError(error);
      return false;
    }
  };

  /**
   * Saves the photo's focal point (null: none), based on the point `image` had when the breeder
   * chose: a point set elsewhere meanwhile is not overwritten but comes back as `changed`, and
   * the photo is shown as it is now.
   */
  const setFocal = async (image: DogImage, focal: DogImage['focal']): Promise<FocalOutcome> => {
    try {
      const saved = await apiFetch<DogImage>(`${path}/${image.id}`, {
        method: 'PATCH',
        body: { focal, version: focalVersion(image.focal) },
      });
      setImages(images.map((i) => (i.id === saved.id ? saved : i)));
      showMessage({ type: 'success', messages: [t('focalSaved')] });
      return { saved: true };
    } catch (error) {
      const current = conflictOf<DogImage>(error);
      if (current) {
        setImages(images.map((i) => (i.id === current.id ? current : i)));
        return { saved: false, changed: current };
      }
      reportError(error);
      // Deleted meanwhile (another tab): off the list, and the dialog has nothing left to save.
      if (error instanceof ApiRequestError && error.status === 404) {
        setImages(images.filter((i) => i.id !== image.id));
        return { saved: false, gone: true };
      }
      return { saved: false };
    }
  };

  return { limit, room, full: room === 0, queue, reorder, remove, setFocal };
}
