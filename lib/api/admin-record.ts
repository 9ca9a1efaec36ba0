import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/server/http/errors';

/**
 * The record an admin screen's address names (`id` null: the address names none), read with
 * `load`; a record that does not exist is the admin's 404 page (app/[locale]/(admin)/not-found.tsx).
 */
export async function adminRecord<T>(
  id: number | null,
  load: (id: number) => Promise<T>,
): Promise<T> {
  if (id === null) notFound();
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
