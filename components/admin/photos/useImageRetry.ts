'use client';

import { useEffect, useState } from 'react';

const MAX_ATTEMPTS = 6;

/**
 * A thumbnail that failed to load (the connection dropped just as the photo arrived) loads again
 * when the browser is back online, or after 1, 2, 4… seconds: a browser never retries a failed
 * image by itself, so it stayed broken until a reload. `key` gives the `<img>` a new element.
 */
export function useImageRetry() {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed || attempt >= MAX_ATTEMPTS) return;
    const again = () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    const timer = setTimeout(again, 1000 * 2 ** attempt);
    window.addEventListener('online', again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [failed, attempt]);
  return { key: attempt, onError: () => setFailed(true) };
}
