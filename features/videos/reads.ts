import 'server-only';
import { ApiError } from '@/lib/server/http/errors';
import { getDog } from '@/features/dogs/server/dogs';
import { videoScreen } from './server';

// What the videos' server components read: their UI imports no service itself.

/** A puppy's name and its videos as the manager starts with them; null for a missing dog. */
export async function dogVideos(id: number) {
  let name: string;
  try {
    name = (await getDog(id)).name;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  return { name, initial: await videoScreen('dog', id) };
}

/** A litter's videos as the manager starts with them. */
export const litterVideos = (id: number) => videoScreen('litter', id);
