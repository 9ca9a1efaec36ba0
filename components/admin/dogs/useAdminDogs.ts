'use client';

import useSWR from 'swr';
import { apiFetch, fetcher, KEYS } from '@/lib/client/api';
import { reportError } from '@/lib/client/report-error';
import type { Dog } from '@/lib/validation/responses';

type Toggle = 'enabled' | 'foundParent' | 'reserved';

/** All dogs for the admin screens, with the list's optimistic changes (SPEC §2 dog list). */
export function useAdminDogs() {
  const swr = useSWR<Dog[]>(KEYS.dogs, fetcher, { onError: reportError });
  const { mutate } = swr;

  /** Flips a switch at once; the server's answer replaces it, a failure rolls it back. */
  const toggle = async (dog: Dog, field: Toggle) => {
    const value = !dog[field];
    const replace = (dogs: Dog[] | undefined, next: Dog) =>
      dogs?.map((d) => (d.id === next.id ? next : d));
    try {
      await mutate(
        async (dogs) => {
          const saved = await apiFetch<Dog>(KEYS.dog(dog.id), {
            method: 'PATCH',
            body: { [field]: value },
          });
          return replace(dogs, saved);
        },
        {
          optimisticData: (dogs) => replace(dogs, { ...dog, [field]: value }) ?? [],
          rollbackOnError: true,
          revalidate: false,
        },
      );
    } catch (error) {
      reportError(error);
    }
  };

  const remove = async (dog: Dog) => {
    await apiFetch(KEYS.dog(dog.id), { method: 'DELETE' });
    await mutate((dogs) => dogs?.filter((d) => d.id !== dog.id), { revalidate: false });
  };

  return { ...swr, toggle, remove };
}
