'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from '@/lib/client/intl';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import { moveItem } from '@/lib/client/reorder';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import type { DogImage } from '@/lib/validation/responses';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/validation/upload';
import { PhotoTile } from './PhotoTile';
import { UploadList } from './UploadList';
import { usePhotoCollection, type PhotoCollection } from './usePhotoCollection';
import { ConfirmDelete } from '@/components/admin/ConfirmDelete';

// The focal point's dialog loads when a photo's point is first set, not with the screen.
const FocalPointDialog = dynamic(
  () => import('./FocalPointDialog').then((m) => m.FocalPointDialog),
  { ssr: false },
);

export interface PhotoManagerProps {
  /** Which photos: `dogPhotos(id)` or `galleryPhotos`. */
  collection: PhotoCollection;
  images: DogImage[];
  /** Replaces the photos in the screen's cache (SWR) with the server's or an optimistic list. */
  setImages: (images: DogImage[]) => void;
  /** Alternative text of a photo at a position (1-based). */
  photoAlt: (position: number) => string;
}

/** Upload, reorder (drag and drop or keyboard) and delete the photos of a dog or the gallery. */
export function PhotoManager({ collection, images, setImages, photoAlt }: PhotoManagerProps) {
  const t = useTranslations('PhotoManager');
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<DogImage | null>(null);
  /** The photo whose focal point is being chosen; `changed`: refused, it was changed elsewhere. */
  const [focusing, setFocusing] = useState<{ image: DogImage; changed: boolean } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const focusAfterMove = useRef<{ id: number; action: 'earlier' | 'later' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const { limit, room, full, queue, reorder, remove, setFocal } = usePhotoCollection({
    collection,
    images,
    setImages,
  });

  // Leaving, reloading or closing the tab would stop the uploads still waiting or on their way.
  useUnsavedChangesWarning(queue.running, t('leaveWhileUploading'));

  const move = (index: number, to: number, action?: 'earlier' | 'later') => {
    if (to === index || to < 0 || to >= images.length) return;
    const image = images[index]!;
    if (action) focusAfterMove.current = { id: image.id, action };
    const next = moveItem(images, index, to);
    setAnnouncement(t('moved', { position: next.indexOf(image) + 1, total: next.length }));
    void reorder(next);
  };

  // Moving a tile re-inserts its element, which drops the focus: put it back on the same button,
  // or on its twin when the photo reached an end of the list.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const tile = listRef.current?.querySelector(`[data-photo-id="${target.id}"]`);
    const other = target.action === 'earlier' ? 'later' : 'earlier';
    const button =
      tile?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`) ??
      tile?.querySelector<HTMLButtonElement>(`[data-action="${other}"]:not(:disabled)`);
    button?.focus();
  }, [images]);

  // Closed whatever the answer: a refusal (the page shows the photo) is the alert behind it.
  const confirmDelete = async () => {
    if (deleting) await remove(deleting);
    setDeleting(null);
  };

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  return (
    <>
      <p className="mb-2" data-testid="photo-count">
        {t('count', { count: images.length, limit, room })}
      </p>

      <label
        className={`photo-drop${dropActive ? ' photo-drop--active' : ''}${full || queue.running ? ' photo-drop--disabled' : ''}`}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDropActive(false);
          if (!full && !queue.running) void queue.add(Array.from(event.dataTransfer.files));
        }}
      >
        <input
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="visually-hidden"
          disabled={full || queue.running}
          aria-describedby="photo-drop-help"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void queue.add(files);
          }}
        />
        <span className="btn btn-primary">{t('choose')}</span>
        <span id="photo-drop-help" className="small text-body-secondary mt-2 d-block">
          {full ? t(collection.fullMessage) : t('help')}
        </span>
      </label>

      <UploadList items={queue.items} onRetry={queue.running ? undefined : queue.retry} />

      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>

      {images.length > 0 && (
        <>
          <p className="small text-body-secondary mt-4 mb-2" id="photo-order-help">
            {t(collection.orderHelp)}
          </p>
          <ol
            ref={listRef}
            className="photo-tiles list-unstyled"
            aria-describedby="photo-order-help"
          >
            {images.map((image, index) => (
              <PhotoTile
                key={image.id}
                image={image}
                index={index}
                total={images.length}
                alt={photoAlt(index + 1)}
                showCover={collection.hasCover}
                dragging={dragged === index}
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDropOn={() => {
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                onMove={(to, action) => move(index, to, action)}
                onDelete={() => setDeleting(image)}
                onFocalPoint={() => setFocusing({ image, changed: false })}
              />
            ))}
          </ol>
        </>
      )}

      {focusing && (
        <FocalPointDialog
          image={focusing.image}
          changedElsewhere={focusing.changed}
          alt={photoAlt(images.findIndex((i) => i.id === focusing.image.id) + 1)}
          onCancel={() => setFocusing(null)}
          onSave={async (focal) => {
            const outcome = await setFocal(focusing.image, focal);
            // Refused as changed elsewhere: the dialog stays, with the breeder's point beside
            // the stored one, and a second save is based on the stored one.
            if (outcome.saved || outcome.gone) setFocusing(null);
            else if (outcome.changed) setFocusing({ image: outcome.changed, changed: true });
          }}
        />
      )}

      <ConfirmDelete
        t={t}
        asking={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/** Stands in for the count line and the drop zone while the photos load. */
export function PhotosSkeleton() {
  return (
    <Placeholder as="div" animation="glow" aria-busy="true">
      <Placeholder xs={4} className="mb-3" />
      <Placeholder xs={12} className="photo-drop-skeleton" />
    </Placeholder>
  );
}
