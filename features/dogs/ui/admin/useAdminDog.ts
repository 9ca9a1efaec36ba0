'use client';

import useSWR from 'swr';
import { ApiRequestError, fetcher, KEYS } from '@/lib/client/api';
import { reportError } from '@/lib/client/report-error';
import type { Dog } from '@/lib/validation/responses';

/**
 * One dog for an admin screen; `missing` when the id is bad or no such dog exists. `initial` is
 * the dog the server rendered the screen with.
 */
export function useAdminDog(id: number | null, initial?: Dog) {
  const swr = useSWR<Dog>(id === null ? null : KEYS.dog(id), fetcher, {
    fallbackData: initial,
    revalidateOnFocus: false,
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.status === 404)) reportError(error);
    },
  });
  const missing = id === null || (swr.error instanceof ApiRequestError && swr.error.status === 404);
  return { ...swr, missing };
}
