'use client';

import { useEffect, useState } from 'react';

const HEADER_HEIGHT = 70;
const MIN_DELTA = 6;

/** True while the visitor scrolls down past the header; false on scroll up or while `pinned`. */
export function useHideOnScroll(pinned: boolean): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= HEADER_HEIGHT) {
        setHidden(false);
      } else if (Math.abs(y - lastY) >= MIN_DELTA) {
        setHidden(y > lastY);
      } else {
        return;
      }
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return hidden && !pinned;
}
