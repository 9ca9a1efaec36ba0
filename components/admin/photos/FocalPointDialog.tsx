'use client';

import { useTranslations } from '@/lib/client/intl';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { BusyButton } from '@/components/ui/BusyButton';
import { keepFocusInside } from '@/lib/client/focus-trap';
import { cropPosition } from '@/lib/photo-crop';
import type { DogImage } from '@/lib/validation/responses';

type Focal = NonNullable<DogImage['focal']>;

interface FocalPointDialogProps {
  /** The photo as last read: its point is the one a save replaces. */
  image: DogImage;
  /** A save was refused because another tab changed the point: `image` shows it as it is now. */
  changedElsewhere?: boolean;
  alt: string;
  onCancel: () => void;
  /** Saves the point (null: back to the automatic crop); the dialog stays busy until it settles. */
  onSave: (focal: Focal | null) => Promise<void>;
}

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

/**
 * Where the photo's subject is: a tap or click on the photo puts the point there, and two sliders
 * move it by keyboard. The previews show the crops of a card and a thumbnail as they will be.
 */
export function FocalPointDialog({
  image,
  changedElsewhere = false,
  alt,
  onCancel,
  onSave,
}: FocalPointDialogProps) {
  const t = useTranslations('PhotoManager');
  const tConflict = useTranslations('EditConflict');
  const tCommon = useTranslations('Common');
  const [focal, setFocal] = useState<Focal | null>(image.focal);
  const [busy, setBusy] = useState(false);
  const shown = focal ?? { x: 0.5, y: image.height > image.width ? 0.25 : 0.5 };
  const preview = { ...image, focal };
  const medium =
    [...image.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= 640)?.url ??
    image.url;

  const pick = (event: PointerEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({
      x: round((event.clientX - box.left) / box.width),
      y: round((event.clientY - box.top) / box.height),
    });
  };

  const save = async (value: Focal | null) => {
    setBusy(true);
    try {
      await onSave(value);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      show
      onHide={busy ? undefined : onCancel}
      centered
      size="lg"
      aria-labelledby="focal-title"
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => keepFocusInside(event, event.currentTarget)}
    >
      <Modal.Header closeButton closeLabel={tCommon('close')}>
        <Modal.Title id="focal-title" as="h2" className="h5">
          {t('focalTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="focal-help" className="small text-body-secondary">
          {t('focalHelp')}
        </p>
        {changedElsewhere && (
          <div className="alert alert-warning small" role="alert" data-testid="focal-conflict">
            <p className="mb-1">{tConflict('focalChanged')}</p>
            <p className="mb-0">
              {image.focal
                ? tConflict('focalNow', {
                    x: Math.round(image.focal.x * 100),
                    y: Math.round(image.focal.y * 100),
                  })
                : tConflict('focalNowNone')}
            </p>
          </div>
        )}
        <div className="focal-picker">
          {/* eslint-disable-next-line @next/next/no-img-element -- a variant of the stored photo */}
          <img
            src={medium}
            alt={alt}
            width={image.width}
            height={image.height}
            className="focal-picker__image"
            data-testid="focal-picker"
            onPointerDown={pick}
            draggable={false}
          />
          {changedElsewhere && image.focal && (
            <span
              className="focal-picker__marker focal-picker__marker--stored"
              style={{ left: `${image.focal.x * 100}%`, top: `${image.focal.y * 100}%` }}
              data-testid="focal-stored"
              aria-hidden="true"
            />
          )}
          <span
            className="focal-picker__marker"
            style={{ left: `${shown.x * 100}%`, top: `${shown.y * 100}%` }}
            aria-hidden="true"
          />
        </div>
        <div className="row g-3 mt-1">
          {(['x', 'y'] as const).map((axis) => (
            <div key={axis} className="col-sm-6">
              <label htmlFor={`focal-${axis}`} className="form-label small mb-1">
                {t(axis === 'x' ? 'focalX' : 'focalY')}
              </label>
              <input
                id={`focal-${axis}`}
                type="range"
                className="form-range"
                min={0}
                max={100}
                step={1}
                value={Math.round(shown[axis] * 100)}
                aria-valuetext={`${Math.round(shown[axis] * 100)}%`}
                aria-describedby="focal-help"
                onChange={(event) =>
                  setFocal({ ...shown, [axis]: round(Number(event.target.value) / 100) })
                }
              />
            </div>
          ))}
        </div>
        <p className="small fw-semibold mt-3 mb-1">{t('focalPreview')}</p>
        <div className="focal-previews" aria-hidden="true">
          {['focal-previews__card', 'focal-previews__square'].map((className) => (
            // eslint-disable-next-line @next/next/no-img-element -- previews of the crop
            <img
              key={className}
              src={medium}
              alt=""
              className={className}
              style={{ objectPosition: cropPosition(preview) }}
            />
          ))}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="outline-secondary"
          className="me-auto"
          disabled={busy || image.focal === null}
          onClick={() => void save(null)}
        >
          {t('focalReset')}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {tCommon('cancel')}
        </Button>
        <BusyButton
          variant="primary"
          onClick={() => void save(focal)}
          disabled={busy || focal === null}
          busy={busy}
        >
          {t('focalSave')}
        </BusyButton>
      </Modal.Footer>
    </Modal>
  );
}
