import { getTranslations } from 'next-intl/server';
import { dogVideos, litterVideos } from '../../reads';
import { VideoManager } from './VideoManager';

/** A puppy's videos under its photos, rendered with the data; none for a missing dog. */
export async function DogVideos({ id }: { id: number }) {
  const videos = await dogVideos(id);
  if (!videos) return null;
  return (
    <div className="container pb-4">
      <VideoManager target="dog" id={id} name={videos.name} initial={videos.initial} />
    </div>
  );
}

/** A litter's videos under its form and photos. */
export async function LitterVideos({ id, name }: { id: number; name: string }) {
  const t = await getTranslations('Litters');
  return (
    <div className="container pb-4">
      <VideoManager
        target="litter"
        id={id}
        name={t('name', { mother: name })}
        initial={await litterVideos(id)}
      />
    </div>
  );
}
