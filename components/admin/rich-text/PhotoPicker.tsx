'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from '@/lib/client/intl';
import type { RichTextPhoto } from './types';

/** The site's own photos to put into the text: one button per photo. */
export function PhotoPicker({
  photos,
  onPick,
  onClose,
}: {
  photos: RichTextPhoto[];
  onPick: (photo: RichTextPhoto) => void;
  onClose: () => void;
}) {
  const t = useTranslations('RichTextEditor');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      role="group"
      aria-label={t('photoPick')}
      className="rich-text-photos border rounded p-2 mb-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <button
              ref={index === 0 ? first : undefined}
              type="button"
              className="btn btn-outline-secondary p-1"
              onClick={() => onPick(photo)}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of an uploaded photo */}
              <img src={photo.src} alt="" width={64} height={64} className="object-fit-cover" />
              <span className="visually-hidden">
                {photo.alt || t('photoNumber', { number: index + 1 })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
        {t('linkCancel')}
      </button>
    </div>
  );
}
