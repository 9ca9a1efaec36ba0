'use client';

import useSWR, { useSWRConfig } from 'swr';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, fetcher, KEYS } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import type { Dog } from '@/lib/validation/responses';

type Toggle = 'enabled' | 'foundParent' | 'reserved';

const replace = (dogs: Dog[] | undefined, next: Dog) =>
  dogs?.map((d) => (d.id === next.id ? next : d));

/**
 * All dogs for the admin screens, with the list's optimistic changes (SPEC §2 dog list); `initial`
 * is the list the server rendered the screen with (read again once the screen is shown).
 */
export function useAdminDogs(initial?: Dog[]) {
  const t = useTranslations('EditConflict');
  const swr = useSWR<Dog[]>(KEYS.dogs, fetcher, { fallbackData: initial, onError: reportError });
  const { mutate } = swr;
  const { mutate: mutateKey } = useSWRConfig();
  // The list the server rendered is not in SWR's cache until it is first read again.
  const shown = (dogs: Dog[] | undefined) => dogs ?? swr.data;

  /**
   * Flips a switch at once; the server's answer replaces it, a failure rolls it back. A dog
   * changed elsewhere since the list was read is not switched: the list shows it as it is now.
   */
  const toggle = async (dog: Dog, field: Toggle) => {
    const value = !dog[field];
    try {
      await mutate(
        async (dogs) => {
          const saved = await apiFetch<Dog>(KEYS.dog(dog.id), {
            method: 'PATCH',
            body: { [field]: value, version: dog.version },
          });
          return replace(shown(dogs), saved);
        },
        {
          optimisticData: (dogs) => replace(shown(dogs), { ...dog, [field]: value }) ?? [],
          rollbackOnError: true,
          revalidate: false,
        },
      );
    } catch (error) {
      const current = conflictOf<Dog>(error);
      if (!current) return reportError(error);
      await mutate((dogs) => replace(shown(dogs), current), { revalidate: false });
      await mutateKey(KEYS.dog(dog.id), current, { revalidate: false });
      showMessage({ type: 'warning', messages: [t('listChanged', { name: current.name })] });
    }
  };

  /**
   * Deletes the dog as the list shows it: true once gone. One changed elsewhere meanwhile stays,
   * shown as it is now with a warning (false).
   */
  const remove = async (dog: Dog): Promise<boolean> => {
    try {
      await apiFetch(`${KEYS.dog(dog.id)}?version=${dog.version}`, { method: 'DELETE' });
    } catch (error) {
      const current = conflictOf<Dog>(error);
      if (!current) throw error;
      await mutate((dogs) => replace(shown(dogs), current), { revalidate: false });
      await mutateKey(KEYS.dog(dog.id), current, { revalidate: false });
      showMessage({ type: 'warning', messages: [t('listChanged', { name: current.name })] });
      return false;
    }
    await mutate((dogs) => shown(dogs)?.filter((d) => d.id !== dog.id), { revalidate: false });
    return true;
  };

  return { ...swr, toggle, remove };
}
