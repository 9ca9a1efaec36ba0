import 'server-only';
import { ApiError } from '@/lib/server/http/errors';
import { getDog, listAllDogs } from '@/features/dogs/server/dogs';
import type { Dog } from '@/lib/validation/responses';

/*
 * The dogs as the admin screens first show them: rendered with the page, as
 * `GET /api/admin/dogs` answers, so a screen paints its list or form without asking again. The
 * dogs' server components read through here: their UI imports no service itself.
 */

export { listAllLitters } from '@/features/litters/server/litters';
export { dogVerifyQr } from '@/features/verification/server/verify-qr';

export const getAdminDogs: () => Promise<Dog[]> = listAllDogs;

/** The dog as stored, or null when the id names none (the screen says so). */
export async function getAdminDog(id: number | null): Promise<Dog | null> {
  if (id === null) return null;
  try {
    return await getDog(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
