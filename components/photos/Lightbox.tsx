'use client';

import { useTranslations } from '@/lib/client/intl';
import { useCallback, useEffect, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { keepFocusInside } from '@/lib/client/focus-trap';

/** One photo of the viewer: what the grid's image says of it (PhotoViewer reads them). */
export interface Slide {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
  /** The blurred placeholder, as the grid paints it (a CSS `url(…)`), or ''. */
  placeholder: string;
}

interface LightboxProps {
  slides: Slide[];
  /** The photo shown, or null while closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const SWIPE_DISTANCE = 50;

/**
 * Full-screen photo viewer: next/previous by buttons, arrow keys and swipe, Escape closes. The
 * modal keeps focus inside while open and gives it back to the photo that opened it.
 */
export function Lightbox({ slides, index, onIndexChange, onClose }: LightboxProps) {
  const t = useTranslations('Lightbox');
  const open = index !== null;
  const current = index ?? 0;
  const total = slides.length;
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const content = useRef<HTMLDivElement>(null);

  const go = useCallback(
    (step: number) => onIndexChange((current + step + total) % total),
    [current, total, onIndexChange],
  );

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      keepFocusInside(event, content.current);
      if (total < 2) return;
      if (event.key === 'ArrowRight') go(1);
      if (event.key === 'ArrowLeft') go(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, total, go]);

  const slide = slides[current];
  return (
    <Modal
      show={open && Boolean(slide)}
      onHide={onClose}
      fullscreen
      className="lightbox"
      aria-labelledby="lightbox-title"
    >
      <div ref={content} className="lightbox__content">
        <div className="lightbox__bar">
          <h2 id="lightbox-title" className="lightbox__counter" aria-live="polite">
            {t('counter', { number: current + 1, total })}
          </h2>
          <button type="button" className="lightbox__button" onClick={onClose}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">{t('close')}</span>
          </button>
        </div>
        <div
          className="lightbox__stage"
          onPointerDown={(event) => {
            swipeStart.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (!start || total < 2) return;
            const dx = event.clientX - start.x;
            if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
              go(dx < 0 ? 1 : -1);
            }
          }}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          {slide && (
            // eslint-disable-next-line @next/next/no-img-element -- the grid's own variants
            <img
              key={slide.src}
              src={slide.src}
              srcSet={slide.srcSet || undefined}
              sizes="100vw"
              width={slide.width}
              height={slide.height}
              alt={slide.alt}
              fetchPriority="high"
              className="lightbox__image"
              style={{
                backgroundImage: slide.placeholder || undefined,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              }}
            />
          )}
          {total > 1 && (
            <>
              <button
                type="button"
                className="lightbox__button lightbox__nav lightbox__nav--prev"
                onClick={() => go(-1)}
              >
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">{t('previous')}</span>
              </button>
              <button
                type="button"
                className="lightbox__button lightbox__nav lightbox__nav--next"
                onClick={() => go(1)}
              >
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">{t('next')}</span>
              </button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
