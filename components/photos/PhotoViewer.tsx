'use client';

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { forgetTap, useTapReplay } from '@/lib/client/tap-replay';
import type { Slide } from './Lightbox';

// The viewer's code loads when a visitor reaches for a photo (hover, focus or touch), not with
// the page.
const loadLightbox = () => import('./Lightbox');
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

const OpenPhoto = createContext<(index: number, opener: HTMLElement | null) => void>(() => {});

/**
 * The grid's photos as the viewer shows them, read from its images: the grid is the server's
 * HTML, so the photos' addresses and placeholders are not sent a second time as the viewer's data.
 */
function slidesOf(grid: Element | null): Slide[] {
  return [...(grid?.querySelectorAll('img') ?? [])].map((img) => ({
    src: img.getAttribute('src') ?? '',
    srcSet: img.getAttribute('srcset') ?? '',
    width: img.width,
    height: img.height,
    alt: img.alt,
    placeholder: img.style.backgroundImage,
  }));
}

/**
 * The lightbox of a photo grid: the grid and its photos are the server's HTML (PhotoGrid), and
 * only this and the buttons run in the browser.
 */
export function PhotoViewer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<number | null>(null);
  const [slides, setSlides] = useState<Slide[] | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const show = useCallback((index: number, opener: HTMLElement | null) => {
    setSlides(slidesOf(opener?.closest('.photo-grid') ?? null));
    setOpen(index);
  }, []);

  return (
    <OpenPhoto value={show}>
      {children}
      {slides && (
        <Suspense>
          <Lightbox slides={slides} index={open} onIndexChange={setOpen} onClose={close} />
        </Suspense>
      )}
    </OpenPhoto>
  );
}

/** One photo's button: opens the viewer at its place. */
export function PhotoOpener({
  index,
  label,
  children,
}: {
  index: number;
  label: string;
  children: ReactNode;
}) {
  const show = useContext(OpenPhoto);
  const prepare = () => void loadLightbox();
  const ref = useRef<HTMLButtonElement>(null);
  // The grid's code comes in a file of its own: a tap before it arrived is repeated then.
  useTapReplay(ref);
  return (
    <button
      ref={ref}
      type="button"
      className="photo-grid__button"
      aria-label={label}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => {
        forgetTap();
        show(index, ref.current);
      }}
    >
      {children}
    </button>
  );
}
