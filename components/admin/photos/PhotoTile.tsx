'use client';

import { useTranslations } from '@/lib/client/intl';
import { useState } from 'react';
import { FocalPointIcon, GripIcon } from './icons';
import { cropPosition } from '@/lib/photo-crop';
import type { DogImage } from '@/lib/validation/responses';
import { useImageRetry } from './useImageRetry';

interface PhotoTileProps {
  image: DogImage;
  index: number;
  total: number;
  alt: string;
  /** Marks the first photo as the cover (a dog's photos; the gallery has no cover). */
  showCover: boolean;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropOn: () => void;
  onMove: (to: number, action: 'earlier' | 'later') => void;
  onDelete: () => void;
  onFocalPoint: () => void;
}

/** One photo in the order list: draggable, with buttons to move it by keyboard or touch. */
export function PhotoTile(props: PhotoTileProps) {
  const {
    image,
    index,
    total,
    alt,
    showCover,
    dragging,
    onDragStart,
    onDragEnd,
    onDropOn,
    onMove,
    onDelete,
  } = props;
  const t = useTranslations('PhotoManager');
  const [over, setOver] = useState(false);
  const thumb = [...image.variants].sort((a, b) => a.width - b.width)[0]?.url ?? image.url;
  const position = t('position', { position: index + 1, total });
  const retry = useImageRetry();

  return (
    <li
      className={`photo-tile${dragging ? ' photo-tile--dragging' : ''}${over ? ' photo-tile--over' : ''}`}
      data-photo-id={image.id}
      data-testid="photo-tile"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(image.id));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(false);
        onDropOn();
      }}
    >
      <div className="photo-tile__frame">
        {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail from the variants */}
        <img
          key={retry.key}
          onError={retry.onError}
          src={thumb}
          alt={alt}
          width={image.width}
          height={image.height}
          // The first photo is often the screen's largest paint on a phone: fetched at once.
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          draggable={false}
          style={{
            backgroundImage: image.placeholder ? `url("${image.placeholder}")` : undefined,
            objectPosition: cropPosition(image),
          }}
        />
        <GripIcon className="photo-tile__grip" />
        {showCover && index === 0 && (
          <span className="badge text-bg-primary photo-tile__cover">{t('cover')}</span>
        )}
      </div>
      <div className="photo-tile__bar">
        <span className="small text-body-secondary text-nowrap" aria-hidden="true">
          {`${index + 1}/${total}`}
        </span>
        <span className="visually-hidden">{position}</span>
        <div className="btn-group btn-group-sm">
          <button
            type="button"
            className="btn btn-outline-secondary"
            data-action="earlier"
            disabled={index === 0}
            aria-label={t('moveEarlier', { position: index + 1 })}
            onClick={() => onMove(index - 1, 'earlier')}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            data-action="later"
            disabled={index === total - 1}
            aria-label={t('moveLater', { position: index + 1 })}
            onClick={() => onMove(index + 1, 'later')}
          >
            <span aria-hidden="true">→</span>
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            data-action="focal"
            aria-label={t('focalPoint', { position: index + 1 })}
            aria-pressed={image.focal !== null}
            onClick={props.onFocalPoint}
          >
            <FocalPointIcon />
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            aria-label={t('deletePhoto', { position: index + 1 })}
            onClick={onDelete}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
    </li>
  );
}
