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
import type { DogImage } from '@/lib/validation/responses';

// The viewer's code loads when a visitor reaches for a photo (hover, focus or touch), not with
// the page.
const loadLightbox = () => import('./Lightbox');
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

const OpenPhoto = createContext<(index: number) => void>(() => {});

interface PhotoViewerProps {
  images: DogImage[];
  /** Alternative text of each photo, in order. */
  alts: string[];
  /** The grid (PhotoGrid), whose buttons open the viewer. */
  children: ReactNode;
}

/**
 * The lightbox of a photo grid: the grid and its photos are the server's HTML (PhotoGrid), and
 * only this and the buttons run in the browser.
 */
export function PhotoViewer({ images, alts, children }: PhotoViewerProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [used, setUsed] = useState(false);
  const close = useCallback(() => setOpen(null), []);
  const show = useCallback((index: number) => {
    setUsed(true);
    setOpen(index);
  }, []);

  return (
    <OpenPhoto value={show}>
      {children}
      {used && (
        <Suspense>
          <Lightbox
            images={images}
            alts={alts}
            index={open}
            onIndexChange={setOpen}
            onClose={close}
          />
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
        show(index);
      }}
    >
      {children}
    </button>
  );
}
