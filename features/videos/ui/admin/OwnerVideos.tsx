import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/lib/server/http/errors';
import { getDog } from '@/lib/server/dogs';
import { videoScreen } from '@/features/videos/server';
import { VideoManager } from './VideoManager';

/** A puppy's videos under its photos, rendered with the data; none for a missing dog. */
export async function DogVideos({ id }: { id: number }) {
  let name: string;
  try {
    name = (await getDog(id)).name;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  return (
    <div className="container pb-4">
      <VideoManager target="dog" id={id} name={name} initial={await videoScreen('dog', id)} />
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
        initial={await videoScreen('litter', id)}
      />
    </div>
  );
}
