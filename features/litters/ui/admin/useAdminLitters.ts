'use client';

import useSWR, { useSWRConfig } from 'swr';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError, fetcher, KEYS } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import type { LitterStatus } from '@/features/litters/schema';
import type { ApiErrorItem, Litter } from '@/lib/validation/responses';
import { useLitterName } from '@/features/dogs/ui/admin/useLitterName';

const replace = (litters: Litter[] | undefined, next: Litter) =>
  litters?.map((l) => (l.id === next.id ? next : l));

/**
 * Every litter for the admin screens, starting from the list the server rendered the page with,
 * and the list's own changes: a status in one tap, a delete.
 */
export function useAdminLitters(initial?: Litter[]) {
  const t = useTranslations('LitterAdmin');
  const tLitters = useTranslations('Litters');
  const tConflict = useTranslations('EditConflict');
  const name = useLitterName();
  const swr = useSWR<Litter[]>(KEYS.litters, fetcher, {
    fallbackData: initial,
    revalidateOnMount: initial === undefined,
    onError: reportError,
  });
  const { mutate } = swr;
  const { mutate: mutateKey } = useSWRConfig();
  // The list the server rendered is not in SWR's cache until it is first changed or read.
  const shown = (litters: Litter[] | undefined) => litters ?? swr.data;

  /** A litter changed elsewhere since the list read it: shown as it is now, and why. */
  const showCurrent = async (current: Litter) => {
    await mutate((litters) => replace(shown(litters), current), { revalidate: false });
    await mutateKey(KEYS.litter(current.id), current, { revalidate: false });
    showMessage({ type: 'warning', messages: [tConflict('listChanged', { name: name(current) })] });
  };

  /**
   * A new status, with what the list's dialog asked for it (the birth date and count): the
   * refusals that name a field are returned for the dialog to show beside them.
   */
  const setStatus = async (
    litter: Litter,
    status: LitterStatus,
    extra: Partial<Pick<Litter, 'bornAt' | 'born'>> = {},
  ): Promise<ApiErrorItem[] | null> => {
    try {
      await mutate(
        async (litters) => {
          const saved = await apiFetch<Litter>(KEYS.litter(litter.id), {
            method: 'PATCH',
            body: { status, ...extra, version: litter.version },
          });
          return replace(shown(litters), saved);
        },
        {
          optimisticData: (litters) =>
            replace(shown(litters), { ...litter, ...extra, status }) ?? [],
          rollbackOnError: true,
          revalidate: false,
        },
      );
      showMessage({
        type: 'success',
        messages: [
          t('statusSaved', { name: name(litter), status: tLitters('status', { status }) }),
        ],
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors.some((e) => e.path)) {
        return error.errors;
      }
      const current = conflictOf<Litter>(error);
      if (current) await showCurrent(current);
      else reportError(error);
    }
    return null;
  };

  /** Deletes the litter as the list shows it: true once gone, false if it changed meanwhile. */
  const remove = async (litter: Litter): Promise<boolean> => {
    try {
      await apiFetch(`${KEYS.litter(litter.id)}?version=${litter.version}`, { method: 'DELETE' });
    } catch (error) {
      const current = conflictOf<Litter>(error);
      if (!current) throw error;
      await showCurrent(current);
      return false;
    }
    await mutate((litters) => shown(litters)?.filter((l) => l.id !== litter.id), {
      revalidate: false,
    });
    return true;
  };

  return { ...swr, setStatus, remove };
}
