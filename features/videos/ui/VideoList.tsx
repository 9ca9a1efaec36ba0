import { getTranslations } from 'next-intl/server';
import type { PublicVideo } from '@/features/videos/schema';
import { VideoPlayer } from './VideoPlayer';

interface VideoListProps {
  videos: PublicVideo[];
  /** Whose videos: the players' names, and the heading's. */
  name: string;
  /** A heading of its own (a puppy's or a litter's page); a diary update's videos have none. */
  heading?: boolean;
}

/**
 * Videos on a page: `<video>` elements that play without script; nothing is loaded
 * until the visitor plays one (`preload="none"`; the poster once the page has painted: VideoPlayer),
 * and width and height keep the space so nothing moves when the poster arrives.
 */
export async function VideoList({ videos, name, heading = true }: VideoListProps) {
  if (videos.length === 0) return null;
  const t = await getTranslations('Videos');
  const titleId = `videos-${videos[0]!.id}`;
  const players = videos.map((video, i) => (
    <VideoPlayer
      key={video.id}
      src={video.src}
      poster={video.poster}
      width={video.width}
      height={video.height}
      label={t('videoLabel', { number: i + 1, name })}
    />
  ));
  if (!heading) return <div>{players}</div>;
  return (
    <section className="mt-4" aria-labelledby={titleId}>
      <h2 className="h4" id={titleId}>
        {t('publicTitle', { name })}
      </h2>
      {players}
    </section>
  );
}
