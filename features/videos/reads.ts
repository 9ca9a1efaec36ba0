import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { apiUrl, fromApi, remoteRead } from '@/lib/api';
import { TAGS } from '@/lib/server/revalidate';
import { publicVideoResponse, type PublicVideo } from './schema';
import { publicVideos, videoScreen } from './server';

// What the videos' server components read: their UI imports no service itself.

/** A dog's videos as the manager starts with them. */
export const dogVideos = (id: number) => videoScreen('dog', id);

/** A litter's videos as the manager starts with them. */
export const litterVideos = (id: number) => videoScreen('litter', id);

/** A public puppy's or litter's ready videos, in the breeder's order. */
export async function getVideos(target: 'dog' | 'litter', id: number): Promise<PublicVideo[]> {
  const tags = [TAGS.videos, TAGS.dogs];
  if (apiUrl()) {
    const path = `/videos?target=${target}&id=${id}`;
    const videos = await remoteRead(path, z.array(publicVideoResponse), tags);
    return (videos ?? []).map((v) => ({ ...v, src: fromApi(v.src), poster: fromApi(v.poster) }));
  }
  return unstable_cache(() => publicVideos(target, id), ['videos', target, String(id)], {
    tags,
  })();
}
