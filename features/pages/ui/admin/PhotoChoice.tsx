'use client';

import type { PagePhoto } from '@/features/pages/content';
import { useTranslations } from '@/lib/client/intl';

/** The smallest variant: a thumbnail needs no more. */
const smallest = (photo: PagePhoto) =>
  photo.variants.reduce<{ width: number; url: string } | null>(
    (best, v) => (!best || v.width < best.width ? v : best),
    null,
  )?.url ?? photo.url;

interface PhotoChoiceProps {
  id: string;
  legend: string;
  photos: PagePhoto[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}

/** Which of the page's photos a photo block shows; none keeps the drawn illustration. */
export function PhotoChoice({ id, legend, photos, value, onChange, error }: PhotoChoiceProps) {
  const t = useTranslations('AdminPages');
  return (
    <fieldset aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}>
      <legend className="form-label fs-6 fw-semibold">{legend}</legend>
      <p id={`${id}-help`} className="small text-body-secondary mb-2">
        {t(photos.length ? 'photoHelp' : 'photoNone')}
      </p>
      <div className="page-photo-choice">
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name={id}
            id={`${id}-drawing`}
            checked={value === null}
            onChange={() => onChange(null)}
          />
          <label className="form-check-label" htmlFor={`${id}-drawing`}>
            {t('photoDrawing')}
          </label>
        </div>
        {photos.map((photo, index) => (
          <div className="form-check page-photo-option" key={photo.id}>
            <input
              className="form-check-input"
              type="radio"
              name={id}
              id={`${id}-${photo.id}`}
              checked={value === photo.id}
              onChange={() => onChange(photo.id)}
            />
            <label className="form-check-label" htmlFor={`${id}-${photo.id}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of an uploaded photo */}
              <img
                src={smallest(photo)}
                alt=""
                width={96}
                height={Math.round((96 * photo.height) / photo.width) || 96}
                className="rounded d-block"
              />
              <span>{t('photoNumber', { number: index + 1 })}</span>
            </label>
          </div>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="text-danger small mt-1">
          {error}
        </div>
      )}
    </fieldset>
  );
}
