'use client';

import useSWR from 'swr';
import { showMessage } from '@/lib/client/alerts';
import { ApiRequestError, apiFetch, fetcher, KEYS } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import type { WaitingEntryView, WaitingListView } from '@/features/waiting-list/schema';

/** What a change of an entry sends: the API path and body (the entry's version added here). */
interface Change {
  path: string;
  method: 'PATCH' | 'POST' | 'DELETE';
  body?: Record<string, unknown>;
  /** Shown once the server has said yes. */
  done: string;
  /** Given the server's answer. */
  onDone?: (answer: WaitingEntryView & { link?: string }) => void;
}

/**
 * The lines as the server rendered them, then kept fresh; every change carries the version of
 * the entry it was based on. A change refused as stale (409) shows the lines as they are now
 * and says so; 422 is handed back to the form, which keeps what was typed.
 */
export function useWaitingList(initial: WaitingListView) {
  const t = useTranslations('WaitingList');
  const swr = useSWR<WaitingListView>(KEYS.waitingList, fetcher, {
    fallbackData: initial,
    revalidateOnMount: false,
    onError: reportError,
  });

  const change = async (entry: WaitingEntryView, { path, method, body, done, onDone }: Change) => {
    try {
      const answer = await apiFetch<WaitingEntryView>(path, {
        method,
        body: body === undefined ? undefined : { ...body, version: entry.version },
      });
      onDone?.(answer);
      showMessage({ type: 'success', messages: [done] });
      await swr.mutate();
      return null;
    } catch (error) {
      if (conflictOf<WaitingEntryView>(error)) {
        showMessage({ type: 'warning', messages: [t('changed')] });
        await swr.mutate();
        return null;
      }
      if (error instanceof ApiRequestError && error.status === 422) return error;
      reportError(error);
      // Another tab's offer of the same puppy won (409): the lists are out of date too.
      if (error instanceof ApiRequestError && error.status === 409) await swr.mutate();
      return null;
    }
  };

  return { data: swr.data ?? initial, change };
}
