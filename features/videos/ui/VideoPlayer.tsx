'use client';

import { useHydrated } from '@/lib/client/hooks';

interface VideoPlayerProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  label: string;
}

/**
 * One `<video>` that plays without script. Its poster is asked for only once the page runs
 * (after the first paint): in the HTML, the browser would fetch it beside the page's main photo
 * and slow that photo down, though the video sits further down the page.
 */
export function VideoPlayer({ src, poster, width, height, label }: VideoPlayerProps) {
  const hydrated = useHydrated();
  return (
    <video
      controls
      playsInline
      preload="none"
      poster={hydrated ? poster : undefined}
      width={width}
      height={height}
      className="video-player mb-3"
      aria-label={label}
      data-testid="video-player"
    >
      <source src={src} type="video/mp4" />
    </video>
  );
}
