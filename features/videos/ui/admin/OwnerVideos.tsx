import { getTranslations } from 'next-intl/server';
import { dogVideos, litterVideos } from '../../reads';
import { VideoManager } from './VideoManager';

/** A dog's videos under its photos, rendered with the data. */
export async function DogVideos({ id, name }: { id: number; name: string }) {
  return (
    <div className="container pb-4">
      <VideoManager target="dog" id={id} name={name} initial={await dogVideos(id)} />
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
